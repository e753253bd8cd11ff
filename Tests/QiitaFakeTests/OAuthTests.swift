import Foundation
import Testing
import TestSupport

@testable import QiitaFake

@Suite struct OAuthTests {
    private let client = OAuthClient(id: "app", secret: "s3cret", redirectURL: "http://127.0.0.1:9999/callback")

    private func server() throws -> FakeQiitaServer {
        try FakeServerHarness.start { [client] in
            $0.oauthClients = [client]
            $0.oauthUser = "taro_yamada"
        }
    }

    private func authorizationCode(in location: String) -> String? {
        URLComponents(string: location)?.queryItems?.first { $0.name == "code" }?.value
    }

    @Test func authorizeExchangeUseRevoke() async throws {
        let server = try server()
        defer { server.stop() }
        let http = try await FakeHTTPClient(server: server)
        let redirect = try await http.get("/api/v2/oauth/authorize?client_id=app&scope=read_qiita+write_qiita&state=xyz%201")
        #expect(redirect.status == 302)
        let location = try #require(redirect.header("Location"))
        #expect(location.hasPrefix("http://127.0.0.1:9999/callback?code="))
        #expect(location.hasSuffix("&state=xyz+1"))
        let code = try #require(authorizationCode(in: location))

        let body = Array(#"{"client_id":"app","client_secret":"s3cret","code":"\#(code)"}"#.utf8)
        let exchange = try await http.send("POST", "/api/v2/access_tokens", headers: [("Content-Type", "application/json")], body: body)
        #expect(exchange.status == 201)
        let issued = try exchange.jsonObject()
        #expect(issued["client_id"] as? String == "app")
        #expect(issued["scopes"] as? [String] == ["read_qiita", "write_qiita"])
        let token = try #require(issued["token"] as? String)
        #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))

        let me = try await http.get("/api/v2/authenticated_user", headers: [("Authorization", "Bearer \(token)")])
        #expect(try me.jsonObject()["id"] as? String == "taro_yamada")

        let reuse = try await http.send("POST", "/api/v2/access_tokens", body: body)
        #expect(reuse.status == 401)

        #expect(try await http.send("DELETE", "/api/v2/access_tokens/\(token)").status == 204)
        #expect(try await http.get("/api/v2/authenticated_user", headers: [("Authorization", "Bearer \(token)")]).status == 401)
        #expect(try await http.send("DELETE", "/api/v2/access_tokens/\(token)").status == 404)
    }

    @Test func unknownClientIsABadRequest() async throws {
        let server = try server()
        defer { server.stop() }
        let response = try await FakeHTTPClient(server: server).get("/api/v2/oauth/authorize?client_id=other&scope=read_qiita")
        #expect(response.status == 400)
        #expect(try response.jsonObject()["type"] as? String == "bad_request")
    }

    @Test(arguments: [
        (#"{"client_id":"app","client_secret":"wrong","code":"CODE"}"#, 401, "unauthorized"),
        (#"{"client_id":"app","client_secret":"s3cret","code":"0000"}"#, 401, "unauthorized"),
        (#"{"client_id":"nope","client_secret":"s3cret","code":"CODE"}"#, 401, "unauthorized"),
        (#"{"client_id":"app","client_secret":"s3cret"}"#, 400, "bad_request"),
        (#"{"client_id":"app","code":"CODE"}"#, 400, "bad_request"),
        ("not json", 400, "bad_request"),
    ])
    func badExchangesAreRefused(_ template: String, _ status: Int, _ type: String) async throws {
        let server = try server()
        defer { server.stop() }
        let http = try await FakeHTTPClient(server: server)
        let location = try #require(try await http.get("/api/v2/oauth/authorize?client_id=app").header("Location"))
        let code = try #require(authorizationCode(in: location))
        let response = try await http.send("POST", "/api/v2/access_tokens", body: Array(template.replacingOccurrences(of: "CODE", with: code).utf8))
        #expect(response.status == status)
        #expect(try response.jsonObject()["type"] as? String == type)
    }

    @Test func configuredTokensCanBeRevokedToo() async throws {
        let server = try FakeServerHarness.start { $0.tokens = ["fixed": "alice"] }
        defer { server.stop() }
        let http = try await FakeHTTPClient(server: server)
        #expect(try await http.send("DELETE", "/api/v2/access_tokens/fixed").status == 204)
        #expect(try await http.get("/api/v2/authenticated_user", headers: [("Authorization", "Bearer fixed")]).status == 401)
    }
}
