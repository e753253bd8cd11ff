import Foundation

/// Which kept items answer a page of a listing (``LibraryStore/listingSpan(forKey:)``): their ids,
/// read before the items themselves, which are needed only when the page is used.
package struct ListingSpan: Sendable, Equatable {
    /// Whether the list saved under the very key asked for says the most about the page: that
    /// reply is then used as it was kept, headers and all.
    package let isExact: Bool
    /// The items, in the page's order.
    let itemIDs: [String]
    /// When the oldest of the pages used was saved.
    package let fetchedAt: Date
    /// `Total-Count` as the newest of the pages used said it.
    package let totalCount: String?
    /// Whether the kept pages hold every item the page asks for (or up to where the listing
    /// ends). One that is not holds the first of them, as many as were kept.
    package let isComplete: Bool
    /// Whether the listing goes on after this page, as far as the kept pages show.
    package let continues: Bool
}
