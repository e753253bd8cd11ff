import Foundation
import Glibc
import Synchronization
import Testing
import TestSupport

@testable import QiitaAPI

/// A page read while it arrives (``StreamingArrayReader``) decodes to what it decodes to when read
/// afterwards, however its bytes are split and wherever the feeding stops; a reply the reader
/// cannot read fails as it fails without one.
@Suite struct StreamingArrayReaderTests {
    /// 20 real items with their bodies.
    private static let page = "yumetodo__qiita_export_all__user-items-page1-of6-2020-03.json"

    /// `body` copied piece by piece into one buffer whose bytes stay put, each longer prefix
    /// handed to `reader`; after `stopAfter` pieces the reader is stopped (as when a body
    /// outgrows its mapping) and the rest copied unseen. The buffer becomes the returned body.
    /// With `lockstep`, each piece is read before the next is handed over (`waitForReads`), so
    /// the reader reads the prefixes one by one rather than whatever it finds when it starts.
    private static func feed(
        _ body: Data, to reader: StreamingArrayReader<some TapeReadableArray>, pieces size: Int, stopAfter: Int? = nil,
        lockstep: Bool = false
    ) -> Data {
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: max(body.count, 1), alignment: 16)
        var received = 0
        var pieces = 0
        body.withUnsafeBytes { source in
            guard let start = source.baseAddress else { return }
            while received < body.count {
                let next = min(body.count, received + max(1, size))
                (buffer + received).copyMemory(from: start + received, byteCount: next - received)
                received = next
                if let stopAfter, pieces >= stopAfter { continue }
                pieces += 1
                reader.bodyGrew(UnsafeBufferPointer(start: buffer.assumingMemoryBound(to: UInt8.self), count: received), of: body.count)
                if lockstep { reader.waitForReads() }
                if pieces == stopAfter { reader.stop() }
            }
        }
        return Data(bytesNoCopy: buffer, count: body.count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    }

    /// The page as `request` decodes it without a reader, and with one fed in pieces.
    private static func both<R: Request>(
        _ request: R, _ body: Data, status: Int = 200, pieces: Int, stopAfter: Int? = nil, lockstep: Bool = false
    ) throws -> (plain: Result<R.Response, QiitaError>, read: Result<R.Response, QiitaError>) where R.Response: TapeReadableArray {
        let plain = Result { () throws(QiitaError) in try request.decode(HTTPResponse(status: status, body: body)) }
        let reader = StreamingArrayReader<R.Response>()
        let fed = feed(body, to: reader, pieces: pieces, stopAfter: stopAfter, lockstep: lockstep)
        let finished = reader.finish(HTTPResponse(status: status, body: fed))
        let read = Result { () throws(QiitaError) in try request.decode(finished) }
        return (plain, read)
    }

    @Test(arguments: [1, 700, 4096, 16_384, 1 << 20])
    func aPageInPiecesDecodesAsAWholePage(pieces: Int) throws {
        let body = try Fixtures.data(Self.page)
        let items = try Self.both(ItemsRequest(), body, pieces: pieces)
        #expect(try items.read.get() == items.plain.get())
        #expect(try items.plain.get().count == 20)
        let summaries = try Self.both(ItemsRequest().summaries(), body, pieces: pieces)
        #expect(try summaries.read.get() == summaries.plain.get())
    }

    /// Piece by piece, the reader decodes the elements as they become whole (all but the last
    /// few, which it waits for more bytes to try); the request's decode takes them and does the rest.
    @Test func theElementsAreDecodedAheadAsTheyArrive() throws {
        let body = try Fixtures.data(Self.page)
        let reader = StreamingArrayReader<[ItemSummary]>()
        let fed = Self.feed(body, to: reader, pieces: 3000, lockstep: true)
        let finished = reader.finish(HTTPResponse(status: 200, body: fed))
        let decoded = (finished.tape?.decodedPrefix?.elements as? [ItemSummary])?.count ?? 0
        #expect(decoded >= 15, "most of the 20 items decoded while the bytes were handed over")
        #expect(try ItemsRequest().summaries().decode(finished) == ItemsRequest().summaries().decode(HTTPResponse(status: 200, body: body)))
        #expect(reader.finish(HTTPResponse(status: 200, body: fed)).tape == nil, "a second finish adds nothing")
    }

    /// Stopped after some pieces (as when a body outgrows its mapping), with elements decoded by
    /// the reader before the stop and the rest at the finish.
    @Test(arguments: [1, 30, 150])
    func stoppingPartWayLeavesTheRestToTheFinish(stopAfter: Int) throws {
        let body = try Fixtures.data(Self.page)
        let summaries = try Self.both(ItemsRequest().summaries(), body, pieces: 4096, stopAfter: stopAfter, lockstep: true)
        #expect(try summaries.read.get() == summaries.plain.get())
    }

    @Test func nothingHandedOverLeavesTheResponseAsItWas() throws {
        let body = try Fixtures.data(Self.page)
        let response = HTTPResponse(status: 200, body: body)
        let finished = StreamingArrayReader<[Item]>().finish(response)
        #expect(finished == response)
        #expect(finished.tape == nil)
    }

