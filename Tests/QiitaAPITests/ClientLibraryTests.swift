import Foundation
import QiitaAPI
import Synchronization
import Testing
import TestSupport

/// The client's use of the library seam, with a library that keeps one reply.
@Suite struct ClientLibraryTests {
    final class OneReply: ReplyLibrary {
        let kept: Mutex<(headers: HTTPHeaders, body: Data)?>

        init(headers: HTTPHeaders = HTTPHeaders(), body: Data?) {
            kept = Mutex(body.map { (headers, $0) })
        }

        func storedReply(for key: ReplyKey, storage: LibraryStorage) -> StoredReply? {
            guard let kept = kept.withLock({ $0 }) else { return nil }
            return StoredReply(headers: kept.headers, fetchedAt: Date()) { kept.body }
        }

        func store(_ response: HTTPResponse, for key: ReplyKey, storage: LibraryStorage, at date: Date) {
            kept.withLock { $0 = (response.headers, response.body) }
        }

        func confirm(_ key: ReplyKey, at date: Date) {}
        func forget(_ key: ReplyKey) {}
    }

    @Test func offlineSendsNothingEvenForWhatTheLibraryNeverKeeps() async {
        let transport = RecordedTransport(responses: [HTTPResponse(status: 204)])
        let client = QiitaClient(
            token: "0123456789abcdef", transport: transport, library: OneReply(body: nil),
            libraryPolicy: LibraryPolicy(mode: .offline))
        await #expect(throws: QiitaError.self) { try await client.send(StockStatusRequest(itemID: "c686397e4a0f4f11683d")) }
        #expect(transport.requests.isEmpty)
    }

    @Test func aKeptCopyThatNoLongerDecodesIsFetchedWholeNotRevalidated() async throws {
        var headers = HTTPHeaders()
        headers.add("ETag", "\"v1\"")
        let transport = RecordedTransport(responses: [HTTPResponse(status: 200, body: Data("[]".utf8))])
        let client = QiitaClient(transport: transport, library: OneReply(headers: headers, body: Data("[{\"id\":".utf8)))
        let reply = try await client.send(ItemsRequest())
        #expect(reply.value.isEmpty)
        #expect(transport.requests.count == 1)
        #expect(transport.requests.first?.headers["If-None-Match"] == nil, "a 304 would hand back the broken copy")
    }

    /// Another process may prune a kept copy between the client reading its ETag and its body:
    /// the 304 then has nothing to stand for, and the reply is asked for again, whole.
    @Test func aThreeOhFourForACopyPrunedMeanwhileIsAskedForAgainWhole() async throws {
        final class VanishingBody: ReplyLibrary {
            func storedReply(for key: ReplyKey, storage: LibraryStorage) -> StoredReply? {
                var headers = HTTPHeaders()
                headers.add("ETag", "\"v1\"")
                return StoredReply(headers: headers, fetchedAt: .distantPast) { nil }
            }
            func store(_ response: HTTPResponse, for key: ReplyKey, storage: LibraryStorage, at date: Date) {}
            func confirm(_ key: ReplyKey, at date: Date) {}
            func forget(_ key: ReplyKey) {}
        }
        let transport = RecordedTransport(responses: [
            HTTPResponse(status: 304), HTTPResponse(status: 200, body: Data("[]".utf8)),
        ])
        let client = QiitaClient(transport: transport, library: VanishingBody())
        let reply = try await client.send(ItemsRequest())
        #expect(reply.value.isEmpty)
        #expect(transport.requests.map { $0.headers["If-None-Match"] } == ["\"v1\"", nil])
    }

    private static let spent = RateLimit(limit: 60, remaining: 0, resetsAt: Date().addingTimeInterval(1200))

    @Test func aSpentBudgetSendsNothingAndAnswersWithTheKeptCopy() async throws {
        let transport = RecordedTransport(responses: [HTTPResponse(status: 200, body: Data("[]".utf8))])
        let told = Mutex<[QiitaError]>([])
        let client = QiitaClient(
            transport: transport, library: OneReply(body: Data("[]".utf8)), libraryPolicy: LibraryPolicy(mode: .refresh),
            recordedBudget: { Self.spent }, usedKeptCopy: { _, failure in told.withLock { $0.append(failure) } })
        let reply = try await client.send(ItemsRequest())
        guard case .library(_, .budgetSpent?) = reply.source else {
            Issue.record("not the kept copy: \(reply.source)")
            return
        }
        #expect(told.withLock { $0 } == [.budgetSpent(Self.spent)])
        #expect(transport.requests.isEmpty)

        let nothingKept = QiitaClient(transport: transport, library: OneReply(body: nil), recordedBudget: { Self.spent })
        await #expect(throws: QiitaError.budgetSpent(Self.spent)) { try await nothingKept.send(ItemsRequest()) }
        let syncing = QiitaClient(
            transport: transport, library: OneReply(body: Data("[]".utf8)), libraryPolicy: LibraryPolicy(mode: .refresh),
            recordedBudget: { Self.spent }
        ).failingWhenUnreachable()
        await #expect(throws: QiitaError.budgetSpent(Self.spent)) { try await syncing.send(ItemsRequest()) }
        #expect(transport.requests.isEmpty)
    }

    @Test func qiitaFailingOrRefusingForItsBudgetAnswersWithTheKeptCopy() async throws {
        let failures = [HTTPResponse(status: 503), HTTPResponse(status: 503), HTTPResponse(status: 503), HTTPResponse(status: 503)]
        let transport = RecordedTransport(responses: failures)
        let client = QiitaClient(
            transport: transport, library: OneReply(body: Data("[]".utf8)), libraryPolicy: LibraryPolicy(mode: .refresh),
            sleep: { _ in })
        let reply = try await client.send(ItemsRequest())
        guard case .library(_, .server(503, _)?) = reply.source else {
            Issue.record("not the kept copy: \(reply.source)")
            return
        }
        let refused = QiitaClient(
            transport: RecordedTransport(responses: [HTTPResponse(status: 429)]), library: OneReply(body: Data("[]".utf8)),
            libraryPolicy: LibraryPolicy(mode: .refresh))
        guard case .library(_, .rateLimited?) = try await refused.send(ItemsRequest()).source else {
            Issue.record("a 429 of the hourly budget is not answered with the kept copy")
            return
        }

        let missing = QiitaClient(
            transport: RecordedTransport(responses: [HTTPResponse(status: 404)]), library: OneReply(body: Data("[]".utf8)),
            libraryPolicy: LibraryPolicy(mode: .refresh))
        await #expect(throws: QiitaError.notFound(subject: "the newest items")) { try await missing.send(ItemsRequest()) }
    }
}
