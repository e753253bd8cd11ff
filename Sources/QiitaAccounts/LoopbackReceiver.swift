import Dispatch
import Glibc
import QiitaAPI

/// Waits on 127.0.0.1 for the browser to come back from Qiita's OAuth page to the registered
/// redirect URL (`http://127.0.0.1:8765/callback?code=…&state=…`). It binds the loopback
/// address only, answers each request with a short page, and ignores requests for other paths
/// (a browser's favicon request, say) and callbacks that do not carry the state the sign-in
/// started with (a forged redirect from another page must neither sign in nor cancel it).
package final class LoopbackReceiver: @unchecked Sendable {
    package let port: Int
    package let path: String
    private let listener: Int32

    /// What the browser brought back.
    package struct Callback: Sendable, Hashable {
        package var code: String?
        package var state: String?
        package var error: String?

        package init(code: String? = nil, state: String? = nil, error: String? = nil) {
            self.code = code
            self.state = state
            self.error = error
        }
    }

    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case notLoopback(String)
        case cannotListen(port: Int, reason: String)
        case timedOut

        package var description: String {
            switch self {
            case .notLoopback(let url):
                return "the redirect URL must be http://127.0.0.1:PORT/PATH (or localhost), not \(url)"
            case .cannotListen(let port, let reason):
                return "cannot listen on 127.0.0.1:\(port) for the OAuth redirect: \(reason)"
            case .timedOut:
                return "the browser did not come back from Qiita in time: run `qiita auth login --web` again"
            }
        }
    }

    /// Binds 127.0.0.1 on the redirect URL's port (0 = any free port, for tests).
    package init(redirectURL: String) throws(Failure) {
        guard let (port, path) = Self.parse(redirectURL) else { throw .notLoopback(redirectURL) }
        self.path = path
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .cannotListen(port: port, reason: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw .cannotListen(port: port, reason: reason)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.listener = descriptor
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    deinit {
        close(listener)
    }

    /// The redirect URL with the port actually bound.
    package var redirectURL: String { "http://127.0.0.1:\(port)\(path)" }

    /// Waits for the callback on a thread of its own, so that waiting never holds one of the
    /// few threads Swift's concurrency runs tasks on. A callback whose state is not
    /// `expectedState` is answered, reported to `ignored` and waited past.
    package func callback(
        timeoutSeconds: Int, expectedState: String, ignored: @escaping @Sendable (Callback) -> Void = { _ in }
    ) async throws(Failure) -> Callback {
        let result: Result<Callback, Failure> = await withCheckedContinuation { continuation in
            DispatchQueue(label: "qiita.oauth-callback").async {
                do throws(Failure) {
                    let callback = try self.waitForCallback(
                        timeoutSeconds: timeoutSeconds, expectedState: expectedState, ignored: ignored)
                    continuation.resume(returning: .success(callback))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// Blocks until a request for the callback path with `expectedState` arrives, or
    /// `timeoutSeconds` pass.
    private func waitForCallback(
        timeoutSeconds: Int, expectedState: String, ignored: (Callback) -> Void
    ) throws(Failure) -> Callback {
        let deadline = time(nil) + timeoutSeconds
        while true {
            let left = Int32(max(0, deadline - time(nil)))
            var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, left * 1000)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw .timedOut }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            defer { close(connection) }
            guard let callback = handle(connection, expectedState: expectedState) else { continue }
            guard callback.state == expectedState else {
                ignored(callback)
                continue
            }
            return callback
        }
    }

    /// Answers one request; the callback it carried, if it was for the callback path.
    private func handle(_ connection: Int32, expectedState: String) -> Callback? {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while received.count < 16_384 {
            let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received.append(contentsOf: chunk[..<count])
            if received.count >= 4, received.suffix(4).elementsEqual([13, 10, 13, 10]) { break }
        }
        let head = String(decoding: received, as: UTF8.self)
        let requestLine = head.split(separator: "\r\n", maxSplits: 1).first ?? ""
        let parts = requestLine.split(separator: " ")
        guard parts.count >= 2, parts[0] == "GET" else {
            respond(connection, status: "405 Method Not Allowed", message: "Only the OAuth redirect is served here.")
            return nil
        }
        let target = parts[1]
        let pathPart = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard pathPart.first.map(String.init) == path else {
            respond(connection, status: "404 Not Found", message: "Not the OAuth redirect.")
            return nil
        }
        var callback = Callback()
        if pathPart.count == 2 {
            for pair in pathPart[1].split(separator: "&") {
                let field = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                let value = field.count == 2 ? Self.decode(field[1]) : ""
                switch field.first {
                case "code": callback.code = value
                case "state": callback.state = value
                case "error": callback.error = value
                default: break
                }
            }
        }
        if callback.state != expectedState {
            respond(
                connection, status: "400 Bad Request",
                message: "This redirect does not belong to the sign-in qiita started, so it was ignored.")
            return callback
        }
        let signedIn = callback.code != nil && callback.error == nil
        respond(
            connection, status: "200 OK",
            message: signedIn
                ? "qiita received the authorisation. You can close this tab and go back to the terminal."
                : "The authorisation did not complete. Go back to the terminal for details.")
        return callback
    }

    private func respond(_ connection: Int32, status: String, message: String) {
        let body = "<!doctype html><meta charset=utf-8><title>qiita</title><p>\(message)</p>\n"
        let response =
            "HTTP/1.1 \(status)\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: \(body.utf8.count)\r\n"
            + "Connection: close\r\nCache-Control: no-store\r\n\r\n" + body
        _ = response.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    /// Port and path of a loopback http URL; nil for anything else.
    static func parse(_ url: String) -> (Int, String)? {
        guard url.hasPrefix("http://") else { return nil }
        let rest = url.dropFirst("http://".count)
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = rest[..<slash]
        let path = slash == rest.endIndex ? "/" : String(rest[slash...])
        let pieces = authority.split(separator: ":", maxSplits: 1)
        guard let hostName = pieces.first, hostName == "127.0.0.1" || hostName == "localhost" else { return nil }
        let port = pieces.count == 2 ? Int(pieces[1]) : 80
        guard let port, (0...65535).contains(port), !path.contains("?") else { return nil }
        return (port, path)
    }

    /// Percent-decoding of a query value (`+` is a space).
    static func decode(_ text: Substring) -> String {
        String(decoding: PercentDecoding.bytes(of: text, plusIsSpace: true), as: UTF8.self)
    }
}
