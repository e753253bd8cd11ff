import TerminalText

/// How a character takes part in line breaking: whether lines may break around it, and the
/// Japanese line-breaking rules (kinsoku shori) that forbid a break before or after it.
///
/// A line may break next to an ideographic character (kanji, kana, fullwidth forms, emoji), but
/// never inside a run of Latin letters, digits and other narrow characters: words and URLs stay
/// whole. Closing punctuation, small kana and the prolonged sound mark never start a line;
/// opening brackets never end one.
struct BreakClass: Hashable, Sendable {
    private let bits: UInt8

    private init(bits: UInt8) { self.bits = bits }

    private static let ideographicBit: UInt8 = 1
    private static let noBreakBeforeBit: UInt8 = 2
    private static let noBreakAfterBit: UInt8 = 4

    /// Lines may break on either side (subject to the two rules below).
    var isIdeographic: Bool { bits & Self.ideographicBit != 0 }
    /// Must not start a line: closing brackets and punctuation, small kana, ー, ….
    var forbidsBreakBefore: Bool { bits & Self.noBreakBeforeBit != 0 }
    /// Must not end a line: opening brackets.
    var forbidsBreakAfter: Bool { bits & Self.noBreakAfterBit != 0 }

    /// What follows a space or starts a paragraph: imposes nothing.
    static let neutral = BreakClass(bits: 0)

    /// What text attached to the character before it (a link's number) follows: no break.
    static let attached = BreakClass(bits: noBreakAfterBit)

    /// Whether a line may break between a character of class `before` and one of class `after`.
    static func allowsBreak(_ before: BreakClass, _ after: BreakClass) -> Bool {
        if before.bits & noBreakAfterBit != 0 || after.bits & noBreakBeforeBit != 0 { return false }
        return (before.bits | after.bits) & ideographicBit != 0
    }

    /// The class of a printable ASCII character other than space.
    static func ascii(_ byte: UInt8) -> BreakClass {
        switch byte {
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "."), UInt8(ascii: ","),
            UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "%"):
            return BreakClass(bits: noBreakBeforeBit)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            return BreakClass(bits: noBreakAfterBit)
        default:
            return .neutral
        }
    }

    /// The class of a character that starts with `scalar` and takes `width` columns.
    static func of(_ scalar: Unicode.Scalar, width: Int) -> BreakClass {
        let value = scalar.value
        if value < 0x80 { return ascii(UInt8(value)) }
        var bits: UInt8 = 0
        if width == 2 || (0xFF61...0xFF9F).contains(value) { bits |= ideographicBit }
        if forbidsLineStart(value) { bits |= noBreakBeforeBit }
        if forbidsLineEnd(value) { bits |= noBreakAfterBit }
        return BreakClass(bits: bits)
    }

    /// Characters that must not begin a line (after JIS X 4051's gyoto kinsoku).
    private static func forbidsLineStart(_ value: UInt32) -> Bool {
        switch value {
        case 0x3001, 0x3002, 0xFF0C, 0xFF0E, 0x30FB, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF01, 0x203C, 0x2047...0x2049,
            0x309B, 0x309C, 0x309D, 0x309E, 0x30FD, 0x30FE, 0x3005, 0x303B, 0x30FC, 0x2019, 0x201D, 0xFF09,
            0x3015, 0xFF3D, 0xFF5D, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3019, 0x3017, 0x301F, 0xFF60,
            0x00BB, 0x2010, 0x30A0, 0x2013, 0x301C, 0xFF5E, 0x2026, 0x2025, 0xFF05, 0x2030, 0x2032, 0x2033,
            0x2103, 0xFF61, 0xFF63, 0xFF64, 0xFF65, 0xFF70, 0xFF9E, 0xFF9F:
            return true
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
            0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6,
            0x31F0...0x31FF, 0xFF67...0xFF6F:
            return true  // small kana
        default:
            return false
        }
    }

    /// Characters that must not end a line (gyomatsu kinsoku): opening brackets and quotes.
    private static func forbidsLineEnd(_ value: UInt32) -> Bool {
        switch value {
        case 0x2018, 0x201C, 0xFF08, 0x3014, 0xFF3B, 0xFF5B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3018,
            0x3016, 0x301D, 0xFF5F, 0x00AB, 0xFF62:
            return true
        default:
            return false
        }
    }
}
