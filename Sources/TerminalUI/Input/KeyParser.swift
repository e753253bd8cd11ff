/// Turns the bytes a terminal sends in raw mode into ``Key``s, however the bytes are split
/// across reads.
///
/// An incremental state machine: `feed` accepts any chunk and returns the keys it completes;
/// whatever is unfinished (half an escape sequence, half a UTF-8 character, an open paste)
/// waits for the next chunk. The one decision that needs a clock is left to the caller: ESC on
/// its own is the Escape key only if nothing follows it soon, so when
/// ``isAwaitingEscapeTimeout`` is true the loop reads with a short timeout and calls
/// ``flushPendingEscape()`` when that timeout passes with no byte.
///
/// Understood: CSI keys (`ESC [ A`, `ESC [ 5 ~`, `ESC [ 1 ; 5 A`), SS3 keys (`ESC O A`, `ESC O H`),
/// the xterm, rxvt and Linux console spellings of Home, End and F1–F5, Delete and Insert,
/// bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`), Alt+character, and UTF-8 text, where invalid
/// bytes become U+FFFD.
package struct KeyParser: Sendable {
    private enum State: Sendable {
        case ground
        /// ESC seen.
        case escape
        /// `ESC [` and the parameter and intermediate bytes seen since.
        case controlSequence([UInt8])
        /// `ESC [ [`: the Linux console's F1–F5.
        case linuxFunction
        /// `ESC O` and any modifier digits seen since.
        case singleShift([UInt8])
        /// Inside a bracketed paste: the raw bytes so far.
        case paste([UInt8])
        /// A paste's end marker seen, and the bytes since, held until the input pauses: pasted
        /// text may hold the marker itself, and the paste's real end is the last one of the burst.
        case pasteEnding(paste: [UInt8], after: [UInt8])
    }

    private var state = State.ground
    private var text = UTF8StreamDecoder()

    /// Longer sequences than this are not keys; the parser gives up on them rather than grow.
    private static let maximumSequenceLength = 32
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    private static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)

    package init() {}

    /// Whether the parser holds an ESC (or `ESC [`, `ESC O`) that a person could have typed on
    /// its own: the loop should wait only briefly for more input, then call
    /// ``flushPendingEscape()``.
    package var isAwaitingEscapeTimeout: Bool {
        switch state {
        case .escape, .pasteEnding: return true
        case .controlSequence(let bytes): return bytes.isEmpty
        case .singleShift(let bytes): return bytes.isEmpty
        case .ground, .linuxFunction, .paste: return false
        }
    }

    /// Whether a paste has begun and not yet ended.
    package var isInsidePaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Feeds one chunk of input; returns the keys it completes, in order.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        var keys: [Key] = []
        for byte in bytes { consume(byte, into: &keys) }
        return keys
    }

    /// Resolves a pending lone ESC after the read timed out: `ESC` is the Escape key, and
    /// `ESC [` or `ESC O` typed by hand are Alt-[ and Alt-O. Anything longer that is still
    /// pending is part of a sequence split across reads and keeps waiting.
    package mutating func flushPendingEscape() -> [Key] {
        switch state {
        case .pasteEnding(let paste, let after):
            state = .ground
            var keys = [Self.pasted(paste)]
            for byte in after { consume(byte, into: &keys) }
            return keys + flushPendingEscape()
        case .escape:
            state = .ground
            return [.escape]
        case .controlSequence(let bytes) where bytes.isEmpty:
            state = .ground
            return [.alt("[")]
        case .singleShift(let bytes) where bytes.isEmpty:
            state = .ground
            return [.alt("O")]
        default:
            return []
        }
    }

    private mutating func consume(_ byte: UInt8, into keys: inout [Key]) {
        switch state {
        case .ground:
            ground(byte, into: &keys)
        case .escape:
            afterEscape(byte, into: &keys)
        case .controlSequence(var bytes):
            if bytes.isEmpty && byte == UInt8(ascii: "[") {
                state = .linuxFunction
            } else if Self.isFinal(byte) || (byte == UInt8(ascii: "$") && Self.allDigits(bytes)) {
                state = .ground
                finishControlSequence(parameters: bytes, final: byte, into: &keys)
            } else if (0x20...0x3F).contains(byte) {
                // Past the limit one more byte is kept, as the mark of a sequence too long to be a key.
                if bytes.count <= Self.maximumSequenceLength { bytes.append(byte) }
                state = .controlSequence(bytes)
            } else {
                state = .ground
                keys.append(.unknown(Array("\u{1B}[".utf8) + bytes))
                ground(byte, into: &keys)
            }
        case .linuxFunction:
            state = .ground
            if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
                keys.append(.function(Int(byte - UInt8(ascii: "A")) + 1))
            } else if Self.isFinal(byte) {
                keys.append(.unknown(Array("\u{1B}[[".utf8) + [byte]))
            } else {
                keys.append(.unknown(Array("\u{1B}[[".utf8)))
                ground(byte, into: &keys)
            }
        case .singleShift(var digits):
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) && digits.count < 4 {
                digits.append(byte)
                state = .singleShift(digits)
            } else if Self.isFinal(byte) {
                state = .ground
                finishSingleShift(modifierDigits: digits, final: byte, into: &keys)
            } else {
                state = .ground
                keys.append(.unknown(Array("\u{1B}O".utf8) + digits))
                ground(byte, into: &keys)
            }
        case .paste(var bytes):
            bytes.append(byte)
            state = bytes.hasSuffix(Self.pasteEnd) ? .pasteEnding(paste: bytes.dropLast(Self.pasteEnd.count), after: []) : .paste(bytes)
        case .pasteEnding(let paste, var after):
            after.append(byte)
            if after.hasSuffix(Self.pasteStart) {
                // A new paste: the last one ended where it said, and what came between is keys.
                state = .ground
                keys.append(Self.pasted(paste))
                for held in after.dropLast(Self.pasteStart.count) { consume(held, into: &keys) }
                state = .paste([])
            } else if after.hasSuffix(Self.pasteEnd) {
                state = .pasteEnding(paste: paste + Self.pasteEnd + after.dropLast(Self.pasteEnd.count), after: [])
            } else {
                state = .pasteEnding(paste: paste, after: after)
            }
        }
    }

    /// A paste's text, its escape bytes dropped: pasted text never acts as keys.
    private static func pasted(_ bytes: [UInt8]) -> Key {
        .paste(String(decoding: bytes.filter { $0 != 0x1B }, as: UTF8.self))
    }

    private mutating func ground(_ byte: UInt8, into keys: inout [Key]) {
        if byte >= 0x80 {
            text.decode(byte) { keys.append(Self.key(for: $0)) }
            return
        }
        text.finish { keys.append(Self.key(for: $0)) }
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x09: keys.append(.tab)
        case 0x08, 0x7F: keys.append(.backspace)
        case 0x00: keys.append(.control("@"))
        case 0x01...0x1A: keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
        case 0x1C...0x1F: keys.append(.control(Character(Unicode.Scalar(byte + 0x40))))
        default: keys.append(.character(Character(Unicode.Scalar(byte))))
        }
    }

    private mutating func afterEscape(_ byte: UInt8, into keys: inout [Key]) {
        switch byte {
        case UInt8(ascii: "["):
            state = .controlSequence([])
        case UInt8(ascii: "O"):
            state = .singleShift([])
        case 0x1B:
            keys.append(.escape)  // the second ESC may start a sequence of its own
        case 0x20...0x7E:
            state = .ground
            keys.append(.alt(Character(Unicode.Scalar(byte))))
        case 0x7F:
            state = .ground
            keys.append(.modified(.backspace, .alt))
        default:
            state = .ground
            keys.append(.escape)
            ground(byte, into: &keys)
        }
    }

    private mutating func finishControlSequence(parameters: [UInt8], final: UInt8, into keys: inout [Key]) {
        let whole = Array("\u{1B}[".utf8) + parameters + [final]
        guard parameters.count <= Self.maximumSequenceLength, Self.allDigitsAndSeparators(parameters) else {
            keys.append(.unknown(whole))  // private markers (mouse, replies) and intermediates
            return
        }
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
            .map { Int(String(decoding: $0, as: UTF8.self)) }
        let first = numbers.first.flatMap { $0 }
        let modifierParameter = numbers.count > 1 ? numbers[1] : nil

        let key: Key?
        var modifiers: Key.Modifiers = []
        switch final {
        case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            if first == 200 && final == UInt8(ascii: "~") {
                state = .paste([])
                return
            }
            key = first.flatMap(Self.tildeKey)
            switch final {
            case UInt8(ascii: "$"): modifiers = .shift  // rxvt
            case UInt8(ascii: "^"): modifiers = .control
            case UInt8(ascii: "@"): modifiers = [.control, .shift]
            default: modifiers = modifierParameter.flatMap { $0 }.flatMap(Key.Modifiers.init(xtermParameter:)) ?? []
            }
        case UInt8(ascii: "Z"):
            key = .backTab
        default:
            key = Self.letterKey(final)
            modifiers = modifierParameter.flatMap { $0 }.flatMap(Key.Modifiers.init(xtermParameter:)) ?? []
        }
        guard let key else {
            keys.append(.unknown(whole))
            return
        }
        keys.append(modifiers.isEmpty ? key : .modified(key, modifiers))
    }

    private func finishSingleShift(modifierDigits: [UInt8], final: UInt8, into keys: inout [Key]) {
        let key: Key? = final == UInt8(ascii: "M") ? .enter : Self.letterKey(final)
        guard let key else {
            keys.append(.unknown(Array("\u{1B}O".utf8) + modifierDigits + [final]))
            return
        }
        let modifiers =
            Int(String(decoding: modifierDigits, as: UTF8.self))
            .flatMap(Key.Modifiers.init(xtermParameter:)) ?? []
        keys.append(modifiers.isEmpty ? key : .modified(key, modifiers))
    }

    /// Keys named by the final letter of a CSI or SS3 sequence.
    private static func letterKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// Keys named by the number of a `CSI n ~` sequence (VT220, xterm, rxvt and Linux).
    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23...26: return .function(code - 12)
        case 28, 29: return .function(code - 13)
        case 31...34: return .function(code - 14)
        default: return nil
        }
    }

    /// The key for a decoded scalar: text, or nothing a person typed (a C1 control).
    private static func key(for scalar: Unicode.Scalar) -> Key {
        if (0x80...0x9F).contains(scalar.value) { return .unknown(Array(String(scalar).utf8)) }
        return .character(Character(scalar))
    }

    private static func isFinal(_ byte: UInt8) -> Bool { (0x40...0x7E).contains(byte) }

    private static func allDigits(_ bytes: [UInt8]) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func allDigitsAndSeparators(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ";") }
    }
}

extension Array where Element == UInt8 {
    fileprivate func hasSuffix(_ suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
