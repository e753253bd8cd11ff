import Foundation

/// What `qiita library` shows about the file.
package struct LibraryStats: Sendable, Equatable {
    package var path: String
    /// Bytes of the database and its `-wal` and `-shm` files.
    package var sizeOnDisk: Int64
    package var itemCount: Int
    /// Items currently marked read.
    package var readCount: Int
    /// Items in the history, read or marked unread since.
    package var historyCount: Int
    package var listCount: Int
    package var responseCount: Int
    /// The oldest fetch time of anything kept (item, list or response), nil when empty.
    package var oldestEntry: Date?
}
