/// Weak entity tags (`W/"…"`) for 200 JSON responses, and `If-None-Match` matching.
enum EntityTag {
    /// `W/"<32 hex digits>"`: two 64-bit FNV-1a hashes of the body with different offsets.
    static func weak(for body: [UInt8]) -> String {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        let prime: UInt64 = 0x0000_0100_0000_01B3
        for byte in body {
            first = (first ^ UInt64(byte)) &* prime
            second = (second ^ UInt64(byte ^ 0x5A)) &* prime
        }
        return "W/\"\(hex(first))\(hex(second))\""
    }

    /// Weak comparison (RFC 9110 §8.8.3.2): `W/` prefixes are ignored; `*` matches anything.
    static func ifNoneMatch(_ headerValues: [String], matches tag: String) -> Bool {
        let wanted = opaque(tag)
        for value in headerValues {
            for candidate in value.split(separator: ",") {
                let trimmed = candidate.trimmingSpaces()
                if trimmed == "*" || opaque(trimmed) == wanted { return true }
            }
        }
        return false
    }

    private static func opaque(_ tag: String) -> Substring {
        tag.hasPrefix("W/") ? tag.dropFirst(2) : Substring(tag)
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
