/// Masks what a URL must never show: the access token in the path of
/// `DELETE /api/v2/access_tokens/:token`. Every URL that reaches a trace or a message goes
/// through here.
enum URLRedaction {
    private static let tokenPath = Array("/api/v2/access_tokens/".utf8)

    static func redacted(_ url: String) -> String {
        // A byte search rather than `firstRange(of:)`: this runs after every reply, before it is
        // decoded, and the string searcher's first use costs ~0.1 ms of generic set-up.
        let bytes = Array(url.utf8)
        let marker = tokenPath
        guard bytes.count >= marker.count else { return url }
        for start in 0...(bytes.count - marker.count)
        where bytes[start..<start + marker.count].elementsEqual(marker) {
            return String(decoding: bytes[..<(start + marker.count)], as: UTF8.self) + "[REDACTED]"
        }
        return url
    }
}
