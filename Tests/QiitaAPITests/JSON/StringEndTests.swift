import CJSONScan
import Testing
import TestSupport

/// The scan for a JSON string's closing quote: escapes skipped wherever they fall against the
/// 16-byte blocks, and the same answer as a byte-by-byte scan.
@Suite struct StringEndTests {
    /// The end and whether there was an escape, by the definition: a backslash escapes the byte after it.
    private static func reference(_ bytes: [UInt8]) -> (end: Int, escaped: Bool) {
        var index = 0
        var escaped = false
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") { return (index, escaped) }
            if bytes[index] == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            }
            index += 1
        }
        return (-1, escaped)
    }

    /// The scan this processor runs, the 16-byte one and the memchr one, which must agree.
    private static func scan(_ bytes: [UInt8]) -> (end: Int, escaped: Bool) {
        var escaped: Int32 = 0
        var escaped16: Int32 = 0
        var escapedMemchr: Int32 = 0
        let end = bytes.withUnsafeBufferPointer { qiita_json_string_end($0.baseAddress, $0.count, &escaped) }
        let end16 = bytes.withUnsafeBufferPointer { qiita_json_string_end_16($0.baseAddress, $0.count, &escaped16) }
        let endMemchr = bytes.withUnsafeBufferPointer { qiita_json_string_end_memchr($0.baseAddress, $0.count, &escapedMemchr) }
        #expect(end == end16 && escaped == escaped16, "\(bytes)")
        #expect(end == endMemchr && escaped == escapedMemchr, "\(bytes), memchr")
        return (end, escaped != 0)
    }

    @Test(arguments: [
        (#"abc" tail"#, 3, false), (#"a\"b" x"#, 4, true), (#"\\" x"#, 2, true), (#"\\\" x"#, -1, true),
        (#"\"#, -1, true), ("", -1, false), (#"""#, 0, false), (String(repeating: "x", count: 15) + #"\"y""#, 18, true),
        (String(repeating: "x", count: 16) + #"""#, 16, false), (String(repeating: "y", count: 31) + #"\"z""#, 34, true), (String(repeating: "y", count: 33) + #"""#, 33, false), (String(repeating: #"\""#, count: 40) + #"""#, 80, true),
        ("日本語のタイトル\"", 24, false),
    ])
    func findsTheClosingQuote(_ text: String, _ end: Int, _ escaped: Bool) {
        let result = Self.scan(Array(text.utf8))
        #expect(result.end == end && result.escaped == escaped, "\(text)")
    }

    @Test func agreesWithAByteByByteScanOnRandomText() {
        var generator = SeededGenerator(seed: 31)
        let alphabet = Array(#"ab"\\ "#.utf8) + [0xE6, 0x97, 0xA5]
        for length in 0..<200 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let expected = Self.reference(bytes)
                let result = Self.scan(bytes)
                #expect(result.end == expected.end && result.escaped == expected.escaped, "\(bytes)")
            }
        }
    }
}
