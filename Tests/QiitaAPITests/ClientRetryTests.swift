import Foundation
import QiitaAPI
import Synchronization
import Testing
import TestSupport

@Suite struct ClientRetryTests {
    final class Sleeps: Sendable {
        let log = Mutex<[Duration]>([])
        var values: [Duration] { log.withLock { $0 } }
    }

    func client(_ transport: RecordedTransport, sleeps: Sleeps) -> QiitaClient {
        QiitaClient(
            transport: transport, retryPolicy: RetryPolicy(random: { 0.5 }),
            sleep: { duration in sleeps.log.withLock { $0.append(duration) } })
    }

    static let items = HTTPResponse(status: 200, body: Data("[]".utf8))

    @Test func transientFailuresAreRetriedTwiceWithBackoff() async throws {
        let transport = RecordedTransport([
            .success(HTTPResponse(status: 500)), .failure(.couldNotConnect("refused")), .success(Self.items),
        ])
        let sleeps = Sleeps()
        let reply = try await client(transport, sleeps: sleeps).send(ItemsRequest())
        #expect(reply.value.isEmpty)
        #expect(transport.requests.count == 3)
        #expect(sleeps.values == [.milliseconds(250), .milliseconds(500)])
    }

    @Test func givesUpAfterThreeAttempts() async {
        let transport = RecordedTransport(Array(repeating: .success(HTTPResponse(status: 503)), count: 5))
        await #expect(throws: QiitaError.server(status: 503, message: nil)) {
            try await client(transport, sleeps: Sleeps()).send(ItemsRequest())
        }
        #expect(transport.requests.count == 3)
    }

    @Test func honoursRetryAfter() async throws {
        let transport = RecordedTransport([
            .success(HTTPResponse(status: 503, headers: ["Retry-After": "3"])), .success(Self.items),
        ])
        let sleeps = Sleeps()
        _ = try await client(transport, sleeps: sleeps).send(ItemsRequest())
        #expect(sleeps.values == [.seconds(3)])
    }

    @Test(arguments: [404, 400, 401, 403, 429])
    func clientErrorsAreNeverRetried(_ status: Int) async {
        let transport = RecordedTransport(Array(repeating: .success(HTTPResponse(status: status)), count: 3))
        await #expect(throws: QiitaError.self) { try await client(transport, sleeps: Sleeps()).send(ItemsRequest()) }
        #expect(transport.requests.count == 1)
    }

    @Test func nonIdempotentRequestsAreNeverRetried() async {
        struct CreateRequest: Request {
            typealias Response = NoContent
            var method: HTTPMethod { .post }
            var path: String { "/api/v2/things" }
        }
        let transport = RecordedTransport(Array(repeating: .success(HTTPResponse(status: 500)), count: 3))
        await #expect(throws: QiitaError.self) { try await client(transport, sleeps: Sleeps()).send(CreateRequest()) }
        #expect(transport.requests.count == 1)
    }

    @Test func observerSeesEveryAttemptWithoutTheToken() async throws {
        let seen = Mutex<[Exchange]>([])
        let transport = RecordedTransport([.success(HTTPResponse(status: 502)), .success(Self.items)])
        let client = QiitaClient(
            token: "secret", transport: transport, retryPolicy: RetryPolicy(random: { 0 }),
            observer: { exchange in seen.withLock { $0.append(exchange) } }, sleep: { _ in })
        _ = try await client.send(ItemsRequest())
        let exchanges = seen.withLock { $0 }
        #expect(exchanges.map(\.attempt) == [1, 2])
        #expect(exchanges.map(\.status) == [502, 200])
        #expect(exchanges.allSatisfy { $0.authenticated && !"\($0)".contains("secret") })
    }

    @Test func paginatorFollowsNextAndStopsAtShortPage() async throws {
        func page(_ count: Int, next: Int?) -> HTTPResponse {
            let body = "[" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
            var headers = HTTPHeaders()
            if let next { headers.add("Link", "<https://qiita.com/api/v2/x?page=\(next)&per_page=2>; rel=\"next\"") }
            return HTTPResponse(status: 200, headers: headers, body: Data(body.utf8))
        }
        struct NumbersRequest: Request {
            typealias Response = [Int]
            var path: String { "/api/v2/x" }
            var paging: Paging? { Paging(perPage: 2) }
        }
        let transport = RecordedTransport(responses: [page(2, next: 2), page(2, next: 3), page(1, next: 4)])
        var pages = QiitaClient(transport: transport).pages(NumbersRequest().eraseToAnyRequest())
        var counts: [Int] = []
        while let page = try await pages.next() { counts.append(page.elements.count) }
        #expect(counts == [2, 2, 1])
        #expect(transport.requests.map(\.url).map { $0.hasSuffix("page=3&per_page=2") } == [false, false, true])
    }
}
