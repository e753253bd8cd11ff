/// How a run of text looks: colours, attributes and an optional hyperlink target.
///
/// Styles are plain values so that laid-out lines can be compared, cached and diffed; only
/// ``ANSIEncoder`` turns them into escape sequences, and only when colour is enabled.
package struct TextStyle: Hashable, Sendable {
    package var foreground: Color?
    package var background: Color?
    package var attributes: Attributes
    /// The target of an OSC 8 hyperlink, written only when the terminal supports it.
    package var link: String?

    package init(
        foreground: Color? = nil, background: Color? = nil, attributes: Attributes = [], link: String? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.link = link
    }

    package static let plain = TextStyle()

    /// Whether this style would make the encoder write anything at all.
    package var isPlain: Bool { foreground == nil && background == nil && attributes.isEmpty && link == nil }

    /// This style with `other`'s colours and link where it has them and both sets of attributes.
    package func merged(with other: TextStyle) -> TextStyle {
        TextStyle(
            foreground: other.foreground ?? foreground,
            background: other.background ?? background,
            attributes: attributes.union(other.attributes),
            link: other.link ?? link)
    }

    package static func fg(_ color: Color) -> TextStyle { TextStyle(foreground: color) }
    package static let bold = TextStyle(attributes: .bold)
    package static let dim = TextStyle(attributes: .dim)
    package static let italic = TextStyle(attributes: .italic)
    package static let underline = TextStyle(attributes: .underline)
    package static let strikethrough = TextStyle(attributes: .strikethrough)
    package static let inverse = TextStyle(attributes: .inverse)

    /// SGR attributes.
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let bold = Attributes(rawValue: 1 << 0)
        package static let dim = Attributes(rawValue: 1 << 1)
        package static let italic = Attributes(rawValue: 1 << 2)
        package static let underline = Attributes(rawValue: 1 << 3)
        package static let strikethrough = Attributes(rawValue: 1 << 4)
        package static let inverse = Attributes(rawValue: 1 << 5)
    }
}

/// The 16 colours a terminal's theme defines, plus the 256-colour palette. The 16 named ones
/// follow the user's theme, so they are preferred.
package enum Color: Hashable, Sendable {
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    case indexed(UInt8)

    /// Writes the SGR parameters (with their leading `;`) that select this colour as
    /// foreground or background.
    func writeSGR(background: Bool, into output: inout some EncoderOutput) {
        let base = background ? 40 : 30
        switch self {
        case .black: output.writeParameter(base + 0)
        case .red: output.writeParameter(base + 1)
        case .green: output.writeParameter(base + 2)
        case .yellow: output.writeParameter(base + 3)
        case .blue: output.writeParameter(base + 4)
        case .magenta: output.writeParameter(base + 5)
        case .cyan: output.writeParameter(base + 6)
        case .white: output.writeParameter(base + 7)
        case .brightBlack: output.writeParameter(base + 60)
        case .brightRed: output.writeParameter(base + 61)
        case .brightGreen: output.writeParameter(base + 62)
        case .brightYellow: output.writeParameter(base + 63)
        case .brightBlue: output.writeParameter(base + 64)
        case .brightMagenta: output.writeParameter(base + 65)
        case .brightCyan: output.writeParameter(base + 66)
        case .brightWhite: output.writeParameter(base + 67)
        case .indexed(let index):
            output.writeParameter(base + 8)
            output.writeParameter(5)
            output.writeParameter(Int(index))
        }
    }
}
