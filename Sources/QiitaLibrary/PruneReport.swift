/// What a prune or clear removed, and the size before and after.
package struct PruneReport: Sendable, Equatable {
    package var removedItems = 0
    package var removedLists = 0
    package var removedResponses = 0
    package var removedReadings = 0
    package var sizeBefore: Int64 = 0
    package var sizeAfter: Int64 = 0
}
