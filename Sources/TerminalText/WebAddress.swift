/// Which addresses qiita hands to a browser or writes as a terminal hyperlink: http and https
/// only. Links in articles come from their authors: anything else (`file:`, `javascript:`, or an
/// argument such as `--renderer-cmd-prefix=…` that a browser would obey) is refused.
package enum WebAddress {
    /// Whether `url` starts with `http://` or `https://`, in any case.
    package static func hasWebScheme(_ url: String) -> Bool {
        let lower = url.prefix(8).lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    /// Whether `url` may be handed to a browser: a web address without spaces or controls.
    package static func isOpenable(_ url: String) -> Bool {
        hasWebScheme(url)
            && url.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F && !(0x80...0x9F).contains($0.value) }
    }
}
