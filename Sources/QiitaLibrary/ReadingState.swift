import Foundation

/// What the library remembers of reading one item. Marking an item unread clears `isRead` but
/// keeps the rest, so history and "updated since you read it" survive a toggle.
package struct ReadingState: Sendable, Equatable {
    package var itemID: String
    /// The title when last read, so history works after the item itself was pruned.
    package var title: String?
    package var firstReadAt: Date
    package var lastReadAt: Date
    package var isRead: Bool
    /// When `isRead` last changed; the newer flag wins when read states are merged.
    package var markedAt: Date
    /// The line the reader was at, to reopen an article where it was left.
    package var position: Int
    /// The item's `updated_at` when last read: newer on the item means "updated since you read it".
    package var readUpdatedAt: String?

    /// True when `updatedAt` (the item's current one) differs from the version read.
    package func isUpdated(comparedWith updatedAt: String) -> Bool {
        readUpdatedAt.map { $0 != updatedAt } ?? false
    }
}
