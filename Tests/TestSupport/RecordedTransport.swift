import Foundation
import QiitaAPI
import Synchronization

/// A transport double that answers from a script of responses (or failures) in order and
/// records every request it was given. Unit tests use it; end-to-end tests use the fake server.
package final class RecordedTransport: Transport {
    private let script: Mutex<[Result<HTTPResponse, TransportError>]>
    private let log = Mutex<[HTTPRequest]>([])

    package init(_ script: [Result<HTTPResponse, TransportError>]) {
        self.script = Mutex(script)
    }

    package convenience init(responses: [HTTPResponse]) {
        self.init(responses.map { .success($0) })
    }

    /// The requests sent so far, in order.
    package var requests: [HTTPRequest] { log.withLock { $0 } }

    package func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        log.withLock { $0.append(request) }
        let next = script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        guard let next else { throw .other(code: -1, message: "RecordedTransport: no response scripted") }
        return try next.get()
    }
}

extension Fixtures {
    /// A recorded reply: `<name>.headers.txt` (status line and headers, as curl saved them) and
    /// `<name>.json` (the body; absent for 204s).
    package static func response(_ name: String) throws -> HTTPResponse {
        let head = String(decoding: try data(name + ".headers.txt"), as: UTF8.self)
        var lines = head.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw FixtureError.malformed(name) }
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw FixtureError.malformed(name) }
        var headers = HTTPHeaders()
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.add(
                String(line[..<colon]),
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let body = (try? data(name + ".json")) ?? Data()
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    package enum FixtureError: Error {
        case malformed(String)
    }
}
