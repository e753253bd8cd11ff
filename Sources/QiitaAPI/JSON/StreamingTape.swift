#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the ``JSONTape`` of a reply while its bytes arrive, when the reply is an array (a page
/// of items): each element is parsed once its bytes and the separator after it are in, so by
/// the end of the transfer only the last few are left. Anything else (an object) is left to the
/// decoder, which parses it whole: ``finish(_:decodedPrefix:)`` returns nil for it.
///
/// For an array, the result is the tape that ``JSONTape/init(parsing:)`` makes of the whole body,
/// node for node, and ``finish(_:decodedPrefix:)`` fails exactly when that does. An element that
/// fails to parse part-way is dropped and tried again with more bytes; an error is only ever
/// reported from the whole body.
struct StreamingTape {
    private enum Phase {
        /// Nothing seen but whitespace.
        case start
        /// Not an array: parsed at the end.
        case whole
        /// Inside the array, where an element (or, right after `[`, the `]`) comes next.
        case element(first: Bool)
        /// Past the array's `]`.
        case closed
    }

    private static let close = UInt8(ascii: "]")

    private var phase = Phase.start
    /// The nodes so far: the array's, then those of each element parsed, in order.
    private(set) var nodes: [JSONTape.Node] = []
    /// Elements parsed, and the offset where parsing goes on.
    private(set) var count: Int32 = 0
    private var index = 0
    /// How many bytes must have arrived before an element that failed to parse (it was not all
    /// there) is tried again: each try parses it from its start.
    private var retryAt = 0
    /// New bytes to wait for after such a try.
    private let retryDistance: Int

    /// `retryDistance`: by default about an item and a half of a page with bodies. (libcurl's write
    /// callback gets up to `CURLOPT_BUFFERSIZE` at a time, 128 kB; from the loopback fake server,
    /// 16 kB.)
    init(retryDistance: Int = 32 * 1024) {
        self.retryDistance = retryDistance
    }

    /// Room for the nodes of a body of `count` bytes, made before the first: the array is not
    /// grown by copies while the body arrives. A page of items with their bodies (the bodies a
    /// reader parses are a megabyte or more) has a node for every 230–710 bytes (the fake
    /// server's, the recorded ones); a smaller guess still grows by doubling. At most 2.6 MB
    /// (enough for a 16 MB page) whatever a server announces: the body's own buffer fails
    /// softly when a false length cannot be mapped, an array's reservation would stop the process.
    static func expectedNodes(inBodyOf count: Int) -> Int {
        min(count / 128, 1 << 17)
    }

    /// Parses what `bytes` (everything received so far: the same bytes as before, and more) adds;
    /// `expectedCount`, when not 0, is how long the whole body will be.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>, of expectedCount: Int = 0) {
        guard bytes.count < Int(Int32.max) else { return phase = .whole }
        guard bytes.count >= retryAt else { return }
        switch phase {
        case .whole, .closed: return  // nothing more to parse as it arrives
        case .start, .element: break
        }
        var parser = JSONTape.Parser(bytes: bytes, nodes: nodes, index: index)
        nodes = []
        defer { nodes = parser.nodes }
        if case .start = phase {
            parser.skipWhitespace()
            switch parser.current {
            case nil: return
            case UInt8(ascii: "["):
                // Each doubling copied the nodes so far into new pages: ~80 page faults a page.
                parser.nodes.reserveCapacity(Self.expectedNodes(inBodyOf: expectedCount))
                parser.nodes.append(
                    JSONTape.Node(kind: .array, flag: false, start: Int32(parser.index), end: 0, count: 0, next: 0))
                parser.index += 1
                parser.skipWhitespace()
                index = parser.index
                phase = .element(first: true)
            default:
                return phase = .whole
            }
        }
        while case .element(let first) = phase {
            // Whitespace after `[` or `,` may have arrived only now.
            parser.skipWhitespace()
            index = parser.index
            if first && parser.closesEmpty(Self.close) {
                index = parser.index
                return phase = .closed
            }
            let kept = parser.nodes.count
            // The element and what follows it: a number cut short by the end of what has arrived
            // parses, so only the separator shows that it is whole.
            let after: JSONTape.Parser.AfterElement?
            do throws(JSONTapeError) {
                try parser.parseValue(depth: 1)
                after = try parser.afterElement(Self.close)
            } catch {
                after = nil
            }
            guard let after else {
                parser.nodes.removeSubrange(kept...)
                parser.index = index
                // Waiting longer for longer elements keeps the tries of one from costing more than
                // a few parses of it.
                retryAt = bytes.count + max(retryDistance, bytes.count - index)
                return
            }
            count += 1
            index = parser.index
            phase = after == .more ? .element(first: false) : .closed
        }
    }

    /// The tape of the whole body `data` (the bytes ``advance(over:)`` saw, and the rest), or nil
    /// when the body is no array: that one the decoder parses, if it wants a tape at all.
    mutating func finish(_ data: Data, decodedPrefix: JSONTape.DecodedPrefix? = nil) throws(JSONTapeError) -> JSONTape? {
        switch phase {
        case .start, .whole:
            return nil
        case .element, .closed:
            guard data.count < Int(Int32.max) else { throw .tooLarge }
            // Handed over, not shared: the parser appends to the nodes without copying them.
            let parsed = nodes
            nodes = []
            return try JSONTape(data: data, nodes: parsed, index: index, decodedPrefix: decodedPrefix) {
                parser throws(JSONTapeError) in
                try finishArray(&parser)
            }
        }
    }

    /// The rest of the array, with the steps `JSONTape.Parser` parses one with: the same nodes,
    /// the same errors.
    private func finishArray(_ parser: inout JSONTape.Parser) throws(JSONTapeError) {
        var count = self.count
        if case .element(let first) = phase {
            parser.skipWhitespace()
            if !(first && parser.closesEmpty(Self.close)) {
                repeat {
                    try parser.parseValue(depth: 1)
                    count += 1
                } while try parser.afterElement(Self.close) == .more
            }
        }
        parser.nodes[0].end = Int32(parser.index)
        parser.nodes[0].count = count
        parser.nodes[0].next = Int32(parser.nodes.count)
        parser.skipWhitespace()
        guard parser.current == nil else { throw .unexpected(at: parser.index) }
    }
}
