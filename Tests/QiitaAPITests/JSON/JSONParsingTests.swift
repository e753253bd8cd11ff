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
        case .string(let string): return (object as? String) == string
        case .array(let values):
            guard let array = object as? [Any], array.count == values.count else { return false }
            return zip(values, array).allSatisfy { same($0, $1) }
        case .object(let fields):
            guard let dictionary = object as? [String: Any], dictionary.count == Set(fields.map(\.key)).count else { return false }
            return fields.allSatisfy { field in dictionary[field.key].map { same(field.value, $0) } ?? false }
        }
    }
}
