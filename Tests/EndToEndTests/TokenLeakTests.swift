import Foundation
import Testing
import TestSupport

/// The ways a token could leave the process that issue reports found: through a proxy, echoed
/// back by a server, inherited by a child, or sent to a host the user did not mean.
@MainActor @Suite struct TokenLeakTests {
    nonisolated static let token = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567"

    @Test func aLoopbackHostIsNeverReachedThroughAProxy() throws {
        let proxy = try OneShotListener { _ in "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n" }
        let nothing = try ClosedPort()
        let runner = ProcessRunner(environment: [
            "QIITA_TOKEN": Self.token, "http_proxy": proxy.baseURL, "all_proxy": proxy.baseURL, "HTTPS_PROXY": proxy.baseURL,
        ])
        let result = runner.run(["items", "--base-url", nothing.baseURL, "--timeout", "2"])
        #expect(result.status == 6, "no connection: \(result.summary)")
        #expect(!proxy.request(waiting: 1).contains(Self.token), "the proxy got the token")
    }

    @Test func aTokenEchoedBackInAnErrorIsRedacted() throws {
        let server = try OneShotListener { request in
            let authorization = request.split(separator: "\r\n").first { $0.lowercased().hasPrefix("authorization:") } ?? ""
            let body = #"{"message":"refused \#(authorization)","type":"unauthorized"}"#
            return "HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        }
        let result = ProcessRunner(environment: ["QIITA_TOKEN": Self.token]).run(["items", "--base-url", server.baseURL])
        #expect(server.request(waiting: 5).contains(Self.token), "the server did get the token to echo")
        #expect(result.status == 4)
        #expect(!result.stderr.contains(Self.token))
        #expect(result.stderr.contains("[REDACTED]"), "\(result.summary)")
    }

    @Test func childrenDoNotInheritTheToken() throws {
        let folder = NSTemporaryDirectory() + "qiita-child-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/browser"
        try "#!/bin/sh\nenv > \(folder)/env.txt\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
        let runner = ProcessRunner(environment: [
            "QIITA_TOKEN": Self.token, "QIITA_ACCESS_TOKEN": Self.token, "BROWSER": script, "CHILD_MARKER": "seen",
        ])
        let result = runner.run(["item", "4bd431809afb1bb99e4f", "--web"])
        #expect(result.status == 0, "\(result.summary)")
        let environment = try String(contentsOfFile: folder + "/env.txt", encoding: .utf8)
        #expect(environment.contains("CHILD_MARKER=seen"), "the rest of the environment is passed on")
        #expect(!environment.contains(Self.token))
        #expect(!environment.contains("QIITA_TOKEN") && !environment.contains("QIITA_ACCESS_TOKEN"))
    }

    @Test func aTokenFromTheEnvironmentSentElsewhereIsSaidOnce() throws {
        let runner = ProcessRunner(environment: ["QIITA_TOKEN": Self.token, "QIITA_BASE_URL": "https://qiita.example.invalid"])
        let result = runner.run(["items", "--timeout", "2"])
        let warnings = result.stderr.components(separatedBy: "is not qiita.com").count - 1
        #expect(warnings == 1, "\(result.summary)")
        #expect(!result.stderr.contains(Self.token))
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        for host in ["https://qiita.com", server.baseURL] {
            let quiet = ProcessRunner(environment: ["QIITA_TOKEN": Self.token, "QIITA_BASE_URL": host]).run(["items", "--timeout", "2"])
            #expect(!quiet.stderr.contains("is not qiita.com"), "\(host): \(quiet.summary)")
        }
    }
}
