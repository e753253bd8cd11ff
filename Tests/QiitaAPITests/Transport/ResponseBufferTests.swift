import Foundation
import Testing
import TestSupport

@testable import QiitaAPI

/// The body buffer: whatever path the bytes take (ordinary buffer, mapping sized up front,
/// mapping grown past its size), the body is the bytes appended, in order.
@Suite struct ResponseBufferTests {
    /// Deterministic bytes that differ from piece to piece, so a lost, repeated or reordered piece shows.
    private static func bytes(count: Int, seed: UInt8) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ Int(seed)) }
    }

    private static func fill(_ buffer: inout ResponseBuffer, pieces: [[UInt8]]) -> Bool {
        pieces.allSatisfy { piece in piece.withUnsafeBytes { buffer.append($0) } }
    }

    @Test(arguments: [
        ("small, no length", 0, [1_000, 20_000, 5]),
        ("crosses the threshold without a length", 0, [600_000, 600_000, 600_000, 1]),
        ("sized from the length", 2_001_612, [131_072, 131_072, 1_739_468]),
        ("more than the length said", 1_200_000, [1_000_000, 1_000_000, 2_500_000]),
        ("an empty body with a length", 1_500_000, []),
    ])
    func theBodyIsTheBytesAppended(_ path: String, reserved: Int, sizes: [Int]) {
        let pieces = sizes.enumerated().map { Self.bytes(count: $0.element, seed: UInt8($0.offset)) }
        var buffer = ResponseBuffer()
        if reserved > 0 { buffer.reserve(reserved) }
        #expect(Self.fill(&buffer, pieces: pieces), "\(path)")
        #expect(buffer.count == sizes.reduce(0, +), "\(path)")
        let data = buffer.takeData()
        #expect(firstDifference(data, Array(pieces.joined())) == nil, "\(path)")
        #expect(buffer.count == 0, "taking the data empties the buffer (\(path))")
    }

    /// What the transport asks before handing a body's bytes to a reader: they stay where they
    /// are while a mapping has room, and only then.
    @Test func bytesStayInPlaceOnlyInAMappingWithRoom() {
        // (Values first: `#expect` cannot take a noncopyable buffer.)
        var small = ResponseBuffer()
        let smallKeeps = small.keepsBytesInPlace(appending: 1)
        #expect(!smallKeeps, "an ordinary buffer may move when it grows")
        var mapped = ResponseBuffer()
        mapped.reserve(ResponseBuffer.mappingThreshold)
        let room = ResponseMapping.hugePageSize
        let isMapped = mapped.isMapped
        let keepsForRoom = mapped.keepsBytesInPlace(appending: room)
        let keepsPastRoom = mapped.keepsBytesInPlace(appending: room + 1)
        #expect(isMapped && keepsForRoom && !keepsPastRoom)
        let before = mapped.withBytes { UInt(bitPattern: $0.baseAddress) }
        let filled = Self.fill(&mapped, pieces: [Self.bytes(count: room, seed: 1)])
        let after = mapped.withBytes { UInt(bitPattern: $0.baseAddress) }
        let keepsWhenFull = mapped.keepsBytesInPlace(appending: 1)
        #expect(filled && before == after && !keepsWhenFull)
        #expect(Self.fill(&small, pieces: [[1]]))
    }

    @Test func theDataOutlivesTheBuffer() {
        let piece = Self.bytes(count: 3 << 20, seed: 9)
        let data: Data = {
            var buffer = ResponseBuffer()
            buffer.reserve(piece.count)
            _ = piece.withUnsafeBytes { buffer.append($0) }
            return buffer.takeData()
        }()
        #expect(firstDifference(data, piece) == nil)
    }
}
