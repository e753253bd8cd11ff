import Testing
import TestSupport

@testable import QiitaFake

@Suite struct SearchQueryTests {
    private static let item = FakeItem(
        id: "0123456789abcdef0123", title: "Swift Concurrency 入門", userID: "alice", tags: ["Swift", "iOS"],
        createdAt: QiitaTimestamp.startOfJapanDay("2024-03-15").map { QiitaTimestamp(secondsSince1970: $0.secondsSince1970 + 3600) }
            ?? QiitaTimestamp(secondsSince1970: 0),
        stocksCount: 42, content: .written("本文には actor の話があります。"))

    @Test(arguments: [
        ("swift", true), ("SWIFT", true), ("actor", true), ("kotlin", false), ("入門", true),
        ("tag:swift", true), ("tag:ios", true), ("tag:Python", false), ("-tag:swift", false), ("-tag:python", true),
        ("user:alice", true), ("user:bob", false), ("-user:alice", false), ("-user:bob", true),
        ("title:concurrency", true), ("title:actor", false),
        ("stocks:>41", true), ("stocks:>42", false), ("stocks:>=42", true), ("stocks:<42", false), ("stocks:<=42", true), ("stocks:42", true),
        ("created:>=2024-03-15", true), ("created:>2024-03-15", false), ("created:<2024-03-15", false),
        ("created:<=2024-03-15", true), ("created:2024-03-15", true), ("created:>=2024-03-16", false),
        ("swift tag:ios user:alice", true), ("swift tag:ios user:bob", false),
        ("user:\"alice\"", true), ("\"Concurrency 入門\"", true), ("\"入門 Concurrency\"", false),
        ("lang:swift", false), ("created:yesterday", false), ("", true),
    ])
    func termsMatchAsQiitaDocuments(_ query: String, _ expected: Bool) {
        let item = Self.item
        #expect(SearchQuery(query).matches(item) { item.body } == expected)
    }

    @Test(arguments: [
        ("tag:python OR tag:swift", true), ("tag:python OR tag:go", false), ("tag:python OR user:alice", true),
        ("user:bob OR tag:ios", true), ("user:bob OR kotlin OR stocks:>100", false), ("kotlin OR actor", true),
        ("tag:swift user:bob OR tag:ios user:alice", true), ("tag:swift user:bob OR tag:python user:alice", false),
        ("-tag:swift OR stocks:>41", true), ("-tag:swift OR -user:alice", false),
        ("OR swift", true), ("swift OR", true), ("kotlin OR OR swift", true), ("OR kotlin OR", false), ("OR", true),
        ("kotlin or swift", false), ("kotlin Or swift", false), ("kotlin \"OR\" swift", false),
    ])
    func orSeparatesAlternatives(_ query: String, _ expected: Bool) {
        let item = Self.item
        #expect(SearchQuery(query).matches(item) { item.body } == expected)
    }

    @Test func orWithNothingOnASideIsDropped() {
        #expect(SearchQuery("tag:Swift OR tag:Go user:alice").alternatives.map(\.count) == [1, 2])
        #expect(SearchQuery("OR tag:Swift OR OR tag:Go OR").alternatives.map(\.count) == [1, 1])
        #expect(SearchQuery("OR").isEmpty && SearchQuery(" OR  OR ").isEmpty)
        #expect(SearchQuery("\"OR\"").alternatives == [[SearchQuery.Term(condition: .word("or"), negated: false)]])
    }

    @Test func quotedValuesKeepTheirSpaces() {
        #expect(SearchQuery.tokens(of: #"user:"a b" tag:Swift  "x y""#) == ["user:a b", "tag:Swift", "x y"])
    }

    @Test func theBodyIsWrittenOnlyWhenTheTitleDoesNotMatch() {
        var asked = 0
        let item = Self.item
        _ = SearchQuery("swift").matches(item) { asked += 1; return item.body }
        #expect(asked == 0)
        _ = SearchQuery("actor").matches(item) { asked += 1; return item.body }
        #expect(asked == 1)
        for query in ["swift OR actor", "kotlin OR zzz OR actor"] {
            _ = SearchQuery(query).matches(item) {
                asked += 1
                return item.body
            }
        }
        #expect(asked == 2)
    }

