import Dispatch
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a page of the API's models while it arrives (``BodyReader``): on a queue of its own, the
/// array is parsed (``StreamingTape``) as its bytes come in and its elements decoded one by one
/// between them, while the transfer's thread only receives. New bytes are parsed before more
/// elements are decoded, and a stop takes effect at the next element, so when the transfer ends
/// the tape is nearly whole: ``Array/init(tape:)`` takes the elements decoded and decodes the
/// rest (on both cores when many are left).
///
/// An element decoded ahead is the value that decode would make of it: the same bytes and the
/// same nodes. Whatever the reader cannot do (an element that does not decode, a body that is no
/// array or is malformed) it leaves to that decode, which then says what is wrong; handed
/// nothing (a small body, a recorded reply), it adds nothing.
final class StreamingArrayReader<Value: TapeReadableArray>: BodyReader, @unchecked Sendable {
    typealias Element = Value.Element

    /// What the transfer's thread hands over: where the body's bytes are, and how many.
    private struct Handover {
        var address: UInt = 0
        var count = 0
        /// The length the whole body was announced to have (0: not announced).
        var expectedCount = 0
        /// Whether a read is queued or under way: one at a time, each taking the newest bytes.
        var scheduled = false
        /// Whether one is under way (the queue's thread may not have started it yet).
        var reading = false
        var stopped = false
    }

    private let handover = Mutex(Handover())
    /// Serial, on a thread of its own rather than one of Swift concurrency's pool: reading takes
    /// the whole transfer and more, and with one of two pool threads it held up the task the
    /// reply was for. Its thread starts when the reader is made, while the request goes out.
    private let queue = DispatchQueue(label: "qiita.body-reader")
    // Read and written on `queue` only, or once `stop()` has returned (hence `@unchecked`).
    private var tape = StreamingTape()
    private var elements: [Element] = []
    /// The node of the next element to decode (the array's own node is 0).
    private var nextNode = 1
    /// An element did not decode: the rest is left to the request's decode.
    private var failed = false
    private var finished = false

    init() {
        queue.async {}
    }

    func bodyGrew(_ bytes: UnsafeBufferPointer<UInt8>, of expectedCount: Int) {
        guard bytes.count > 0 else { return }
        let address = UInt(bitPattern: bytes.baseAddress)
        let count = bytes.count
        let schedule = handover.withLock { handover in
            guard !handover.stopped else { return false }
            handover.address = address
            handover.count = count
            handover.expectedCount = expectedCount
            defer { handover.scheduled = true }
            return !handover.scheduled
        }
        if schedule { queue.async { self.readHandedBytes() } }
    }

    func stop() {
        let reading = handover.withLock { handover in
            handover.stopped = true
            return handover.reading
        }
        // Waits for a read under way, not for one still queued: that one finds `stopped` and reads
        // nothing (and the queue's thread may be slow to start while the transfer has the CPUs).
        if reading { queue.sync {} }
    }

    /// Returns once the reads queued so far are done (tests use it to know how far it got).
    func waitForReads() {
        queue.sync {}
    }

    func finish(_ response: HTTPResponse) -> HTTPResponse {
        stop()
        // Once: finishing hands the tape's nodes over.
        guard response.isSuccess, !failed, !finished else { return response }
        finished = true
        let prefix = elements.isEmpty ? nil : JSONTape.DecodedPrefix(elements: elements, nextNode: nextNode)
        // Nil when nothing was handed over (the transport parsed the body itself, if anything).
        // The elements not reached are left to the request's decode (on both cores when many).
        guard let tape = try? tape.finish(response.body, decodedPrefix: prefix) else { return response }
        return HTTPResponse(status: response.status, headers: response.headers, body: response.body, tape: tape)
    }

    /// Reads the newest bytes handed over until there are no newer ones.
    private func readHandedBytes() {
        var seen = -1
        while true {
            let handed: (address: UInt, count: Int, expectedCount: Int)? = handover.withLock { handover in
                guard !handover.stopped, handover.count != seen else {
                    handover.scheduled = false
                    handover.reading = false
                    return nil
                }
                handover.reading = true
                return (handover.address, handover.count, handover.expectedCount)
            }
            guard let handed, let base = UnsafePointer<UInt8>(bitPattern: handed.address) else { return }
            seen = handed.count
            read(UnsafeBufferPointer(start: base, count: handed.count), of: handed.expectedCount)
        }
    }

    /// Whether a read should end before its next element: the reader is stopped (and the finish
    /// decodes what is left, on both cores), or bytes newer than the `seen` ones are in (parsed
    /// first, so that little is left to parse when the transfer ends).
    private func hasNewsSince(_ seen: Int) -> Bool {
        handover.withLock { $0.stopped || $0.count != seen }
    }

    /// Parses what `bytes` (all of the body so far, of `expectedCount`) adds, and decodes the
    /// elements now whole until there is news (``hasNewsSince(_:)``).
    private func read(_ bytes: UnsafeBufferPointer<UInt8>, of expectedCount: Int) {
        guard !failed, let base = bytes.baseAddress else { return }
        tape.advance(over: bytes, of: expectedCount)
        guard Int(tape.count) > elements.count else { return }
        // A view of the bytes, valid until `stop()`: the elements decoded keep copies of what they
        // read. Its nodes are those parsed so far, of which each whole element's are final.
        let view = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none)
        let parsed = JSONTape(data: view, nodes: tape.nodes)
        while elements.count < Int(tape.count), !hasNewsSince(bytes.count) {
            let value = TapeValue(tape: parsed, node: nextNode, containerPath: [], key: IndexKey(elements.count))
            do {
                elements.append(try Element(tape: value))
            } catch {
                failed = true
                return
            }
            nextNode = Int(parsed.nodes[nextNode].next)
        }
    }
}

extension Request where Response: TapeReadableArray {
    /// Pages of the API's models are decoded while they arrive.
    public func makeBodyReader() -> (any BodyReader)? {
        StreamingArrayReader<Response>()
    }
}
