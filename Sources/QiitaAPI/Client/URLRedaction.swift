/// Masks what a URL must never show: the access token in the path of
/// `DELETE /api/v2/access_tokens/:token`. Every URL that reaches a trace or a message goes
/// through here.
enum URLRedaction {
    static func redacted(_ url: String) -> String {
        guard let range = url.firstUTF8Range(of: "/api/v2/access_tokens/") else { return url }
        return String(url[..<range.upperBound]) + "[REDACTED]"
    }
}
