import FlyingFox
import Foundation
import QiitaAPI
import Synchronization

/// Waits on 127.0.0.1 for the browser to come back from Qiita's OAuth page to the registered
/// redirect URL (`http://127.0.0.1:8765/callback?code=…&state=…`). It binds the loopback
/// address only, answers each request with a short page, and ignores requests for other paths
/// (a browser's favicon request, say) and callbacks that do not carry the state the sign-in
/// started with (a forged redirect from another page must neither sign in nor cancel it).
package final class LoopbackReceiver: Sendable {
    package let port: Int
    package let path: String
    private let server: HTTPServer
    private let gate = CallbackGate()

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

    /// Binds 127.0.0.1 on the redirect URL's port (0 = any free port, for tests) and returns
    /// once it listens. It serves at high priority: in a busy process (a test run) the redirect
    /// is still answered while every thread at the usual priority is taken.
    package init(redirectURL: String) async throws(Failure) {
        guard let (requested, path) = Self.parse(redirectURL) else { throw .notLoopback(redirectURL) }
        self.path = path
        let gate = gate
        let address: sockaddr_in
        do {
            address = try .inet(ip4: "127.0.0.1", port: UInt16(requested))
        } catch {
            throw .cannotListen(port: requested, reason: "\(error)")
        }
        let server = HTTPServer(
            address: address, timeout: 600, logger: .disabled,
            handler: ClosureHTTPHandler { request in await Self.answer(request, path: path, gate: gate) })
        self.server = server
        let failure = Box<String>()
        Task.detached(priority: .high) {
            do { try await server.run() } catch { failure.value.withLock { $0 = "\(error)" } }
        }
        // Binding either succeeds or fails at once, so there is no deadline here: in a busy
        // process the serving task may only be scheduled seconds later, and giving up then
        // would turn a slow start into a failed sign-in.
        while true {
            if case .ip4(_, let port)? = await server.listeningAddress {
                self.port = Int(port)
                return
            }
            if let reason = failure.value.withLock({ $0 }) { throw .cannotListen(port: requested, reason: reason) }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    deinit {
        let server = server
        let gate = gate
        Task {
            await gate.finish()
            await server.stop(timeout: 0)
        }
    }

    /// The redirect URL with the port actually bound.
    package var redirectURL: String { "http://127.0.0.1:\(port)\(path)" }

    /// Waits for the callback whose state is `expectedState`. A callback with another state is
    /// answered, reported to `ignored` and waited past.
    package func callback(
        timeoutSeconds: Int, expectedState: String, ignored: @escaping @Sendable (Callback) -> Void = { _ in }
    ) async throws(Failure) -> Callback {
        let gate = gate
        let timer = Task {
            try await Task.sleep(for: .seconds(timeoutSeconds))
            await gate.finish()
        }
        defer { timer.cancel() }
        guard let callback = await gate.expect(state: expectedState, ignored: ignored) else { throw .timedOut }
        return callback
    }

    /// The page for one request; the callback path's requests go through the gate.
    private static func answer(_ request: FlyingFox.HTTPRequest, path: String, gate: CallbackGate) async -> FlyingFox.HTTPResponse {
        guard request.method == .GET else {
            return page(.methodNotAllowed, "Only the OAuth redirect is served here.")
        }
        guard request.target.path() == path else { return page(.notFound, "Not the OAuth redirect.") }
        var callback = Callback()
        callback.code = request.query["code"]
        callback.state = request.query["state"]
        callback.error = request.query["error"]
        guard await gate.admit(callback) else {
            return page(.badRequest, "This redirect does not belong to the sign-in qiita started, so it was ignored.")
        }
        let signedIn = callback.code != nil && callback.error == nil
        return page(
            .ok,
            signedIn
                ? "qiita received the authorisation. You can close this tab and go back to the terminal."
                : "The authorisation did not complete. Go back to the terminal for details.")
    }

    private static func page(_ status: HTTPStatusCode, _ message: String) -> FlyingFox.HTTPResponse {
        FlyingFox.HTTPResponse(
            statusCode: status,
            headers: [.contentType: "text/html; charset=utf-8", .connection: "close", .cacheControl: "no-store"],
            body: Data("<!doctype html><meta charset=utf-8><title>qiita</title><p>\(message)</p>\n".utf8))
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

    /// A failure handed from the serving task to `init`.
    private final class Box<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }
}
