/// Decodes UTF-8 one byte at a time, so that a character split across two reads is still one
/// character.
///
/// Ill-formed input never stops the stream: each maximal ill-formed subpart becomes one U+FFFD
/// (the practice the Unicode standard recommends, which is also what `String(decoding:as:)`
/// does), and the byte that revealed the error is decoded afresh.
package struct UTF8StreamDecoder: Hashable, Sendable {
    private var partial: UInt32 = 0
    private var remaining = 0
    private var lowerBound: UInt8 = 0x80
    private var upperBound: UInt8 = 0xBF

    static let replacement: Unicode.Scalar = "\u{FFFD}"

    package init() {}

    /// Feeds one byte; `emit` receives zero, one or two scalars (a replacement, then an ASCII
    /// scalar when an ASCII byte cut a sequence short).
    package mutating func decode(_ byte: UInt8, emit: (Unicode.Scalar) -> Void) {
        if remaining > 0 {
            if byte >= lowerBound && byte <= upperBound {
                partial = partial << 6 | UInt32(byte & 0x3F)
                remaining -= 1
                lowerBound = 0x80
                upperBound = 0xBF
                if remaining == 0 { emit(Unicode.Scalar(partial) ?? Self.replacement) }
                return
            }
            reset()
            emit(Self.replacement)
        }
        switch byte {
        case 0x00...0x7F:
            emit(Unicode.Scalar(byte))
        case 0xC2...0xDF:
            start(UInt32(byte & 0x1F), remaining: 1)
        case 0xE0:
            start(0, remaining: 2, lowerBound: 0xA0)
        case 0xE1...0xEC, 0xEE...0xEF:
            start(UInt32(byte & 0x0F), remaining: 2)
        case 0xED:
            start(0x0D, remaining: 2, upperBound: 0x9F)  // no UTF-16 surrogates
        case 0xF0:
            start(0, remaining: 3, lowerBound: 0x90)
        case 0xF1...0xF3:
            start(UInt32(byte & 0x07), remaining: 3)
        case 0xF4:
            start(4, remaining: 3, upperBound: 0x8F)  // nothing above U+10FFFF
        default:
            emit(Self.replacement)  // a stray continuation byte, an overlong lead, or 0xF5…0xFF
        }
    }

    /// Ends a half-read sequence as one replacement character.
    package mutating func finish(emit: (Unicode.Scalar) -> Void) {
        guard remaining > 0 else { return }
        reset()
        emit(Self.replacement)
    }

    private mutating func start(
        _ bits: UInt32, remaining: Int, lowerBound: UInt8 = 0x80, upperBound: UInt8 = 0xBF
    ) {
        partial = bits
        self.remaining = remaining
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    private mutating func reset() {
        partial = 0
        remaining = 0
        lowerBound = 0x80
        upperBound = 0xBF
    }
}
