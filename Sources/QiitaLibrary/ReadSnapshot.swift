/// The markdown of an item as it was when last read, to show what changed since.
package struct ReadSnapshot: Sendable, Equatable {
    package var body: String
    package var updatedAt: String
}
