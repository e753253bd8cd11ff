/// One item found by `LibraryStore.find`, best first, with what a result row shows.
package struct SearchHit: Sendable, Equatable {
    package var itemID: String
    /// The whole title, with its matches marked.
    package var title: SearchSnippet
    /// A short window of the body around the first match (its start when only the title, tags
    /// or author matched).
    package var snippet: SearchSnippet
    package var authorID: String
}
