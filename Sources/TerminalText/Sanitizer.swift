/// The one gate that text from the server or from a file passes before it is styled and written.
///
/// Text must never drive the terminal, so this drops, rather than escapes:
/// - whole escape sequences introduced by ESC or by a C1 introducer: CSI (`ESC [` / U+009B),
///   OSC (`ESC ]` / U+009D, which covers OSC 0 title changes, OSC 8 links and OSC 52 clipboard
///   writes), DCS, SOS, PM and APC strings up to their terminator, and two-byte `ESC x` forms;
///   an unterminated string sequence loses only its introducer, so no text after it is lost;
/// - every other C0 control but newline and tab, DEL, and every C1 control;
/// - the bidirectional embedding, override and isolate characters (U+202A–U+202E,
///   U+2066–U+2069), which can make text read in a different order than it is stored.
///
/// Carriage returns are dropped (CRLF line ends become LF); U+2028 and U+2029 become newlines.
/// Text with nothing to remove is returned as it is, without copying.
public enum Sanitizer {
    /// Multi-line text: keeps newlines and tabs.
    public static func text(_ input: String) -> String {
        clean(input, singleLine: false)
    }

    /// One line (a title, a name, a table cell): newlines and tabs become single spaces.
    public static func line(_ input: String) -> String {
        clean(input, singleLine: true)
    }

    /// Whether `input` holds nothing that ``text(_:)`` would change.
    public static func isClean(_ input: String) -> Bool {
        !needsWork(input, singleLine: false)
    }

    /// Multi-line text sanitized one line at a time: each line (split at `\n`) comes out as
    /// ``text(_:)`` would make it on its own. An escape sequence cannot reach past the end of
    /// its line, and in a long listing with one bad line only that line is rebuilt; the rest is
    /// copied as it is, in runs. Text with nothing to remove is returned without copying.
    public static func lines(_ input: String) -> String {
        let sanitized = input.utf8.withContiguousStorageIfAvailable { bytes -> String in
            guard var dirty = firstNeedingWork(in: bytes, from: 0, singleLine: false) else { return input }
            let utf8 = input.utf8
            func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
            var output = ""
            output.reserveCapacity(bytes.count)
            var copied = 0
            while true {
                var lineStart = dirty
                while lineStart > copied, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                var lineEnd = dirty
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                output += input[index(copied)..<index(lineStart)]
                output += text(String(input[index(lineStart)..<index(lineEnd)]))
                copied = lineEnd
                guard let next = firstNeedingWork(in: bytes, from: lineEnd, singleLine: false) else { break }
                dirty = next
            }
            output += input[index(copied)...]
            return output
        }
        if let sanitized { return sanitized }
        return input.split(separator: "\n", omittingEmptySubsequences: false).map { text(String($0)) }
            .joined(separator: "\n")
    }

    private static func clean(_ input: String, singleLine: Bool) -> String {
        guard needsWork(input, singleLine: singleLine) else { return input }
        var output = String.UnicodeScalarView()
        let scalars = Array(input.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            switch value {
            case 0x0A:
                output.append(singleLine ? " " : scalar)
                index += 1
            case 0x09:
                output.append(singleLine ? " " : scalar)
                index += 1
            case 0x1B:
                index = skipEscape(scalars, from: index)
            case 0x9B:
                index = skipControlSequence(scalars, from: index + 1)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = skipString(scalars, from: index + 1, introducerLength: 1, start: index)
            case 0x2028, 0x2029:
                output.append(singleLine ? " " : "\n")
                index += 1
            case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                index += 1
            default:
                output.append(scalar)
                index += 1
            }
        }
        return String(output)
    }

