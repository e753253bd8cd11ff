extension StringProtocol {
    /// The first occurrence of `needle`, found by comparing UTF-8 bytes. `firstRange(of:)` sets
    /// up a searcher with a table of its own on every call, and URLs are searched on every
    /// request (its scheme) and after every reply (``URLRedaction``).
    package func firstUTF8Range(of needle: String) -> Range<Index>? {
        let bytes = Array(utf8)
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<start + pattern.count].elementsEqual(pattern) {
            // The needles are ASCII, so a match starts and ends on scalar boundaries (not always
            // on Character ones: a combining mark may follow); the callers slice by these.
            let lower = utf8.index(utf8.startIndex, offsetBy: start)
            return lower..<utf8.index(lower, offsetBy: pattern.count)
        }
        return nil
    }
}
