import Foundation
import QiitaAPI
import Testing
import TestSupport

/// The models read straight off the tape (``TapeReadable``) must give exactly what their
/// `Decodable` conformances give, through our decoder and Foundation's, and fail where our
/// `Decodable` path fails, with the same error at the same field (which pins the order fields
/// are read in and which are optional): requests take the tape path, so any difference would be
/// a difference users see.
@Suite struct TapeReadableTests {
    @Test(arguments: FixtureDecodingTests.shapes.keys.sorted())
    func everyFixtureReadsAsItDecodes(_ name: String) throws {
        let data = try Fixtures.data(name)
        func same<T: TapeReadable & Equatable>(_ type: T.Type) throws {
            #expect(self.same(type, data), "\(name)")
            // Foundation accepts this published fixture's trailing comma; we refuse it on both paths.
            guard name != Self.fixtureWithTrailingComma else { return }
            #expect(try APIDecoder.read(type, from: data) == (try JSONDecoder().decode(type, from: data)), "\(name)")
        }
        switch FixtureDecodingTests.shapes[name]! {
        case .item: try same(Item.self)
        case .items:
            try same([Item].self)
            try same([ItemSummary].self)
        case .comments: try same([QiitaAPI.Comment].self)
        case .user: try same(User.self)
        case .users: try same([User].self)
        case .tags: try same([QiitaAPI.Tag].self)
        case .tag: try same(QiitaAPI.Tag.self)
        case .authenticatedUser: try same(AuthenticatedUser.self)
        case .wrappedItems, .accessToken, .error: break  // not TapeReadable: no endpoint returns them
        }
        #expect(self.same(JSONValue.self, data), "\(name)")
    }

    @Test func randomDocumentsReadAsJSONValuesAsTheyDecode() throws {
        var generator = SeededGenerator(seed: 20261122)
        for _ in 0..<300 {
            let data = try RandomJSON.document(using: &generator)
            #expect(same(JSONValue.self, data), "\(String(decoding: data, as: UTF8.self))")
        }
    }

