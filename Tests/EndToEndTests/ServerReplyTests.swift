import Foundation
import Testing
import TestSupport

/// Replies a misbehaving server or a CDN sends, and the one line each becomes.
@MainActor @Suite struct ServerReplyTests {
    nonisolated private static func reply(status: String, headers: [String] = [], body: String) -> String {
        (["HTTP/1.1 \(status)", "Content-Type: application/json", "Content-Length: \(body.utf8.count)"] + headers)
            .joined(separator: "\r\n") + "\r\n\r\n" + body
    }

    @Test func aBurst429WithBudgetLeftSaysToWaitSecondsNotAnHour() throws {
        let server = try OneShotListener { _ in
            Self.reply(
                status: "429 Too Many Requests",
                headers: ["Rate-Limit: 1000", "Rate-Remaining: 999", "Rate-Reset: \(Int(Date().timeIntervalSince1970) + 3000)", "Retry-After: 7"],
                body: #"{"message":"Too many requests","type":"too_many_requests"}"#)
        }
        let result = ProcessRunner().run(["items", "--base-url", server.baseURL])
        #expect(result.status == 5)
        #expect(result.stderr.contains("short limit"), "\(result.summary)")
        #expect(result.stderr.contains("wait 7 s"))
        #expect(!result.stderr.contains("999/1000"))
    }

    @Test func aHugeServerMessageIsCutToOneLine() throws {
        let message = String(repeating: "失敗しました ", count: 10_000) + "\nsecond line"
        let server = try OneShotListener { _ in
            Self.reply(status: "400 Bad Request", body: #"{"message":"\#(message.replacingOccurrences(of: "\n", with: "\\n"))","type":"x"}"#)
        }
        let result = ProcessRunner().run(["items", "--base-url", server.baseURL])
        #expect(result.status != 0)
        #expect(result.stderr.contains("失敗しました"), "the message is there, cut")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.summary)")
        #expect(result.stderr.count < 600, "\(result.stderr.count) characters")
    }

    @Test func anOverlongHeaderIsNotCalledOutOfMemory() throws {
        let server = try OneShotListener { _ in
            Self.reply(status: "200 OK", headers: ["X-Padding: " + String(repeating: "a", count: 200_000)], body: "[]")
        }
        let result = ProcessRunner().run(["items", "--base-url", server.baseURL])
        #expect(result.status != 0)
        #expect(result.stderr.contains("header line longer than 100 kB"), "\(result.summary)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
