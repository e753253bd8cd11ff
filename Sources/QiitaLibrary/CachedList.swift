/// A list reply as stored: its items in the order the server gave, with the reply's metadata.
package struct CachedList: Sendable, Equatable {
    package var key: String
    package var metadata: ResponseMetadata
    package var items: [CachedItem]
}
