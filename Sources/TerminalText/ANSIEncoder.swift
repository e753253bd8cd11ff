/// Turns styled lines into the bytes a terminal reads.
///
/// With `colors` off nothing but the text is written: no ESC byte, no C1 control, whatever the
/// input, because span text has been through ``Sanitizer`` and hyperlinks need colour on.
package struct ANSIEncoder: Sendable, Hashable {
    package var colors: Bool
    /// Write OSC 8 hyperlinks for spans that carry a link (only when `colors` is on as well).
    package var hyperlinks: Bool
    /// Which colours stand for the named ones (``Palette``).
    package var palette: Palette

    package init(colors: Bool, hyperlinks: Bool = false, palette: Palette = .dark) {
        self.colors = colors
        self.hyperlinks = hyperlinks
        self.palette = palette
    }

    package static let plain = ANSIEncoder(colors: false)

    /// The line as terminal text, without a trailing newline; styles are reset at its end.
    package func encode(_ line: StyledLine) -> String {
        var output = ""
        encode(line, into: &output)
        return output
    }

    /// Appends the encoded line to `output`.
    package func encode(_ line: StyledLine, into output: inout String) {
        write(line, into: &output)
    }

    /// Appends the encoded line's UTF-8 to `output`: the cheap way to encode a whole document,
    /// since appending bytes costs a fraction of appending strings.
    package func encode(_ line: StyledLine, into output: inout [UInt8]) {
        write(line, into: &output)
    }

    private func write(_ line: StyledLine, into output: inout some EncoderOutput) {
        let spans = line.spans
        guard colors else {
            for index in spans.indices { output.write(spans[index].text) }
            return
        }
        // Spans are read in place and only their look is kept, so that encoding copies no
        // span and retains no string: this runs for every span of every line.
        var current = Look.plain
        var openLink: String?
        for index in spans.indices {
            if hyperlinks {
                let link = spans[index].style.link.flatMap(Self.safeLink)
                if link != openLink {
                    if openLink != nil { output.write("\u{1B}]8;;\u{1B}\\") }
                    if let link {
                        output.write("\u{1B}]8;;")
                        output.write(link)
                        output.write("\u{1B}\\")
                    }
                    openLink = link
                }
            }
            let look = Look(spans[index].style)
            if look != current {
                writeSGR(for: look, into: &output)
                current = look
            }
            output.write(spans[index].text)
        }
        if openLink != nil { output.write("\u{1B}]8;;\u{1B}\\") }
        if current != .plain { output.write("\u{1B}[0m") }
    }

    /// What of a style the SGR sequence sets: everything but the link.
    private struct Look: Equatable {
        var foreground: Color?
        var background: Color?
        var attributes: TextStyle.Attributes

        init(_ style: TextStyle) {
            foreground = style.foreground
            background = style.background
            attributes = style.attributes
        }

        static let plain = Look(.plain)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Appends the SGR sequence that sets exactly `style` (from a reset) to `bytes`, as a frame's
    /// painter does at every change of style.
    package func appendSGR(for style: TextStyle, to bytes: inout [UInt8]) {
        writeSGR(for: Look(style), into: &bytes)
    }

    /// Writes the SGR sequence a byte at a time: this runs for every style change, so it builds
    /// no string of its own.
    private func writeSGR(for look: Look, into output: inout some EncoderOutput) {
        output.write(ascii: 0x1B)
        output.write(ascii: UInt8(ascii: "["))
        output.write(ascii: UInt8(ascii: "0"))
        let attributes = look.attributes
        if attributes.contains(.bold) { output.writeParameter(1) }
        if attributes.contains(.dim) { output.writeParameter(2) }
        if attributes.contains(.italic) { output.writeParameter(3) }
        if attributes.contains(.underline) { output.writeParameter(4) }
        if attributes.contains(.inverse) { output.writeParameter(7) }
        if attributes.contains(.strikethrough) { output.writeParameter(9) }
        if let foreground = look.foreground { palette.foreground(foreground).writeSGR(background: false, into: &output) }
        if let background = look.background { background.writeSGR(background: true, into: &output) }
        output.write(ascii: UInt8(ascii: "m"))
    }

    /// A link target fit to stand inside OSC 8: printable ASCII only, anything else
    /// percent-encoded; nil for targets that are not http(s).
    package static func safeLink(_ target: String) -> String? {
        guard WebAddress.hasWebScheme(target) else { return nil }
        // Built as bytes: the reader encodes the link of every row of every frame.
        var result: [UInt8] = []
        result.reserveCapacity(3 * target.utf8.count)
        for byte in target.utf8 {
            if byte > 0x20 && byte < 0x7F {
                result.append(byte)
            } else {
                result.append(UInt8(ascii: "%"))
                result.append(Self.hexDigits[Int(byte >> 4)])
                result.append(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

/// Where ``ANSIEncoder`` writes: a `String`, or the UTF-8 bytes of one.
protocol EncoderOutput {
    mutating func write(_ text: String)
    /// One ASCII character: escape sequences are written a byte at a time.
    mutating func write(ascii byte: UInt8)
}

extension EncoderOutput {
    /// `;` and a number: one parameter of an escape sequence.
    mutating func writeParameter(_ number: Int) {
        write(ascii: UInt8(ascii: ";"))
        if number >= 10 { writeParameterDigits(number / 10) }
        write(ascii: UInt8(ascii: "0") + UInt8(number % 10))
    }

    private mutating func writeParameterDigits(_ number: Int) {
        if number >= 10 { writeParameterDigits(number / 10) }
        write(ascii: UInt8(ascii: "0") + UInt8(number % 10))
    }
}

extension String: EncoderOutput {
    mutating func write(ascii byte: UInt8) {
        unicodeScalars.append(Unicode.Scalar(byte))
    }
}

extension Array: EncoderOutput where Element == UInt8 {
    /// Appends the UTF-8 of `text`, copied from its storage rather than through the generic
    /// sequence path: encoders and the frame painter do this for every span and cell.
    package mutating func write(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil { append(contentsOf: text.utf8) }
    }

    mutating func write(ascii byte: UInt8) {
        append(byte)
    }
}
