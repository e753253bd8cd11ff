import Foundation
import QiitaAPI
import Testing
import TestSupport

/// `--json` prints what the API sent: the parser keeps key order and number text, accepts what
/// RFC 8259 accepts and refuses the rest (Foundation's parser on Linux allows trailing commas).
@Suite struct JSONParsingTests {
    @Test func keepsKeyOrderAndNumberText() throws {
        let value = try JSONValue(parsing: Data(#"{"z":1,"a":-0.50,"m":[true,null,"x"],"e":2E+3}"#.utf8))
        #expect(
            value
                == .object([
                    JSONField("z", .number("1")), JSONField("a", .number("-0.50")),
                    JSONField("m", .array([.bool(true), .null, .string("x")])), JSONField("e", .number("2E+3")),
                ]))
        #expect(value.selecting(["m", "z", "missing"]) == .object([JSONField("m", value["m"]!), JSONField("z", .number("1"))]))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONValue(parsing: Data(#"["\u65e5\n\"\\\/", "\ud83d\ude00", "\udc00", "a\u00E9b\tc"]"#.utf8))
        #expect(value == .array([.string("日\n\"\\/"), .string("😀"), .string("\u{FFFD}"), .string("a\u{E9}b\tc")]))
    }

    @Test(arguments: [
        "00", "-01", "[1,]", "{\"a\":1,}", "[1 2]", "{a:1}", "'x'", "[.5]", "[1.]", "[1e]", "tru", "[\"a\u{1}\"]",
        "\"\\x\"", "[", "{\"a\"", "1 2", "", "NaN", "[-]", "\"\\u+041\"", "\"\\u04G1\"", "\"\\u04\"",
    ])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: Data(text.utf8)) }
    }

    /// Strings are checked eight bytes at a time where nothing in them matters: a control
    /// character or a malformed UTF-8 sequence is refused wherever it falls in a long string.
    @Test(arguments: [[0x01], [0x1F], [0xC3, 0x28], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xFF], [0xE6, 0x97]] as [[UInt8]])
    func refusesBadBytesAtEveryOffset(_ bad: [UInt8]) throws {
        for offset in 0..<24 {
            let text = [UInt8(ascii: "\"")] + Array("日本".utf8) + Array(repeating: UInt8(ascii: "a"), count: offset) + bad
                + Array("tail of the string".utf8) + [UInt8(ascii: "\"")]
            #expect(throws: JSONSyntaxError.self, "offset \(offset)") { try JSONValue(parsing: Data(text)) }
        }
        let clean = "\"" + String(repeating: "日本語 and text, ", count: 5) + "\""
        #expect(try JSONValue(parsing: Data(clean.utf8)).stringValue == String(clean.dropFirst().dropLast()))
    }

    /// `--json` prints strings as the API wrote them, escapes and all, except characters that
    /// may stand raw in JSON but must not reach a terminal.
    @Test func writesStringsAsTheAPIWroteThem() throws {
        let sent = #"{"t":"caf\u00e9 \/ \u001b[31m"# + "\u{2028}\u{9B}日\"}"
        let value = try JSONValue(parsing: Data(sent.utf8))
        #expect(value["t"]?.stringValue == "café / \u{1B}[31m\u{2028}\u{9B}日")
        var writer = JSONWriter(indent: nil)
        writer.write(value)
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"{"t":"caf\u00e9 \/ \u001b[31m\u2028\u009b日"}"#)
    }

    /// A listing's elements, each with its text as written: what the library keeps.
    @Test func elementsKeepTheirTextAsWritten() throws {
        let elements = try JSONValue.elements(parsing: Data(#" [ {"a": 1} ,"x",[2, 3]] "#.utf8))
        #expect(elements.map { String(decoding: $0.json, as: UTF8.self) } == [#"{"a": 1}"#, #""x""#, "[2, 3]"])
        #expect(elements.map(\.value) == [.object([JSONField("a", .number("1"))]), .string("x"), .array([.number("2"), .number("3")])])
        #expect(throws: JSONSyntaxError.self) { try JSONValue.elements(parsing: Data(#"{"a": 1}"#.utf8)) }
        #expect(throws: JSONSyntaxError.self) { try JSONValue.elements(parsing: Data(#"[1, 2] 3"#.utf8)) }
    }

    @Test func refusesDeepNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: Data(deep.utf8)) }
    }

    /// Every recorded reply parses, and the strings and numbers it holds are Foundation's. (The
    /// files whose authors elided parts are not JSON, though Foundation accepts their commas.)
    @Test(.requiresFixtures)
    func everyRecordedReplyParsesAsFoundationReadsIt() throws {
        for name in try Fixtures.names() where name.hasSuffix(".json") && !name.contains("elided") {
            let data = try Fixtures.data(name)
            let foundation = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            let ours = try? JSONValue(parsing: data)
            #expect((foundation == nil) == (ours == nil), "\(name)")
            if let ours, let foundation { #expect(Self.same(ours, foundation), "\(name)") }
        }
    }

    private static func same(_ value: JSONValue, _ object: Any) -> Bool {
        switch value {
        case .null: return object is NSNull
        case .bool(let bool): return (object as? Bool) == bool
        case .number(let text): return (object as? NSNumber)?.doubleValue == Double(text)
        case .string(let string): return (object as? String) == string.value
        case .array(let values):
            guard let array = object as? [Any], array.count == values.count else { return false }
            return zip(values, array).allSatisfy { same($0, $1) }
        case .object(let fields):
            guard let dictionary = object as? [String: Any], dictionary.count == Set(fields.map(\.key)).count else { return false }
            return fields.allSatisfy { field in dictionary[field.key].map { same(field.value, $0) } ?? false }
        }
    }
}