    @Test func aDuplicatedNameCountsOnceWithItsFirstValue() throws {
        let data = Data(#"{"b":1,"a":2,"a":{"x":3}}"#.utf8)
        let expected = JSONValue.object([JSONField("a", .int(2)), JSONField("b", .int(1))])
        #expect(try APIDecoder.read(JSONValue.self, from: data) == expected)
        #expect(try APIDecoder.decode(JSONValue.self, from: data) == expected)
        // A whole user, so that the two `id`s are what decides the outcome.
        var user = try JSONSerialization.jsonObject(with: Fixtures.data("maiyama18__qiita__GetUser-success.json")) as! [String: Any]
        user["id"] = "first"
        let text = String(decoding: try JSONSerialization.data(withJSONObject: user), as: UTF8.self)
        let duplicated = Data(text.replacingOccurrences(of: #""id":"first""#, with: #""id":"first","id":"second""#).utf8)
        #expect(String(decoding: duplicated, as: UTF8.self).contains(#""id":"second""#))
        #expect(try APIDecoder.read(User.self, from: duplicated).id == "first")
        #expect(try APIDecoder.decode(User.self, from: duplicated).id == "first")
    }

    static let fixtureWithTrailingComma = "nishitaku__portfolio__items-user-query-2023-elided-bodies.json"

    /// Every field of a real item and of its author, in turn removed, made null and given a
    /// value of the wrong type: both paths accept the same documents, decode them to the same
    /// values, and refuse the others with the same kind of error at the same coding path.
    @Test func everyBrokenFieldFailsAlikeOnBothPaths() throws {
        let page = try JSONSerialization.jsonObject(with: Fixtures.data("maiyama18__qiita__GetItems-success.json")) as! [[String: Any]]
        let item = page[0]
        var documents: [(label: String, object: [String: Any])] = []
        for (key, value) in item {
            documents.append(("item without \(key)", item.filter { $0.key != key }))
            documents.append(("item with null \(key)", item.merging([key: NSNull()]) { $1 }))
            documents.append(("item with a mistyped \(key)", item.merging([key: value is String ? 42 : "x"]) { $1 }))
        }
        let user = item["user"] as! [String: Any]
        for (key, value) in user {
            documents.append(("user without \(key)", item.merging(["user": user.filter { $0.key != key }]) { $1 }))
            documents.append(("user with null \(key)", item.merging(["user": user.merging([key: NSNull()]) { $1 }]) { $1 }))
            documents.append(("user with a mistyped \(key)", item.merging(["user": user.merging([key: value is String ? 42 : "x"]) { $1 }]) { $1 }))
        }
        documents.append(("tag without versions", item.merging(["tags": [["name": "Swift"]]]) { $1 }))
        documents.append(("mistyped tag version", item.merging(["tags": [["name": "Swift", "versions": [3]]]]) { $1 }))
        documents.append(("malformed date", item.merging(["created_at": "2024-13-01T00:00:00+09:00"]) { $1 }))
        documents.append(("fractional count", item.merging(["likes_count": 1.5]) { $1 }))

        for (label, object) in documents {
            let data = try JSONSerialization.data(withJSONObject: [item, object])
            #expect(same([Item].self, data), "\(label), as items")
            #expect(same([ItemSummary].self, data), "\(label), as summaries")
        }
    }

    /// A page of 16 or more is read in two halves on both cores: the values in order, and the
    /// first broken element's error (whichever half it is in, and whatever the other holds).
    @Test(arguments: [[], [3], [15], [3, 15], [19], [9, 10]])
    func aLongPageFailsAtItsFirstBrokenElement(_ broken: [Int]) throws {
        let item = (try JSONSerialization.jsonObject(with: Fixtures.data("maiyama18__qiita__GetItems-success.json")) as! [[String: Any]])[0]
        var page = Array(repeating: item, count: 20)
        for (offset, index) in broken.enumerated() {
            page[index] = offset == 0 ? item.filter { $0.key != "title" } : item.merging(["likes_count": "x"]) { $1 }
        }
        let data = try JSONSerialization.data(withJSONObject: page)
        #expect(same([Item].self, data), "broken at \(broken)")
        #expect(same([ItemSummary].self, data), "broken at \(broken), as summaries")
    }

    @Test func requestsReportTheSameMessageAsBefore() throws {
        let response = HTTPResponse(status: 200, body: Data(#"[{"id":"x","title":"t"},{"id":3}]"#.utf8))
        #expect(throws: QiitaError.invalidResponse(detail: "[0]: missing field \"created_at\"")) { try ItemsRequest().decode(response) }
        let null = HTTPResponse(status: 200, body: Data(#"{"id":null}"#.utf8))
        #expect(throws: QiitaError.invalidResponse(detail: "id: expected String, found null")) { try UserRequest(userID: "x").decode(null) }
    }

    private func same<T: TapeReadable & Equatable>(_ type: T.Type, _ data: Data) -> Bool {
        let (read, decoded) = outcomes(type, data)
        if case .error(let message) = read, read != decoded { Issue.record("read: \(message); decoded: \(decoded)") }
        return read == decoded
    }

    /// What decoding gave: the value, or the error's kind and coding path.
    private enum Outcome<T: Equatable>: Equatable {
        case value(T)
        case error(String)
    }

    private func outcomes<T: TapeReadable & Equatable>(_ type: T.Type, _ data: Data) -> (read: Outcome<T>, decoded: Outcome<T>) {
        func outcome(_ body: () throws -> T) -> Outcome<T> {
            do {
                return .value(try body())
            } catch let error as DecodingError {
                switch error {
                case .keyNotFound(let key, let context): return .error("keyNotFound \(key.stringValue) at \(path(context))")
                case .valueNotFound(let type, let context): return .error("valueNotFound \(type) at \(path(context))")
                case .typeMismatch(let type, let context): return .error("typeMismatch \(type) at \(path(context))")
                case .dataCorrupted(let context): return .error("dataCorrupted at \(path(context)): \(context.debugDescription)")
                @unknown default: return .error("unknown \(error)")
                }
            } catch {
                return .error("other \(error)")
            }
        }
        return (outcome { try APIDecoder.read(type, from: data) }, outcome { try APIDecoder.decode(type, from: data) })
    }

    private func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
    }
}
