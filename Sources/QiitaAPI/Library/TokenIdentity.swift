/// Who is asking, as files may record it: `anonymous`, or `token-` and a fingerprint of the token
/// (FNV-1a, 64 bits: enough to tell tokens apart, useless to recover one).
package enum TokenIdentity {
    package static func of(_ token: String?) -> String {
        guard let token else { return "anonymous" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in token.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "token-" + String(repeating: "0", count: 16 - hex.count) + hex
    }
}
