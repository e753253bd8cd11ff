import Foundation
import QiitaAPI
import Testing
import TestSupport

/// The tape decoder must decode exactly what Foundation's JSONDecoder decodes, and refuse what
/// it refuses, with the same coding paths in its errors.
@Suite struct APIDecoderTests {
    static let listings = [
        "REVERTO__qiita-items__items-list-page-2018-03.json", "yumetodo__qiita_export_all__user-items-page1-of6-2020-03.json",
        "yumetodo__qiita_export_all__user-items-page6-last-2020-03.json", "maiyama18__qiita__GetItems-success.json",
        "maiyama18__qiita__GetUserStocks-success.json", "medi-y-sato__qiita_reader__items-list-2019-04-partially-elided.json",
        "ry-itto__QiitaAPIKit__docexample-items-with-group.json",
    ]

    @Test(arguments: APIDecoderTests.listings)
    func listingsDecodeAsWithJSONDecoder(_ name: String) throws {
        let data = try Fixtures.data(name)
        #expect(try APIDecoder.decode([Item].self, from: data) == JSONDecoder().decode([Item].self, from: data))
        #expect(try APIDecoder.decode([ItemSummary].self, from: data) == JSONDecoder().decode([ItemSummary].self, from: data))
        #expect(try APIDecoder.decode(JSONValue.self, from: data) == JSONDecoder().decode(JSONValue.self, from: data))
    }

    @Test func everyOtherModelDecodesAsWithJSONDecoder() throws {
        func same<T: Decodable & Equatable>(_ type: T.Type, _ name: String) throws {
            let data = try Fixtures.data(name)
            #expect(try APIDecoder.decode(type, from: data) == JSONDecoder().decode(type, from: data), "\(name)")
        }
        try same(Item.self, "maiyama18__qiita__GetItem-success.json")
        try same([QiitaAPI.Comment].self, "yumetodo__qiita_export_all__item-comments-2020-03.json")
        try same([User].self, "maiyama18__qiita__GetUsers-success.json")
        try same(User.self, "tomoki69386__Qiita_Client__user-2018-11.json")
        try same([QiitaAPI.Tag].self, "maiyama18__qiita__GetUserFollowingTags-success.json")
        try same(AuthenticatedUser.self, "maiyama18__qiita__GetAuthenticatedUser-success.json")
        try same(AccessToken.self, "ykyouhei__QiitaKit__docexample-access-token.json")
        try same([String: [Item]].self, "syrohei__Qiitachan__items-wrapped-2016-06.json")
    }

    @Test func randomDocumentsDecodeTheSame() throws {
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<300 {
            let data = try RandomJSON.document(using: &generator)
            #expect(try APIDecoder.decode(JSONValue.self, from: data) == JSONDecoder().decode(JSONValue.self, from: data))
        }
    }

    @Test func escapesAndSurrogatePairsResolve() throws {
        let data = Data(#"["\u65e5\u672c", "\ud83d\ude00", "\n\"\\\/", "\ud800"]"#.utf8)
        #expect(try APIDecoder.decode([String].self, from: data) == ["日本", "😀", "\n\"\\/", "\u{FFFD}"])
    }

    @Test(arguments: [
        "", "[", "[1,]", #"{"a":1,}"#, #"{"a" 1}"#, "[01x]", "[1.]", "[-]", "[tru]", "[\"unterminated]", "[\"tab\tinside\"]",
        "[1] [2]", #"{"a":"\x"}"#, "[\"bell\u{07}\"]",
    ])
    func malformedJSONIsRefused(_ text: String) {
        #expect(throws: DecodingError.self) { try APIDecoder.decode(JSONValue.self, from: Data(text.utf8)) }
    }

    /// A string is read as its bytes when they are valid UTF-8 without a raw control character,
    /// and refused otherwise, whatever mix of printable ASCII, DEL, controls and other bytes
    /// (the ASCII fast path reads eight bytes at a time).
    @Test func stringsOfAnyBytesAreReadOrRefusedAsByTheirDefinition() {
        var generator = SeededGenerator(seed: 47)
        let alphabet: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x41, 0x7E, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xE6, 0x97, 0xA5, 0xFF]
        for length in 0..<40 {
            for _ in 0..<30 {
                // Mostly printable ASCII, so that runs of eight reach the fast path.
                let bytes = (0..<length).map { _ in
                    Int.random(in: 0..<4, using: &generator) == 0 ? alphabet.randomElement(using: &generator)! : UInt8(ascii: "a")
                }
                let expected = bytes.contains { $0 < 0x20 } ? nil : String(validating: bytes, as: UTF8.self)
                let read = try? APIDecoder.read(String.self, from: Data([0x22] + bytes + [0x22]))
                #expect(read == expected, "\(bytes)")
            }
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: DecodingError.self) { try APIDecoder.decode(JSONValue.self, from: Data(deep.utf8)) }
    }

    @Test func errorsCarryTheSamePaths() throws {
        let data = Data(#"[{"id":"x","title":"t"},{"id":3}]"#.utf8)
        func path(_ error: any Error) -> [String] {
            guard case DecodingError.keyNotFound(let key, let context) = error else {
                if case DecodingError.typeMismatch(_, let context) = error { return context.codingPath.map(\.stringValue) }
                return ["unexpected \(error)"]
            }
            return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } + [key.stringValue]
        }
        var ours: [String] = []
        var theirs: [String] = []
        do { _ = try APIDecoder.decode([Item].self, from: data) } catch { ours = path(error) }
        do { _ = try JSONDecoder().decode([Item].self, from: data) } catch { theirs = path(error) }
        #expect(ours == theirs)
        #expect(!ours.isEmpty)
        let response = HTTPResponse(status: 200, body: Data(#"[{"id":3}]"#.utf8))
        #expect(throws: QiitaError.invalidResponse(detail: "[0].id: expected String")) { try ItemsRequest().decode(response) }
    }

    @Test func integersOverflowAndFractionsAreErrors() throws {
        #expect(throws: DecodingError.self) { try APIDecoder.decode([Int].self, from: Data("[99999999999999999999]".utf8)) }
        #expect(throws: DecodingError.self) { try APIDecoder.decode([Int].self, from: Data("[1.5]".utf8)) }
        #expect(try APIDecoder.decode([Int].self, from: Data("[-12, 3e2, 7.0]".utf8)) == [-12, 300, 7])
    }
}
