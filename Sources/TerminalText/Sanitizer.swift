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
package enum Sanitizer {
    /// Multi-line text: keeps newlines and tabs.
    package static func text(_ input: String) -> String {
        clean(input, singleLine: false)
    }

    /// One line (a title, a name, a table cell): newlines and tabs become single spaces.
    package static func line(_ input: String) -> String {
        clean(input, singleLine: true)
    }

    /// Copies the clean runs of the UTF-8 bytes as they are and rebuilds only what the scan
    /// stops at. Every place it stops is the start of a character (an ASCII byte or a lead
    /// byte), and only whole characters are dropped, so the output is valid UTF-8.
    private static func clean(_ input: String, singleLine: Bool) -> String {
        let cleaned =
            input.utf8.withContiguousStorageIfAvailable { clean($0, singleLine: singleLine) }
            ?? Array(input.utf8).withUnsafeBufferPointer { clean($0, singleLine: singleLine) }
        return cleaned ?? input
    }

    /// The sanitized text, or nil when there is nothing to change.
    private static func clean(_ bytes: UnsafeBufferPointer<UInt8>, singleLine: Bool) -> String? {
        guard var dirty = firstNeedingWork(in: bytes, from: 0, singleLine: singleLine) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var copied = 0
        while true {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<dirty]))
            copied = rebuild(at: dirty, in: bytes, singleLine: singleLine, into: &output)
            guard let next = firstNeedingWork(in: bytes, from: copied, singleLine: singleLine) else { break }
            dirty = next
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes what the character (or sequence) at `index` becomes; returns the index after it.
    private static func rebuild(
        at index: Int, in bytes: UnsafeBufferPointer<UInt8>, singleLine: Bool, into output: inout [UInt8]
    ) -> Int {
        let space = UInt8(ascii: " ")
        switch bytes[index] {
        case 0x0A, 0x09:
            output.append(singleLine ? space : bytes[index])
            return index + 1
        case 0x1B:
            return skipEscape(bytes, from: index)
        case 0x00...0x1F, 0x7F:
            return index + 1
        case 0xC2:  // a C1 control, U+0080–U+009F
            switch bytes[index + 1] {
            case 0x9B: return skipControlSequence(bytes, from: index + 2)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: return skipString(bytes, from: index + 2, introducerEnd: index + 2)
            default: return index + 2
            }
        default:  // E2: U+2028, U+2029 (line breaks), bidirectional controls
            if bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                output.append(singleLine ? space : 0x0A)
            }
            return index + 3
        }
    }

    /// Skips an ESC-introduced sequence starting at `start` (the ESC); returns the next index.
    private static func skipEscape(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let next = start + 1
        guard next < bytes.count else { return next }
        switch bytes[next] {
        case 0x5B:  // [ : CSI
            return skipControlSequence(bytes, from: next + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _ : OSC, DCS, SOS, PM, APC
            return skipString(bytes, from: next + 1, introducerEnd: next + 1)
        case 0x20...0x2F:  // intermediates, then one final byte (e.g. ESC ( B)
            var index = next
            while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            if index < bytes.count, (0x30...0x7E).contains(bytes[index]) { index += 1 }
            return index
        case 0x30...0x7E:  // ESC 7, ESC c, ESC M …
            return next + 1
        default:
            return next
        }
    }

    /// Skips CSI parameters and intermediates and its final byte; stops early at anything else
    /// (which is the start of a character: continuation bytes are not in these ranges).
    private static func skipControlSequence(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if (0x20...0x3F).contains(byte) {
                index += 1
            } else if (0x40...0x7E).contains(byte) {
                return index + 1
            } else {
                return index
            }
        }
        return index
    }

    /// Skips a control string up to BEL, ESC \ or ST (U+009C, bytes C2 9C). Unterminated: only
    /// the introducer, which ends at `introducerEnd`. A string never reaches past its line: a
    /// whole article is cleaned in one pass, and a stray introducer must not swallow the lines up
    /// to the next escape (a code fence among them).
    private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, from bodyStart: Int, introducerEnd: Int) -> Int {
        var index = bodyStart
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                return introducerEnd
            case 0x07:
                return index + 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x9C:
                return index + 2
            case 0x1B:
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                return index
            default:
                index += 1
            }
        }
        return introducerEnd
    }

    /// The offset of the first byte at or after `start` that starts something to remove or
    /// replace. Eight bytes are tested at once for control characters (but newline and
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

    /// Whether the byte at `index` starts something to remove or replace.
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
