import QiitaAPI

/// How a list of items is ordered on screen (`S` goes through them): what is loaded is sorted,
/// without requests. Until then a list is shown as Qiita lists it.
package enum ItemOrder: String, Sendable, Hashable, CaseIterable {
    case newest
    case likes
    case stocks

    /// The order after this one.
    package var next: ItemOrder {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// Most first; equal ones keep their order (Swift's sort is stable).
    package func areInIncreasingOrder(_ lhs: ItemSummary, _ rhs: ItemSummary) -> Bool {
        switch self {
        case .newest: lhs.createdAt > rhs.createdAt
        case .likes: (lhs.likesCount ?? 0) > (rhs.likesCount ?? 0)
        case .stocks: (lhs.stocksCount ?? 0) > (rhs.stocksCount ?? 0)
        }
    }

    /// The order a screen starts in: the trend by stocks, as its name promises; others as listed.
    package static func initial(for screen: Screen) -> ItemOrder? {
        if case .trend = screen.kind { return .stocks }
        return nil
    }
}
