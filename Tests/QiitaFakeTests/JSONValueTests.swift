import Foundation
import Testing

@testable import QiitaFake

@Suite struct JSONValueTests {
    @Test func escapesLikeRails() {
        let value = JSONValue.string("<a href=\"x\">&</a>\n\t\u{0}\u{1B}\u{2028}é")
        #expect(
            String(decoding: value.bytes, as: UTF8.self)
                == #""\u003ca href=\"x\"\u003e\u0026\u003c/a\u003e\n\t\u0000\u001b\u2028é""#)
    }

    @Test func objectsKeepTheirOrderAndRoundTrip() throws {
        let value = JSONValue.object([
            ("z", .int(1)), ("a", .array([.bool(true), .null, .string("日本語")])), ("m", .optional(nil)), ("raw", .raw(Array("[1]".utf8))),
        ])
        let text = String(decoding: value.bytes, as: UTF8.self)
        #expect(text == #"{"z":1,"a":[true,null,"日本語"],"m":null,"raw":[1]}"#)
        let parsed = try JSONSerialization.jsonObject(with: Data(value.bytes)) as? [String: Any]
        #expect(parsed?["z"] as? Int == 1)
    }

    @Test func everyControlCharacterSurvivesARoundTrip() throws {
        let all = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}\u{9B}\u{202E}"
        let parsed = try JSONSerialization.jsonObject(with: Data(JSONValue.string(all).bytes), options: .fragmentsAllowed)
        #expect(parsed as? String == all)
    }

    @Test func percentEncodingFollowsCGIEscape() {
        #expect(PercentEncoding.encodeQueryComponent("tag:Swift user:\"a b\"") == "tag%3ASwift+user%3A%22a+b%22")
        #expect(PercentEncoding.encodeQueryComponent("初心者") == "%E5%88%9D%E5%BF%83%E8%80%85")
        #expect(PercentEncoding.decodeQueryComponent("a+b%20c%zz") == "a b c%zz")
        #expect(PercentEncoding.decode("%E5%88%9D") == "初")
    }
}
