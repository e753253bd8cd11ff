/// Which targets a link or an image may have: those Qiita's sanitizer keeps. Anything else
/// (`javascript:`, `data:`, `vbscript:`, …) never becomes a link target or a reference: its
/// text is shown, not linked.
enum LinkTarget {
    /// Whether `url` may be a link's target: http, https, mailto, or relative.
    static func isAllowedLink(_ url: String) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        return scheme == "http" || scheme == "https" || scheme == "mailto"
    }

    /// Whether `url` may be an image's source: http, https, or relative.
    static func isAllowedImage(_ url: String) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        return scheme == "http" || scheme == "https"
    }

    /// `//host/path`, as embeds write their sources, made https.
    static func absolute(_ url: String) -> String {
        url.hasPrefix("//") ? "https:" + url : url
    }

    /// The lower-cased scheme as a browser reads it, stricter: spaces and control characters
    /// anywhere in it are ignored (`java\tscript:` is `javascript:` to a browser, and the
    /// sanitizer may already have made that tab a space); nil when the URL is relative.
    static func scheme(of url: String) -> String? {
        var scheme = ""
        for scalar in url.unicodeScalars {
            if scalar.value <= 0x20 || scalar.value == 0x7F { continue }
            if scalar == ":" { return scheme.isEmpty ? nil : scheme.lowercased() }
            let isSchemeCharacter =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
            guard isSchemeCharacter else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }
}
