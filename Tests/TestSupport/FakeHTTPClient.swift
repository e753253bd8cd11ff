import FlyingSocks
import Foundation
import Glibc
import QiitaFake

/// An HTTP/1.1 client over one connection to 127.0.0.1, for tests that must see the wire as it
/// is: keep-alive reuse, raw gzip bytes, truncated bodies, resets. It is asynchronous (FlyingSocks'
/// non-blocking socket) because the fake serves on Swift's cooperative threads: a test that
/// blocked one of them while waiting for the fake could starve it.
package actor FakeHTTPClient {
    private let socket: AsyncSocket
    private var buffer: [UInt8] = []

    /// Connects to `127.0.0.1:port`.
    package init(port: Int) async throws(FakeHTTPClientError) {
        do {
            socket = try await AsyncSocket.connected(to: .inet(ip4: "127.0.0.1", port: UInt16(port)), timeout: 30)
        } catch {
            throw .connectFailed("\(error)")
        }
    }

    /// Connects to a running fake server.
    package init(server: FakeQiitaServer) async throws(FakeHTTPClientError) {
        try await self.init(port: server.port)
    }

    deinit {
        try? socket.close()
    }

    /// Sends one request and reads its response (body by `Content-Length`, or to the end of the
    /// stream when there is none).
    package func send(
        _ method: String = "GET", _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) async throws(FakeHTTPClientError) -> FakeHTTPResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" || method == "PUT" { head += "Content-Length: \(body.count)\r\n" }
        do {
            try await socket.write(Data(Array((head + "\r\n").utf8) + body))
        } catch {
            throw .sendFailed("\(error)")
        }
        return try await readResponse(method: method)
    }

    /// A GET, the common case.
    package func get(_ target: String, headers: [(String, String)] = []) async throws(FakeHTTPClientError) -> FakeHTTPResponse {
        try await send("GET", target, headers: headers)
    }

    private func readResponse(method: String) async throws(FakeHTTPClientError) -> FakeHTTPResponse {
        var headEnd = Self.blankLine(in: buffer)
        while headEnd == nil {
            guard try await receiveMore() else { throw buffer.isEmpty ? .closedWithoutResponse : .malformedResponse }
            headEnd = Self.blankLine(in: buffer)
        }
        guard let headEnd else { throw .malformedResponse }
        var lines = String(decoding: buffer[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        buffer.removeFirst(headEnd + 4)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw .malformedResponse }
        let headers: [(String, String)] = lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = FakeHTTPResponse(status: status, headers: headers, body: [])
        if status == 204 || status == 304 || method == "HEAD" { return response }
        if let length = response.header("Content-Length").flatMap(Int.init) {
            while buffer.count < length {
                guard try await receiveMore() else { throw .truncatedBody(expected: length, received: buffer.count) }
            }
            response.body = Array(buffer[..<length])
            buffer.removeFirst(length)
        } else {
            while try await receiveMore() {}
            response.body = buffer
            buffer.removeAll()
        }
        return response
    }

    /// Waits until the server ends the connection; false if it sends more bytes instead.
    package func readsEndOfStream() async -> Bool {
        guard buffer.isEmpty else { return false }
        do {
            return try await !receiveMore()
        } catch {
            return error == .connectionReset
        }
    }

    /// Reads more bytes; false at end of stream.
    private func receiveMore() async throws(FakeHTTPClientError) -> Bool {
        do {
            buffer += try await socket.read(atMost: 65_536)
            return true
        } catch SocketError.disconnected {
            // The pool reports a reset as a disconnection; reading again tells the two apart.
            return try readAfterDisconnection()
        } catch SocketError.failed(_, let code, _) where code == ECONNRESET {
            throw .connectionReset
        } catch {
            throw .receiveFailed("\(error)")
        }
    }

    /// What a non-blocking read says once the pool saw the connection end: bytes still
    /// buffered, the end of the stream (false), or a reset.
    private func readAfterDisconnection() throws(FakeHTTPClientError) -> Bool {
        do {
            buffer += try socket.socket.read(atMost: 65_536)
            return true
        } catch SocketError.failed(_, let code, _) where code == ECONNRESET {
            throw .connectionReset
        } catch {
            return false
        }
    }

    private static func blankLine(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) }
    }
}

/// Why a `FakeHTTPClient` exchange failed; tests of faults expect some of these.
package enum FakeHTTPClientError: Error, Equatable {
    case connectFailed(String)
    case sendFailed(String)
    case receiveFailed(String)
    /// The server closed before sending a byte of the response.
    case closedWithoutResponse
    /// The server reset the connection (RST).
    case connectionReset
    /// The connection ended before `Content-Length` bytes arrived.
    case truncatedBody(expected: Int, received: Int)
    case malformedResponse
}

/// One response as `FakeHTTPClient` read it off the wire.
package struct FakeHTTPResponse: Sendable {
    package var status: Int
    /// Header fields in the order received, names as sent.
    package var headers: [(String, String)]
    /// The body as sent (still gzip-compressed when `Content-Encoding: gzip`).
    package var body: [UInt8]

    /// A header's value, name matched ignoring case.
    package func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The body, decompressed when it was sent gzip-encoded.
    package var decodedBody: [UInt8] {
        guard header("Content-Encoding") == "gzip" else { return body }
        return Gzip.decompress(body) ?? []
    }

    package var text: String {
        String(decoding: decodedBody, as: UTF8.self)
    }

    /// The body parsed as JSON (`[String: Any]`, `[Any]`, …).
    package func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(decodedBody), options: [.fragmentsAllowed])
    }

    /// The body as a JSON array of objects; empty when it is something else.
    package func jsonArray() throws -> [[String: Any]] {
        try json() as? [[String: Any]] ?? []
    }

    /// The body as a JSON object; empty when it is something else.
    package func jsonObject() throws -> [String: Any] {
        try json() as? [String: Any] ?? [:]
    }

    /// `rel` → URL of a `Link` header.
    package var links: [String: String] {
        guard let value = header("Link") else { return [:] }
        var links: [String: String] = [:]
        for entry in value.components(separatedBy: ", ") {
            let parts = entry.components(separatedBy: "; rel=")
            guard parts.count == 2 else { continue }
            links[parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))] =
                parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        }
        return links
    }
}
