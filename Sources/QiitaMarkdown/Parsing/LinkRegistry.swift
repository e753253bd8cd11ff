/// Numbers link targets in the order a reader meets them, one number per distinct URL.
///
/// An article's body and its comments share one registry, so numbers never repeat on a page.
struct LinkRegistry: Sendable, Hashable {
    private(set) var references: [LinkReference] = []
    private var numbers: [String: Int] = [:]

    /// The number of `url`, given a new one on first sight; nil for an empty target.
    mutating func number(for url: String, kind: LinkReference.Kind) -> Int? {
        guard !url.isEmpty else { return nil }
        if let number = numbers[url] { return number }
        let number = references.count + 1
        references.append(LinkReference(number: number, url: url, kind: kind))
        numbers[url] = number
        return number
    }

    /// Records that the target numbered `number` is shown as `kind` (a link that became an embed).
    mutating func mark(_ number: Int, as kind: LinkReference.Kind) {
        guard number >= 1, number <= references.count else { return }
        references[number - 1].kind = kind
    }
}
