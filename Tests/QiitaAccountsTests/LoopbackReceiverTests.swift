import Foundation
import Glibc
import QiitaAPI
import QiitaAccounts
import Testing
import TestSupport

@Suite struct LoopbackReceiverTests {
    /// Sends one raw HTTP request to 127.0.0.1:port and returns the reply.
    func get(_ target: String, port: Int) -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return "" }
        let request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            reply.append(contentsOf: chunk[..<count])
        }
        return String(decoding: reply, as: UTF8.self)
    }

    @Test func receivesTheCodeAndIgnoresOtherPaths() async throws {
        let receiver = try await LoopbackReceiver(redirectURL: "http://127.0.0.1:0/callback")
        #expect(receiver.port > 0)
        let port = receiver.port
        // The browser runs on a thread of its own, as a real one would be another process (not
        // a task: with other tests blocking the cooperative threads, it might not start in time).
        let browser = ThreadWork("browser") {
            [
                self.get("/favicon.ico", port: port), self.get("/callback?code=evil&state=forged", port: port),
                self.get("/callback?error=access_denied", port: port), self.get("/callback?code=abc%2Bdef&state=s1", port: port),
            ]
        }
        let ignored = Collected<LoopbackReceiver.Callback>()
        let callback = try await receiver.callback(timeoutSeconds: 30, expectedState: "s1") { ignored.append($0) }
        let pages = await browser.value()
        let (favicon, forged, cancel, page) = (pages[0], pages[1], pages[2], pages[3])
        #expect(callback == LoopbackReceiver.Callback(code: "abc+def", state: "s1", error: nil))
        #expect(favicon.hasPrefix("HTTP/1.1 404"))
        #expect(forged.hasPrefix("HTTP/1.1 400") && forged.contains("ignored"))
        #expect(cancel.hasPrefix("HTTP/1.1 400"), "a redirect without the state cannot cancel the sign-in either")
        #expect(ignored.all == [.init(code: "evil", state: "forged"), .init(error: "access_denied")])
        #expect(page.hasPrefix("HTTP/1.1 200") && page.contains("close this tab"))
    }

    @Test func refusesRedirectURLsThatAreNotLoopback() async {
        for url in ["http://0.0.0.0:8765/callback", "https://127.0.0.1:8765/cb", "http://example.com/cb", "http://127.0.0.1:99999/"] {
            await #expect(throws: LoopbackReceiver.Failure.self) { try await LoopbackReceiver(redirectURL: url) }
        }
    }

    @Test func listensOnLoopbackOnly() async throws {
        let receiver = try await LoopbackReceiver(redirectURL: "http://localhost:0/cb")
        // Read to the end: the table of a busy test process is longer than one read of procfs.
        let listening = String(decoding: try FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/net/tcp")).readToEnd() ?? Data(), as: UTF8.self)
        let portHex = String(format: "%04X", receiver.port)
        let line = listening.split(separator: "\n").first { $0.contains(":\(portHex) ") && $0.contains(" 0A ") }
        #expect(line?.contains("0100007F:\(portHex)") == true, "bound to 127.0.0.1")
    }

    @Test func stateIsCheckedAndRandom() throws {
        let authorization = OAuthAuthorization(host: .qiitaCom, clientID: "cid")
        #expect(authorization.state.count == 32)
        #expect(authorization.state != OAuthAuthorization.randomState())
        #expect(authorization.authorizeURL.hasPrefix("https://qiita.com/api/v2/oauth/authorize?client_id=cid&scope=read_qiita%20write_qiita&state="))
        let good = LoopbackReceiver.Callback(code: "c", state: authorization.state, error: nil)
        #expect(try authorization.code(from: good) == "c")
        #expect(throws: OAuthAuthorization.Rejection.stateMismatch) {
            try authorization.code(from: .init(code: "c", state: "forged", error: nil))
        }
        #expect(throws: OAuthAuthorization.Rejection.denied("access_denied")) {
            try authorization.code(from: .init(code: nil, state: authorization.state, error: "access_denied"))
        }
    }
}
