import FlyingFox
import FlyingSocks

/// A response body that sends only its first `sending` bytes and then fails, which makes
/// FlyingFox close the connection: a truncated body, or (sending everything) a connection
/// closed after its answer whatever the request asked.
struct ClosingBody: AsyncBufferedSequence {
    typealias Element = UInt8

    let bytes: [UInt8]
    let sending: Int

    init(_ bytes: [UInt8], sending: Int) {
        self.bytes = bytes
        self.sending = sending
    }

    /// The body for a response; `Content-Length` promises every byte.
    var sequence: HTTPBodySequence {
        HTTPBodySequence(from: self, count: bytes.count)
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(remaining: bytes[..<Swift.min(sending, bytes.count)])
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: ArraySlice<UInt8>

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            guard !remaining.isEmpty else { throw SocketError.disconnected }
            let chunk = remaining.prefix(Swift.max(1, count))
            remaining = remaining.dropFirst(chunk.count)
            return chunk
        }
    }
}
