import Foundation

/// Any other reply (a user, a tag, comments, the signed-in user) kept as its body bytes.
package struct CachedResponse: Sendable, Equatable {
    package var metadata: ResponseMetadata
    package var body: Data
}
