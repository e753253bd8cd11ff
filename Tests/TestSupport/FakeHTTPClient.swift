import Foundation
import Glibc
import QiitaFake

/// A tiny blocking HTTP/1.1 client over one TCP connection to 127.0.0.1, for tests that must
/// see the wire as it is: keep-alive reuse, raw gzip bytes, truncated bodies, resets.
/// One instance is one connection; it is not shared between threads.
package final class FakeHTTPClient {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var isClosed = false

    /// Connects to `127.0.0.1:port`.
    package init(port: Int) throws(FakeHTTPClientError) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw .connectFailed(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .connectFailed(code)
        }
        var yes: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        self.descriptor = descriptor
    }

    /// Connects to a running fake server.
    package convenience init(server: FakeQiitaServer) throws(FakeHTTPClientError) {
        try self.init(port: server.port)
    }

    deinit {
        close()
    }

    package func close() {
        guard !isClosed else { return }
        isClosed = true
        Glibc.close(descriptor)
    }

    /// Sends one request and reads its response (body by `Content-Length`, or to the end of the
    /// stream when there is none).
    package func send(
        _ method: String = "GET", _ target: String, headers: [(String, String)] = [], body: [UInt8] = []
    ) throws(FakeHTTPClientError) -> FakeHTTPResponse {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" || method == "PUT" { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress?.advanced(by: sent), bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw .sendFailed(errno) }
            sent += count
        }
        return try readResponse(method: method)
    }

    /// A GET, the common case.
    package func get(_ target: String, headers: [(String, String)] = []) throws(FakeHTTPClientError) -> FakeHTTPResponse {
        try send("GET", target, headers: headers)
    }

    private func readResponse(method: String) throws(FakeHTTPClientError) -> FakeHTTPResponse {
        var headEnd: Int?
        while true {
            if let end = Self.find([13, 10, 13, 10], in: buffer) {
                headEnd = end
                break
            }
            guard try receiveMore() else {
                throw buffer.isEmpty ? .closedWithoutResponse : .malformedResponse
            }
        }
        guard let headEnd else { throw .malformedResponse }
        let head = String(decoding: buffer[0..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw .malformedResponse }
        let headers: [(String, String)] = lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = FakeHTTPResponse(status: status, headers: headers, body: [])
        if status == 100 { return try readResponse(method: method) }
        if status == 204 || status == 304 || method == "HEAD" { return response }
        if let lengthText = response.header("Content-Length"), let length = Int(lengthText) {
            while buffer.count < length {
                guard try receiveMore() else { throw .truncatedBody(expected: length, received: buffer.count) }
            }
            response.body = Array(buffer[0..<length])
            buffer.removeFirst(length)
        } else {
            while try receiveMore() {}
            response.body = buffer
            buffer.removeAll()
        }
        return response
    }

    /// Blocks until the server ends the connection; false if it sends more bytes instead.
    package func readsEndOfStream() -> Bool {
        guard buffer.isEmpty else { return false }
        do {
            return try !receiveMore()
        } catch {
            return error == .connectionReset
        }
    }

    /// Reads more bytes; false at end of stream.
    private func receiveMore() throws(FakeHTTPClientError) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer += chunk[0..<count]
                return true
            }
            if count == 0 { return false }
            switch errno {
            case EINTR: continue
            case ECONNRESET: throw .connectionReset
            case EAGAIN: throw .timedOut
            default: throw .receiveFailed(errno)
            }
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for index in 0...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }
}

/// Why a `FakeHTTPClient` exchange failed; tests of faults expect some of these.
package enum FakeHTTPClientError: Error, Equatable {
    case connectFailed(Int32)
    case sendFailed(Int32)
    case receiveFailed(Int32)
    /// The server closed before sending a byte of the response.
    case closedWithoutResponse
    /// The server reset the connection (RST).
    case connectionReset
    /// The connection ended before `Content-Length` bytes arrived.
    case truncatedBody(expected: Int, received: Int)
    case malformedResponse
    case timedOut
}
