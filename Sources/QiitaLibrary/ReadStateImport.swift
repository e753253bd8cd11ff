/// What an import of read state did.
package struct ReadStateImport: Sendable, Equatable {
    /// Items that had no history here.
    package var added = 0
    /// Items whose history here was combined with the imported one.
    package var merged = 0
}
