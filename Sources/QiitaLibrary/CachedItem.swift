import Foundation

/// An item read back from the library: its JSON for the client's decoder, and what freshness
/// decisions need.
package struct CachedItem: Sendable, Equatable {
    package var id: String
    package var json: Data
    package var updatedAt: String
    /// When a reply last carried this item (a list page or the item itself).
    package var fetchedAt: Date
}