    @Test func searchOverHTTPFiltersAndCounts() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let corpus = server.corpus
        let expected = corpus.publicItems.filter { $0.tags.contains("Swift") && $0.userID != "alice" }
        #expect(!expected.isEmpty)
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items?per_page=100&query=tag%3Aswift+-user%3Aalice")
        #expect(response.header("Total-Count") == String(expected.count))
        #expect(try response.jsonArray().compactMap { $0["id"] as? String } == expected.map(\.id))
    }

    @Test func orMixesFieldsOverHTTPNewestFirst() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let corpus = server.corpus
        let expected = corpus.publicItems.filter { $0.tags.contains("Swift") || $0.tags.contains("Go") || $0.userID == "alice" }
        let swift = corpus.publicItems.filter { $0.tags.contains("Swift") }
        #expect(!swift.isEmpty && expected.count > swift.count + 5)
        let client = try await FakeHTTPClient(server: server)
        let query = "query=tag%3ASwift+OR+tag%3AGo+OR+user%3Aalice"
        let response = try await client.get("/api/v2/items?per_page=100&\(query)")
        #expect(response.header("Total-Count") == String(expected.count))
        #expect(try response.jsonArray().compactMap { $0["id"] as? String } == expected.map(\.id))
        let dates = try response.jsonArray().compactMap { $0["created_at"] as? String }
        #expect(dates.count == expected.count && zip(dates, dates.dropFirst()).allSatisfy { $0 > $1 })

        let page = try await client.get("/api/v2/items?page=2&per_page=5&\(query)")
        #expect(try page.jsonArray().compactMap { $0["id"] as? String } == expected[5..<10].map(\.id))
        #expect(page.header("Total-Count") == String(expected.count))
        #expect(page.links["first"] == "\(server.baseURL)/api/v2/items?page=1&per_page=5&\(query)")

        // The same terms without OR must all hold: a different answer, not the one just kept for the OR query.
        let all = corpus.publicItems.filter { $0.tags.contains("Swift") && $0.tags.contains("Go") && $0.userID == "alice" }
        let conjunction = try await client.get("/api/v2/items?per_page=100&query=tag%3ASwift+tag%3AGo+user%3Aalice")
        #expect(conjunction.header("Total-Count") == String(all.count))
        #expect(all.count < expected.count)
    }

    @Test func searchByStocksAndDateOverHTTP() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let corpus = server.corpus
        let middle = corpus.publicItems[corpus.publicItems.count / 2]
        let day = String(middle.createdAt.description.prefix(10))
        let query = PercentEncoding.encodeQueryComponent("created:>=\(day) stocks:>=3")
        let response = try await FakeHTTPClient(server: server).get("/api/v2/items?per_page=100&query=\(query)")
        let start = try #require(QiitaTimestamp.startOfJapanDay(day))
        let expected = corpus.publicItems.filter { $0.createdAt >= start && $0.stocksCount >= 3 }
        #expect(try response.jsonArray().compactMap { $0["id"] as? String } == expected.map(\.id))
    }

    @Test func freeWordsSearchBodiesToo() async throws {
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        #expect(try await client.get("/api/v2/items?query=ZZYZX").text == "[]")
        let item = server.addItem(title: "plain title", body: "needle-in-the-body zzYzx", tags: ["Go"], userID: "alice")
        let response = try await client.get("/api/v2/items?query=ZZYZX")
        #expect(try response.jsonArray().compactMap { $0["id"] as? String } == [item.id])
    }

    @Test(arguments: [("Hello World", "world", true), ("Hello World", "lo w", true), ("日本語のSwift", "swift", true), ("abc", "abcd", false), ("", "a", false), ("x", "", true)])
    func bodySearchFoldsASCIICase(_ text: String, _ word: String, _ expected: Bool) {
        #expect(SearchQuery.contains(text, lowercasedWord: Array(word.utf8)) == expected)
    }
}
