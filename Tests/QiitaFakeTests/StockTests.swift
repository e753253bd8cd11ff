import Testing
import TestSupport

@testable import QiitaFake

@Suite struct StockTests {
    @Test func stockStateMachinePerToken() async throws {
        let server = try FakeServerHarness.start { $0.tokens = ["a": "alice", "t": "taro_yamada"] }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        let alice = [("Authorization", "Bearer a")]
        let taro = [("Authorization", "Bearer t")]
        let item = try #require(
            server.corpus.publicItems.first { !server.corpus.hasStocked(userID: "alice", itemID: $0.id) && !server.corpus.hasStocked(userID: "taro_yamada", itemID: $0.id) })
        let path = "/api/v2/items/\(item.id)/stock"

        #expect(try await client.get(path, headers: alice).status == 404)
        let put = try await client.send("PUT", path, headers: alice)
        #expect(put.status == 204)
        #expect(put.body.isEmpty && put.header("Content-Type") == nil)
        #expect(try await client.get(path, headers: alice).status == 204)
        #expect(try await client.get(path, headers: taro).status == 404)

        let again = try await client.send("PUT", path, headers: alice)
        #expect(again.status == 403)
        #expect(again.text == #"{"message":"Already stocked","type":"already_stocked"}"#)

        let stocks = try await client.get("/api/v2/users/alice/stocks?per_page=100").jsonArray()
        #expect(stocks.first?["id"] as? String == item.id)
        #expect(stocks.first?["stocks_count"] as? Int == item.stocksCount + 1)
        let taroStocks = try await client.get("/api/v2/users/taro_yamada/stocks?per_page=100").jsonArray()
        #expect(!taroStocks.contains { $0["id"] as? String == item.id })

        #expect(try await client.send("DELETE", path, headers: alice).status == 204)
        #expect(try await client.get(path, headers: alice).status == 404)
        #expect(try await client.send("DELETE", path, headers: alice).status == 404)
        #expect(server.corpus.item(id: item.id)?.stocksCount == item.stocksCount)
    }

    @Test func unknownItemsAre404ForEveryVerb() async throws {
        let server = try FakeServerHarness.start { $0.tokens = ["a": "alice"] }
        defer { server.stop() }
        let client = try await FakeHTTPClient(server: server)
        for method in ["GET", "PUT", "DELETE"] {
            let response = try await client.send(method, "/api/v2/items/ffffffffffffffffffff/stock", headers: [("Authorization", "Bearer a")])
            #expect(response.status == 404, "\(method)")
        }
    }
}