    /// An element that does not decode, a body cut short or no array at all, and an error reply:
    /// the same error, word for word, as without a reader.
    @Test func whatTheReaderCannotReadFailsAsWithoutIt() throws {
        var page = try JSONSerialization.jsonObject(with: Fixtures.data(Self.page)) as! [[String: Any]]
        page[3]["id"] = nil
        let missingID = try JSONSerialization.data(withJSONObject: page)
        let whole = try Fixtures.data(Self.page)
        let bodies: [(Data, Int)] = [
            (missingID, 200), (whole.prefix(whole.count / 2), 200), (whole + Data(" x".utf8), 200),
            (try Fixtures.data("maiyama18__qiita__GetItem-success.json"), 200),
            (try Fixtures.data("maiyama18__qiita__GetItem-not_exist.json"), 404),
        ]
        // The same field missing further on: decoded at the finish, in one half or the other.
        var late = try JSONSerialization.jsonObject(with: Fixtures.data(Self.page)) as! [[String: Any]]
        late[15]["user"] = nil
        let missingLater = try JSONSerialization.data(withJSONObject: late)
        for (body, status) in bodies + [(missingLater, 200)] {
            for (pieces, stopAfter) in [(64, nil), (5000, nil), (4096, 1), (4096, 60)] as [(Int, Int?)] {
                let items = try Self.both(
                    ItemsRequest(), body, status: status, pieces: pieces, stopAfter: stopAfter, lockstep: stopAfter != nil)
                guard case .failure(let plain) = items.plain, case .failure(let read) = items.read else {
                    Issue.record("expected both to fail: \(items)")
                    continue
                }
                #expect(read.description == plain.description)
            }
        }
    }

    /// Through libcurl: a page of a megabyte or more is handed to the request's reader while it
    /// arrives, and the client's page is the page.
    @Test func aLargePageFromTheFakeServerIsReadWhileItArrives() async throws {
        let server = try FakeServerHarness.start { $0.items = 120; $0.bodySize = 12_000 }
        defer { server.stop() }
        let url = server.baseURL + "/api/v2/items?page=1&per_page=100"
        let reader = StreamingArrayReader<[ItemSummary]>()
        let response = try await CurlTransport().send(HTTPRequest(method: .get, url: url, bodyReader: reader))
        #expect(response.body.count > 1 << 20)
        #expect(response.tape == nil, "the transport leaves the parsing to the reader")
        reader.waitForReads()
        let finished = reader.finish(response)
        let decoded = (finished.tape?.decodedPrefix?.elements as? [ItemSummary])?.count ?? 0
        #expect((90...100).contains(decoded), "decoded while the page arrived")
        let expected = try APIDecoder.read([ItemSummary].self, from: response.body)
        #expect(try ItemsRequest().summaries().decode(finished) == expected)

        let client = QiitaClient(host: try #require(QiitaHost(server.baseURL)), transport: CurlTransport())
        let page = try await client.page(ItemsRequest(paging: Paging(page: 1, perPage: 100)).summaries())
        #expect(page.elements == expected)
    }
}

/// A reader that only records what the transport does with it.
private final class RecordingReader: BodyReader, @unchecked Sendable {
    private let log = Mutex<[String]>([])
    var events: [String] { log.withLock { $0 } }
    func bodyGrew(_ bytes: UnsafeBufferPointer<UInt8>, of expectedCount: Int) { log.withLock { $0.append("grew \(bytes.count)") } }
    func stop() { log.withLock { $0.append("stop") } }
    func finish(_ response: HTTPResponse) -> HTTPResponse { response }
}

/// One HTTP reply, written as given to the first connection on a loopback port: for replies the
/// fake server would never send.
private final class OneReplyServer {
    let port: Int
    private let listener: Int32

    init(reply: String) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { raw in
                bind(descriptor, raw, length) == 0 && listen(descriptor, 1) == 0 && getsockname(descriptor, raw, &length) == 0
            }
        }
        guard descriptor >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let bytes = Array(reply.utf8)
        _ = ThreadWork("one reply") {
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return }
            var request = [UInt8](repeating: 0, count: 4096)
            var received: [UInt8] = []
            while !received.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
                let count = read(connection, &request, request.count)
                if count <= 0 { break }
                received += request[..<count]
            }
            _ = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            close(connection)
        }
    }

    deinit { close(listener) }
}

extension StreamingArrayReaderTests {
    /// A body of a few bytes despite a large Content-Length (here chunked, which curl reads by
    /// its chunks): it is fed to the reader from a mapping, but `Data` copies a body that small
    /// and frees the mapping, so the reader must be stopped before the transfer returns.
    @Test func aTinyBodyUnderALargeLengthStopsTheReaderFirst() async throws {
        let server = try OneReplyServer(reply:
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n"
            + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n2\r\n[]\r\n0\r\n\r\n")
        let reader = RecordingReader()
        let url = "http://127.0.0.1:\(server.port)/api/v2/items"
        let response = try await CurlTransport().send(HTTPRequest(method: .get, url: url, bodyReader: reader))
        #expect(response.status == 200 && response.body == Data("[]".utf8))
        #expect(reader.events == ["grew 2", "stop"], "fed from the mapping, then stopped before the body left it")
    }

    /// A large body stays in place as the response's: the reader is not stopped by the transport.
    @Test func aLargeBodyIsLeftToTheReader() async throws {
        let server = try FakeServerHarness.start { $0.items = 120; $0.bodySize = 12_000 }
        defer { server.stop() }
        let reader = RecordingReader()
        let url = server.baseURL + "/api/v2/items?page=1&per_page=100"
        let response = try await CurlTransport().send(HTTPRequest(method: .get, url: url, bodyReader: reader))
        #expect(response.body.count > 1 << 20)
        #expect(!reader.events.isEmpty && !reader.events.contains("stop"))
    }
}
