import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita tag TAG`: a tag's posts, the tag given by name in any case, as #name or as its page.
@MainActor @Suite struct TagCommandTests {
    @Test(arguments: ["Swift", "swift", "#Swift", "SWIFT", "https://qiita.com/tags/swift", "qiita.com/tags/Swift"])
    func tagNamedAnyWayListsItsPosts(reference: String) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["tag", reference])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.items(taggedWith: "Swift").prefix(20)))
    }

    @Test func tagPageOnTheFakeHostWorksToo() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["tag", server.baseURL + "/tags/go"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(server.corpus.items(taggedWith: "Go").prefix(20)))
    }

    @Test func japaneseTagName() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let expected = server.corpus.items(taggedWith: "初心者")
        try #require(!expected.isEmpty)
        let result = QiitaCLI(server: server).run(["tag", "初心者", "--limit", "100"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.lines == server.tsvLines(expected))
    }

    @Test func pagingAndLimitWork() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let tagged = server.corpus.items(taggedWith: "Swift")
        try #require(tagged.count >= 12)
        let cli = QiitaCLI(server: server)
        #expect(cli.run(["tag", "Swift", "--page", "2", "--per-page", "5"]).lines == server.tsvLines(tagged[5..<10]))
        #expect(cli.run(["tag", "Swift", "--limit", "12", "--per-page", "5"]).lines == server.tsvLines(tagged.prefix(12)))
    }

    /// `--json WORD` reads WORD as fields only when it has a comma or is a field name, so the tag survives.
    @Test func jsonBeforeTheTagNameLeavesTheTagAlone() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["tag", "--json", "Swift", "--per-page", "3"])
        #expect(result.status == 0, "\(result.summary)")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.compactMap { $0["id"] as? String } == server.corpus.items(taggedWith: "Swift").prefix(3).map(\.id))
        #expect(Set(array.first?.keys.map { $0 } ?? []) == ItemsCommandTests.defaultListFields)
    }

    @Test func jsonFieldsAfterTheTag() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["tag", "Go", "--json", "title,tags", "--per-page", "2"])
        #expect(result.status == 0, "\(result.summary)")
        #expect(JSONKeyOrder.keysOfElements(result.stdout) == [["title", "tags"], ["title", "tags"]])
    }

    @Test func unknownTagIsNotFound() throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["tag", "NoSuchTag"])
        #expect(result.status == 3, "\(result.summary)")
        #expect(result.stdout.isEmpty)
        #expect(result.errorLines == ["qiita: tag NoSuchTag: not found (HTTP 404); check the id, name or URL"])
    }

    @Test(arguments: ["", "#", "a/b", "https://qiita.com/alice/items/x"])
    func notATagNameIsAUsageError(reference: String) throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let result = QiitaCLI(server: server).run(["tag", reference])
        #expect(result.status == 2, "\(result.summary)")
        #expect(result.errorLines.count == 1, "\(result.stderr)")
        #expect(server.stats.totalRequests == 0)
    }
}
