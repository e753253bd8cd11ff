import Testing
import TestSupport
@testable import TerminalText

/// The eight-bytes-at-once scans against a plain loop over the same bytes.
@Suite struct ByteScanTests {
    /// Bytes biased towards the ones the scans look for, at every offset within a word.
    private static func buffer(_ generator: inout SeededGenerator) -> [UInt8] {
        let interesting: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x24, 0x3A, 0x40, 0x7E, 0x7F, 0x80, 0xC2, 0xE2, 0xFF]
        return (0..<Int.random(in: 0...40, using: &generator)).map { _ in
            Bool.random(using: &generator)
                ? interesting.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
        }
    }

    @Test func firstIndexFindsWhatALoopFinds() {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<3000 {
            let bytes = Self.buffer(&generator)
            let candidates: [UInt8] = [0x0A, 0x0D, 0x24, 0x3A, 0x40, 0x00, 0xFF]
            let targets: [UInt8] = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                candidates.randomElement(using: &generator) ?? 0x0A
            }
            for start in 0...bytes.count {
                let expected = bytes.indices.first { $0 >= start && targets.contains(bytes[$0]) }
                let found = bytes.withUnsafeBufferPointer { buffer in
                    switch targets.count {
                    case 1: ByteScan.firstIndex(of: targets[0], in: buffer, from: start)
                    case 2: ByteScan.firstIndex(of: targets[0], targets[1], in: buffer, from: start)
                    default: ByteScan.firstIndex(of: targets[0], targets[1], targets[2], in: buffer, from: start)
                    }
                }
                #expect(found == expected, "\(targets) in \(bytes) from \(start)")
            }
        }
    }

    @Test func printableASCIIPrefixStopsWhereALoopStops() {
        var generator = SeededGenerator(seed: 2)
        for _ in 0..<3000 {
            let bytes = Self.buffer(&generator)
            for start in 0...bytes.count {
                let expected = bytes[start...].prefix { $0 >= 0x20 && $0 < 0x7F }.count
                let found = bytes.withUnsafeBufferPointer { ByteScan.printableASCIIPrefix(in: $0, from: start) }
                #expect(found == expected, "\(bytes) from \(start)")
            }
        }
    }

    /// The lane masks are exact, lane by lane, for every byte value in every lane.
    @Test func laneMasksMarkExactlyTheMatchingBytes() {
        var generator = SeededGenerator(seed: 3)
        for _ in 0..<20000 {
            let bytes = (0..<8).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let word = bytes.withUnsafeBufferPointer { ByteScan.word($0, at: 0) }
            let limit = UInt8.random(in: 0...0x80, using: &generator)
            let target = bytes.randomElement(using: &generator) ?? 0
            for (lane, byte) in bytes.enumerated() {
                let bit: UInt64 = 0x80 << (8 * UInt64(lane))
                #expect((ByteScan.lanes(below: limit, in: word) & bit != 0) == (byte < limit), "\(bytes) below \(limit)")
                #expect((ByteScan.lanes(equalTo: target, in: word) & bit != 0) == (byte == target), "\(bytes) == \(target)")
                #expect((ByteScan.notPrintableASCII(word) & bit != 0) == !(0x20..<0x7F).contains(byte), "\(bytes)")
            }
        }
    }
}