    /// Skips an ESC-introduced sequence starting at `start` (the ESC); returns the next index.
    private static func skipEscape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let next = start + 1
        guard next < scalars.count else { return next }
        switch scalars[next].value {
        case 0x5B:  // [ : CSI
            return skipControlSequence(scalars, from: next + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _ : OSC, DCS, SOS, PM, APC
            return skipString(scalars, from: next + 1, introducerLength: 2, start: start)
        case 0x20...0x2F:  // intermediates, then one final byte (e.g. ESC ( B)
            var index = next
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        case 0x30...0x7E:  // ESC 7, ESC c, ESC M …
            return next + 1
        default:
            return next
        }
    }

    /// Skips CSI parameters and intermediates and its final byte; stops early at anything else.
    private static func skipControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x30...0x3F).contains(value) || (0x20...0x2F).contains(value) {
                index += 1
            } else if (0x40...0x7E).contains(value) {
                return index + 1
            } else {
                return index
            }
        }
        return index
    }

    /// Skips a control string up to BEL, ESC \ or ST (U+009C). Unterminated: only the introducer.
    private static func skipString(
        _ scalars: [Unicode.Scalar], from bodyStart: Int, introducerLength: Int, start: Int
    ) -> Int {
        var index = bodyStart
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C:
                return index + 1
            case 0x1B:
                if index + 1 < scalars.count, scalars[index + 1] == "\\" { return index + 2 }
                return index
            default:
                index += 1
            }
        }
        return start + introducerLength
    }

    /// A fast scan of the UTF-8 bytes for anything the slow path would touch.
    private static func needsWork(_ input: String, singleLine: Bool) -> Bool {
        let found = input.utf8.withContiguousStorageIfAvailable {
            firstNeedingWork(in: $0, from: 0, singleLine: singleLine) != nil
        }
        if let found { return found }
        return Array(input.utf8).withUnsafeBufferPointer {
            firstNeedingWork(in: $0, from: 0, singleLine: singleLine) != nil
        }
    }

    /// The offset of the first byte at or after `start` that starts something the slow path
    /// would touch. Eight bytes are tested at once for control characters (but newline and
    /// tab in multi-line text), DEL, and the lead bytes of the multi-byte characters looked for
    /// (C1 controls start with C2, the others with E2); a lead byte found that way is looked at
    /// with the bytes after it.
    private static func firstNeedingWork(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, singleLine: Bool
    ) -> Int? {
        let count = bytes.count
        var index = start
        while index + 8 <= count {
            let word = ByteScan.word(bytes, at: index)
            var controls = ByteScan.lanes(below: 0x20, in: word)
            if !singleLine {
                controls &= ~(ByteScan.lanes(equalTo: 0x0A, in: word) | ByteScan.lanes(equalTo: 0x09, in: word))
            }
            let candidates =
                controls | ByteScan.lanes(equalTo: 0x7F, in: word) | ByteScan.lanes(equalTo: 0xC2, in: word)
                | ByteScan.lanes(equalTo: 0xE2, in: word)
            guard candidates != 0 else {
                index += 8
                continue
            }
            let candidate = index + ByteScan.firstLane(of: candidates)
            if needsWork(at: candidate, in: bytes, singleLine: singleLine) { return candidate }
            index = candidate + 1
        }
        while index < count {
            if needsWork(at: index, in: bytes, singleLine: singleLine) { return index }
            index += 1
        }
        return nil
    }

    /// Whether the byte at `index` starts something the slow path would touch.
    @inline(__always)
    private static func needsWork(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, singleLine: Bool) -> Bool {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F { return false }
        switch byte {
        case 0x0A, 0x09:
            return singleLine
        case 0x00...0x1F, 0x7F:
            return true
        case 0xC2:  // C1 controls: C2 80 … C2 9F
            return index + 1 < bytes.count && bytes[index + 1] < 0xA0
        case 0xE2:  // U+2028–U+202E: E2 80 A8…AE; U+2066–U+2069: E2 81 A6…A9
            guard index + 2 < bytes.count else { return false }
            let second = bytes[index + 1]
            let third = bytes[index + 2]
            return second == 0x80 && (0xA8...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third)
        default:
            return false
        }
    }
}
