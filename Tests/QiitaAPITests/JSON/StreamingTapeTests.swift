import Foundation
import Testing
import TestSupport

@testable import QiitaAPI

/// A tape built while the bytes arrive must be the tape of the whole document, node for node,
/// and fail where parsing the whole document fails, with the same error, however the bytes are
/// split.
@Suite struct StreamingTapeTests {
    /// The nodes, or the error, of `data` parsed in one go.
    private static func whole(_ data: Data) -> Result<[JSONTape.Node], JSONTapeError> {
        do throws(JSONTapeError) {
            return .success(try JSONTape(parsing: data).nodes)
        } catch {
            return .failure(error)
        }
    }

    /// The same, fed to a ``StreamingTape`` in pieces of `sizes` (cycled) before it finishes,
    /// with the whole body announced as `expectedCount` bytes (0: not announced).
    private static func streamed(
        _ data: Data, sizes: [Int], retryDistance: Int, expectedCount: Int = 0
    ) -> Result<[JSONTape.Node], JSONTapeError> {
        var tape = StreamingTape(retryDistance: retryDistance)
        var received = 0
        var piece = 0
        data.withUnsafeBytes { raw in
            let bytes = raw.assumingMemoryBound(to: UInt8.self)
            while received < bytes.count {
                received = min(bytes.count, received + max(1, sizes[piece % sizes.count]))
                piece += 1
                tape.advance(over: UnsafeBufferPointer(rebasing: bytes[..<received]), of: expectedCount)
            }
        }
        let isArray = data.first { ![0x20, 0x0A, 0x0D, 0x09].contains($0) } == UInt8(ascii: "[")
        do throws(JSONTapeError) {
            guard let finished = try tape.finish(data) else {
                // Not an array: left to the decoder, which parses the whole body.
                return isArray ? .failure(.tooLarge) : whole(data)
            }
            return .success(finished.nodes)
        } catch {
            return .failure(error)
        }
    }

    private static func random(_ count: Int, _ range: ClosedRange<Int>, _ generator: inout SeededGenerator) -> [Int] {
        (0..<count).map { _ in Int.random(in: range, using: &generator) }
    }

    @Test func everyFixtureInRandomPiecesGivesTheWholeTape() throws {
        var generator = SeededGenerator(seed: 21)
        for name in try Fixtures.names() {
            let data = try Fixtures.data(name)
            let expected = Self.whole(data)
            // Byte-sized pieces with no wait between tries parse each element again for every piece:
            // for the small fixtures only.
            let ranges = data.count < 20_000 ? [1...16, 1...4096, 16_384...16_384] : [1...4096, 16_384...16_384]
            for retryDistance in [0, 32 * 1024] {
                for range in ranges {
                    let sizes = Self.random(64, range, &generator)
                    #expect(Self.streamed(data, sizes: sizes, retryDistance: retryDistance) == expected, "\(name), pieces \(range)")
                }
            }
            // The length announced only sizes the tape's first allocation: a true one, and the
            // lies of a server whose Content-Length is wrong, give the same tape.
            for expectedCount in [data.count, data.count / 7, data.count * 300] {
                let sizes = Self.random(64, 1...4096, &generator)
                #expect(
                    Self.streamed(data, sizes: sizes, retryDistance: 0, expectedCount: expectedCount) == expected,
                    "\(name), announced as \(expectedCount) bytes")
            }
        }
    }

    /// However long a server says its body is, the nodes' first allocation stays a few megabytes:
    /// a false `Content-Length` of the largest body accepted must not stop the process.
    @Test func anAnnouncedLengthReservesAFewMegabytesAtMost() {
        let stride = MemoryLayout<JSONTape.Node>.stride
        #expect(StreamingTape.expectedNodes(inBodyOf: 256 << 20) * stride <= 3 << 20)
        #expect(StreamingTape.expectedNodes(inBodyOf: Int.max) * stride <= 3 << 20)
        // A page of 100 items with their bodies (~2 MB) gets room for all its nodes (~8,700).
        #expect(StreamingTape.expectedNodes(inBodyOf: 2_001_612) >= 8_726)
    }

    @Test func randomDocumentsByteByByteGiveTheWholeTape() throws {
        var generator = SeededGenerator(seed: 22)
        for _ in 0..<300 {
            let data = try RandomJSON.document(using: &generator)
            let expected = Self.whole(data)
            #expect(Self.streamed(data, sizes: [1], retryDistance: 0) == expected, "\(String(decoding: data, as: UTF8.self))")
            let sizes = Self.random(16, 1...40, &generator)
            #expect(Self.streamed(data, sizes: sizes, retryDistance: 7) == expected, "\(String(decoding: data, as: UTF8.self))")
        }
    }

    /// Documents cut short, or with one byte changed, anywhere: the same error as the whole
    /// document's, or the same tape.
    @Test func brokenDocumentsFailAsTheWholeDocumentFails() throws {
        let samples = [
            #"[{"id":"a1","likes_count":12,"tags":[{"name":"Swift","versions":["6"]}]},{"id":"b2","n":-3.5e2}, 7 ,"s\"x", true,null]"#,
            "  [ 1 , 23 , 456 ]  ", "[]", "[ ]", "[[[]]]", #"{"message":"Not found","type":"not_found"}"#, "12", "\"x\"",
        ]
        var generator = SeededGenerator(seed: 23)
        let replacements: [UInt8] = Array("[]{},:\" 0-9etx\\".utf8)
        for sample in samples {
            let bytes = Array(sample.utf8)
            var documents = (0...bytes.count).map { Data(bytes[..<$0]) }
            for index in bytes.indices {
                var changed = bytes
                changed[index] = replacements.randomElement(using: &generator)!
                documents.append(Data(changed))
            }
            for data in documents {
                let expected = Self.whole(data)
                #expect(Self.streamed(data, sizes: [1], retryDistance: 0) == expected, "\(String(decoding: data, as: UTF8.self))")
                #expect(Self.streamed(data, sizes: [3, 1, 5], retryDistance: 2) == expected, "\(String(decoding: data, as: UTF8.self))")
            }
        }
    }

    /// Through the transport: a page of items is decoded from the tape the transfer built, and
    /// that tape is the page's.
    @Test func aPageFromTheFakeServerArrivesParsed() async throws {
        let server = try FakeServerHarness.start { $0.items = 120; $0.bodySize = 12_000 }
        defer { server.stop() }
        let response = try await CurlTransport().send(HTTPRequest(method: .get, url: server.baseURL + "/api/v2/items?per_page=100"))
        let tape = try #require(response.tape, "a JSON array is parsed while it arrives")
        #expect(Result<[JSONTape.Node], JSONTapeError>.success(tape.nodes) == Self.whole(response.body))
        let error = try await CurlTransport().send(HTTPRequest(method: .get, url: server.baseURL + "/api/v2/items/nonexistent"))
        #expect(error.tape == nil, "not for an error reply")
    }
}
