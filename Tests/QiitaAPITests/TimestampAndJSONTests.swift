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
            JSONField("n", .int(-3)), JSONField("ok", .bool(true)), JSONField("none", .null),
            JSONField("list", .array([.int(1), .string("a")])),
        ]))
        let text = String(decoding: writer.bytes, as: UTF8.self)
        #expect(text == #"{"title":"日本語 \"quoted\" \\ \n\t\u001b[31m","n":-3,"ok":true,"none":null,"list":[1,"a"]}"#)
        let reparsed = try? JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any]
        #expect(reparsed?["title"] as? String == "日本語 \"quoted\" \\ \n\t\u{1B}[31m")
    }

    @Test func itemJSONRoundTripsTheAPIFields() throws {
        let json = #"""
            {"id":"c686397e4a0f4f11683d","title":"T","body":"b","rendered_body":"<p>b</p>",
             "created_at":"2024-01-02T03:04:05+09:00","updated_at":"2024-01-02T03:04:05+09:00",
             "url":"https://qiita.com/a/items/c686397e4a0f4f11683d","private":false,"coediting":false,
             "tags":[{"name":"Swift","versions":[]}],"likes_count":3,"comments_count":0,"reactions_count":0,
             "stocks_count":1,"page_views_count":null,"group":null,"team_membership":null,
             "organization_url_name":null,"slide":false,
             "user":{"id":"a","permanent_id":1,"name":"","description":null,"profile_image_url":"https://x/a.png",
                     "followees_count":0,"followers_count":0,"items_count":1,"facebook_id":null,
                     "github_login_name":null,"linkedin_id":null,"location":null,"organization":null,
                     "twitter_screen_name":null,"website_url":null,"team_only":false}}
            """#
        let item = try JSONDecoder().decode(Item.self, from: Data(json.utf8))
        var writer = JSONWriter(indent: nil)
        writer.write(item.jsonObject)
        let original = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
        let written = try JSONDecoder().decode(JSONValue.self, from: Data(writer.bytes))
        #expect(original == written)
        #expect(Item.fieldNames.first == "id")
        guard case .object(let fields) = original else { return }
        #expect(Set(Item.fieldNames) == Set(fields.map(\.key)))
    }
}

@Suite struct JSONWriterTerminalSafetyTests {
    @Test func c1ControlsBidiOverridesAndDelAreEscapedButDecodeUnchanged() throws {
        let hostile = "a\u{9B}31m\u{202E}b\u{2066}c\u{2028}d\u{7F}é日"
        var writer = JSONWriter(indent: nil)
        writer.write(.string(hostile))
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
            writer.writeString(string)
            let expected = "\"" + string.unicodeScalars.map(reference).joined() + "\""
            #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
            #expect(try JSONDecoder().decode(String.self, from: Data(writer.bytes)) == string)
        }
    }

    /// Lists write each element's fields as they read them; the bytes are those of the object.
    @Test(arguments: [nil, 2] as [Int?])
    func anObjectWrittenFieldByFieldIsTheObjectWritten(indent: Int?) throws {
        let items = try JSONDecoder().decode([Item].self, from: Fixtures.data("maiyama18__qiita__GetItems-success.json"))
        #expect(!items.isEmpty)
        for names in [Item.fieldNames, ["user", "tags", "title"], ["likes_count"], []] {
            let fields = Item.jsonFields(names)
            for item in items {
                var direct = JSONWriter(indent: indent)
                direct.writeObject(item, fields: fields, level: 1)
                var whole = JSONWriter(indent: indent)
                whole.write(item.jsonObject(fields), level: 1)
                #expect(direct.bytes == whole.bytes, "\(names)")
            }
        }
    }

    @Test func fieldsResolvedOnceReadWhatTheirNamesRead() throws {
        let items = try JSONDecoder().decode([Item].self, from: Fixtures.data("maiyama18__qiita__GetItems-success.json"))
        let names = ["title", "user", "body", "id", "nonsense", "likes_count"]
        let fields = Item.jsonFields(names)
        #expect(fields.map(\.name) == ["title", "user", "body", "id", "likes_count"])
        for item in items {
            let expected = JSONValue.object([
                JSONField("title", .string(item.title)), JSONField("user", item.user.jsonObject),
                JSONField("body", .string(item.body)), JSONField("id", .string(item.id)),
                JSONField("likes_count", JSONValue(item.likesCount)),
            ])
            #expect(item.jsonObject(fields) == expected)
            guard case .object(let user) = item.user.jsonObject else { Issue.record("not an object"); continue }
            #expect(user.map(\.key) == User.fieldNames)
            #expect(user.first?.value == .string(item.user.id))
        }
        #expect(!items.isEmpty)
        let me = try JSONDecoder().decode(AuthenticatedUser.self, from: Fixtures.data("maiyama18__qiita__GetAuthenticatedUser-success.json"))
        #expect(
            me.jsonObject(fields: ["id", "image_monthly_upload_limit"])
                == .object([JSONField("id", .string(me.user.id)), JSONField("image_monthly_upload_limit", .int(me.imageMonthlyUploadLimit))]))
    }
}
