/// Hexadecimal digits written as text: percent-encoding's `%XX` and JSON's `\uXXXX`.
enum HexDigit {
    /// The value of one digit; nil for anything else (a sign is not a digit).
    static func value(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The value of the four digits at `start`; nil unless all four are there and digits.
    static func unit(in bytes: UnsafeRawBufferPointer, at start: Int) -> UInt32? {
        guard start >= 0, start + 4 <= bytes.count else { return nil }
        var unit: UInt32 = 0
        for byte in bytes[start..<start + 4] {
            guard let digit = value(byte) else { return nil }
            unit = unit << 4 | UInt32(digit)
        }
        return unit
    }
}
