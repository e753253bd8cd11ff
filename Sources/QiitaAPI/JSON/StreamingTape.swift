#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Builds the ``JSONTape`` of a reply while its bytes arrive, when the reply is an array (a page
/// of items): each element is parsed once its bytes and the separator after it are in, so by
/// the end of the transfer only the last few are left. Anything else (an object, an error page)
/// is parsed whole at the end, as before.
///
/// The result is the tape that ``JSONTape/init(parsing:)`` makes of the whole body, node for node,
/// and ``finish(_:)`` fails exactly when that does. An element that fails to parse part-way is
/// dropped and tried again with more bytes; an error is only ever reported from the whole body.
struct StreamingTape {
    private enum Phase {
        /// Nothing seen but whitespace.
        case start
        /// Not an array: parsed at the end.
        case whole
        /// Inside the array, where an element (or, right after `[`, the `]`) comes next.
        case element(first: Bool)
        /// After the last element, at the `]`.
        case close
    }

    private var phase = Phase.start
    private var nodes: [JSONTape.Node] = []
    /// Elements parsed, and the offset where parsing goes on.
    private var count: Int32 = 0
    private var index = 0
    /// How many bytes must have arrived before an element that failed to parse (it was not all
    /// there) is tried again: each try parses it from its start.
    private var retryAt = 0
    /// New bytes to wait for after such a try.
    private let retryDistance: Int

    /// `retryDistance`: by default about an item and a half of a page with bodies (libcurl's write
    /// callback gets 16 kB at a time).
    init(retryDistance: Int = 32 * 1024) {
        self.retryDistance = retryDistance
    }

    /// Parses what `bytes` (everything received so far: the same bytes as before, and more) adds.
    mutating func advance(over bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count < Int(Int32.max) else { return phase = .whole }
        guard bytes.count >= retryAt else { return }
        var parser = JSONTape.Parser(bytes: bytes, nodes: nodes, index: index)
        nodes = []
        defer { nodes = parser.nodes }
        if case .start = phase {
            parser.skipWhitespace()
            switch parser.current {
            case nil: return
            case UInt8(ascii: "["):
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
            if first && parser.current == UInt8(ascii: "]") { return phase = .close }
            let kept = parser.nodes.count
            // The element, and the separator after it: a number cut short by the end of what has
            // arrived parses, so only the separator shows that it is whole.
            let parsed: Bool
            do throws(JSONTapeError) {
                try parser.parseValue(depth: 1)
                parser.skipWhitespace()
                parsed = parser.current == UInt8(ascii: ",") || parser.current == UInt8(ascii: "]")
            } catch {
                parsed = false
            }
            guard parsed else {
                parser.nodes.removeSubrange(kept...)
                parser.index = index
                // Waiting longer for longer elements keeps the tries of one from costing more than
                // a few parses of it.
                retryAt = bytes.count + max(retryDistance, bytes.count - index)
                return
            }
            count += 1
            if parser.current == UInt8(ascii: "]") {
                index = parser.index
                return phase = .close
            }
            parser.index += 1
            parser.skipWhitespace()
            index = parser.index
            phase = .element(first: false)
        }
    }

    /// The tape of the whole body `data` (the bytes ``advance(over:)`` saw, and the rest), or nil
    /// when the body is no array: that one the decoder parses, if it wants a tape at all.
    mutating func finish(_ data: Data) throws(JSONTapeError) -> JSONTape? {
        switch phase {
        case .start, .whole:
            return nil
        case .element, .close:
            guard data.count < Int(Int32.max) else { throw .tooLarge }
            // Handed over, not shared: the parser appends to the nodes without copying them.
            let parsed = nodes
            nodes = []
            return try JSONTape(data: data, nodes: parsed, index: index) { parser throws(JSONTapeError) in
                try finishArray(&parser)
            }
        }
    }

    /// The rest of the array, as `JSONTape.Parser` parses one: the same nodes, the same errors.
    private func finishArray(_ parser: inout JSONTape.Parser) throws(JSONTapeError) {
        var count = self.count
        parser.skipWhitespace()
        var atClose: Bool
        switch phase {
        case .element(let first): atClose = first && parser.current == UInt8(ascii: "]")
        default: atClose = true
        }
        while !atClose {
            try parser.parseValue(depth: 1)
            count += 1
            parser.skipWhitespace()
            switch parser.current {
            case nil: throw .unexpectedEnd
            case UInt8(ascii: ","):
                parser.index += 1
                parser.skipWhitespace()
            case UInt8(ascii: "]"): atClose = true
            default: throw .unexpected(at: parser.index)
            }
        }
        parser.index += 1
        parser.nodes[0].end = Int32(parser.index)
        parser.nodes[0].count = count
        parser.nodes[0].next = Int32(parser.nodes.count)
        parser.skipWhitespace()
        guard parser.current == nil else { throw .unexpected(at: parser.index) }
    }
}
