import Foundation
import QiitaAPI
import Testing
import TestSupport

@Suite struct TimestampAndJSONTests {
    @Test(arguments: [
        ("2019-03-25T12:36:43+09:00", 1_553_485_003.0, 32_400),
        ("2019-03-25T03:36:43Z", 1_553_485_003.0, 0),
        ("2019-03-25T03:36:43.500+00:00", 1_553_485_003.5, 0),
        ("2000-02-29T00:00:00-05:30", 951_802_200.0, -19_800),
    ])
    func parsesISO8601WithOffsets(_ text: String, _ seconds: Double, _ offset: Int) throws {
        let timestamp = try #require(Timestamp(text))
        #expect(timestamp.date.timeIntervalSince1970 == seconds)
        #expect(timestamp.utcOffset == offset)
        #expect(timestamp.rawValue == text)
    }

    @Test(arguments: ["", "2019-03-25", "2019-13-01T00:00:00Z", "2019-03-25T12:36:43", "2019-03-25T25:00:00Z", "x2019-03-25T12:36:43Z"])
    func rejectsMalformedDates(_ text: String) {
        #expect(Timestamp(text) == nil)
    }

    @Test func writerEscapesControlsAndKeepsUnicode() {
        var writer = JSONWriter(indent: nil)
        writer.write(.object([
            JSONField("title", .string("日本語 \"quoted\" \\ \n\t\u{1B}[31m")),
            JSONField("n", .number("-3")), JSONField("ok", .bool(true)), JSONField("none", .null),
            JSONField("list", .array([.number("1"), .string("a")])),
        ]))
        let text = String(decoding: writer.bytes, as: UTF8.self)
        #expect(text == #"{"title":"日本語 \"quoted\" \\ \n\t\u001b[31m","n":-3,"ok":true,"none":null,"list":[1,"a"]}"#)
        let reparsed = try? JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any]
        #expect(reparsed?["title"] as? String == "日本語 \"quoted\" \\ \n\t\u{1B}[31m")
    }

    @Test(.requiresFixtures) func itemFieldNamesAreTheAPIsKeys() throws {
        let object = try JSONValue(parsing: Fixtures.data("maiyama18__qiita__GetItem-success.json"))
        guard case .object(let fields) = object else { Issue.record("not an object"); return }
        // An item recorded before 2022: the newer fields are missing, none is unknown.
        #expect(Set(fields.map(\.key)).isSubset(of: Item.fieldNames))
        #expect(Item.fieldNames.prefix(4) == ["id", "title", "body", "rendered_body"])
    }
}

@Suite struct JSONWriterTerminalSafetyTests {
    @Test func c1ControlsBidiOverridesAndDelAreEscapedButDecodeUnchanged() throws {
        let hostile = "a\u{9B}31m\u{202E}b\u{2066}c\u{2028}d\u{7F}é日"
        var writer = JSONWriter(indent: nil)
        writer.write(.string(JSONString(hostile)))
        let text = String(decoding: writer.bytes, as: UTF8.self)
        #expect(text == #""a\u009b31m\u202eb\u2066c\u2028d\u007fé日""#)
        #expect(try JSONDecoder().decode(String.self, from: Data(writer.bytes)) == hostile)
    }

    /// Random strings of the characters that matter (controls, quotes, C1, separators, bidi
    /// controls, their neighbours, wide and combining characters): escaped scalar by scalar as
    /// the writer's rules say, and decoding back to the string.
    @Test func randomStringsAreEscapedScalarByScalar() throws {
        let alphabet: [Unicode.Scalar] = [
            "a", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1B}", "\u{1F}", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}",
            "\u{A0}", "é", "\u{2027}", "\u{2028}", "\u{2029}", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2065}", "\u{2066}",
            "\u{2069}", "\u{206A}", "\u{2010}", "日", "😀", "\u{301}",
        ]
        func reference(_ scalar: Unicode.Scalar) -> String {
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default:
                let value = scalar.value
                let escaped = value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || value == 0x2028
                    || value == 0x2029 || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
                guard escaped else { return String(scalar) }
                let hex = String(value, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...24, using: &generator) { text.append(alphabet.randomElement(using: &generator)!) }
            let string = String(text)
            var writer = JSONWriter(indent: nil)
            writer.write(.string(JSONString(string)))
            let expected = "\"" + string.unicodeScalars.map(reference).joined() + "\""
            #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
            #expect(try JSONDecoder().decode(String.self, from: Data(writer.bytes)) == string)
        }
    }
}
