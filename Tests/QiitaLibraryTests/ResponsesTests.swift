import Foundation
import Testing

@testable import QiitaLibrary

@Suite struct ResponsesTests {
    @Test func aResponseRoundTripsAndCanBeTouched() throws {
        let folder = TemporaryFolder()
        let store = try LibraryStore(path: folder.libraryPath)
        let key = "GET /api/v2/items/\(Fixtures.id(1))/comments"
        let body = Data(#"[{"id":"c1","body":"コメント"}]"#.utf8)
        let metadata = ResponseMetadata(fetchedAt: Fixtures.date(0), headers: [("ETag", "\"e1\""), ("Content-Type", "application/json")])
        try store.saveResponse(key: key, body: body, metadata: metadata)

        let cached = try #require(try store.response(key: key))
        #expect(cached.body == body)
        #expect(cached.metadata == metadata)
        #expect(try store.touch(key: key, at: Fixtures.date(90)))
        #expect(try store.response(key: key)?.metadata.fetchedAt == Fixtures.date(90))
        #expect(try store.response(key: "GET /api/v2/users/nobody") == nil)

        let replaced = Data("[]".utf8)
        try store.saveResponse(key: key, body: replaced, metadata: ResponseMetadata(fetchedAt: Fixtures.date(100)))
        #expect(try store.response(key: key)?.body == replaced)
        #expect(try store.response(key: key)?.metadata.headers["ETag"] == nil)
    }
}
