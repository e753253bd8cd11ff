/// Weak entity tags (`W/"…"`) for 200 JSON responses, and `If-None-Match` matching.
enum EntityTag {
    /// `W/"<32 hex digits>"`: two 64-bit FNV-1a-style hashes of the body taken eight bytes at a
    /// time (bodies reach megabytes), with different offsets and a final mix of the length.
    static func weak(for body: [UInt8]) -> String {
        var first: UInt64 = 0xCBF2_9CE4_8422_2325
        var second: UInt64 = 0x6C62_272E_07BB_0142
        let prime: UInt64 = 0x0000_0100_0000_01B3
        body.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                first = (first ^ word) &* prime
                second = (second ^ (word >> 29 | word << 35)) &* prime
                offset += 8
            }
            while offset < raw.count {
                first = (first ^ UInt64(raw[offset])) &* prime
                second = (second ^ UInt64(raw[offset] ^ 0x5A)) &* prime
                offset += 1
            }
        }
        first = (first ^ UInt64(body.count)) &* prime
        second = (second ^ (first >> 17)) &* prime
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
