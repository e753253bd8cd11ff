/// Turns styled lines into the bytes a terminal reads.
///
/// With `colors` off nothing but the text is written: no ESC byte, no C1 control, whatever the
/// input, because span text has been through ``Sanitizer`` and hyperlinks need colour on.
public struct ANSIEncoder: Sendable, Hashable {
    public var colors: Bool
    /// Write OSC 8 hyperlinks for spans that carry a link (only when `colors` is on as well).
    public var hyperlinks: Bool

    public init(colors: Bool, hyperlinks: Bool = false) {
        self.colors = colors
        self.hyperlinks = hyperlinks
    }

    public static let plain = ANSIEncoder(colors: false)

    /// The line as terminal text, without a trailing newline; styles are reset at its end.
    public func encode(_ line: StyledLine) -> String {
        var output = ""
        encode(line, into: &output)
        return output
    }

    /// Appends the encoded line to `output`.
    public func encode(_ line: StyledLine, into output: inout String) {
        guard colors else {
            for span in line.spans { output += span.text }
            return
        }
        var current = TextStyle.plain
        var openLink: String?
        for span in line.spans {
            let style = span.style
            let link = hyperlinks ? style.link.flatMap(Self.safeLink) : nil
            if link != openLink {
                if openLink != nil { output += "\u{1B}]8;;\u{1B}\\" }
                if let link { output += "\u{1B}]8;;\(link)\u{1B}\\" }
                openLink = link
            }
            if !Self.sameLook(style, current) {
                output += sgr(for: style)
                current = style
            }
            output += span.text
        }
        if openLink != nil { output += "\u{1B}]8;;\u{1B}\\" }
        if !Self.sameLook(current, .plain) { output += "\u{1B}[0m" }
    }

    /// The SGR sequence that sets exactly `style` (from a reset).
    public func sgr(for style: TextStyle) -> String {
        // Built by appending, not joining an array: this runs for every style change.
        var sequence = "\u{1B}[0"
        let attributes = style.attributes
        if attributes.contains(.bold) { sequence += ";1" }
        if attributes.contains(.dim) { sequence += ";2" }
        if attributes.contains(.italic) { sequence += ";3" }
        if attributes.contains(.underline) { sequence += ";4" }
        if attributes.contains(.inverse) { sequence += ";7" }
        if attributes.contains(.strikethrough) { sequence += ";9" }
        if let foreground = style.foreground { sequence += ";" + foreground.sgr(background: false) }
        if let background = style.background { sequence += ";" + background.sgr(background: true) }
        sequence += "m"
        return sequence
    }

    private static func sameLook(_ a: TextStyle, _ b: TextStyle) -> Bool {
        a.foreground == b.foreground && a.background == b.background && a.attributes == b.attributes
    }

    /// A link target fit to stand inside OSC 8: printable ASCII only, anything else
    /// percent-encoded; nil for targets that are not http(s).
    package static func safeLink(_ target: String) -> String? {
        let lower = target.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else { return nil }
        var result = ""
        for byte in target.utf8 {
            if byte > 0x20 && byte < 0x7F {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
