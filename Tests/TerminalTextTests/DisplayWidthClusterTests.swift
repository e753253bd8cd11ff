import Testing
import TestSupport
@testable import TerminalText

/// The fast ways of measuring (UTF-8 decoded in place, scalars that cannot join measured
/// alone, common CJK answered without the tables) against the slow ones they stand for.
@Suite struct DisplayWidthClusterTests {
    @Test func everyCodePointHasTheWidthTheTablesGiveIt() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected: Int
            if value < 0x7F {
                expected = value >= 0x20 ? 1 : 0
            } else if value < 0xA0 {
                expected = 0
            } else if value < 0x300 {
                expected = 1
            } else {
                expected = DisplayWidth.fromTables(value)
            }
            if DisplayWidth.of(scalar) != expected {
                Issue.record("U+\(String(value, radix: 16)) measured \(DisplayWidth.of(scalar)), tables say \(expected)")
                return
            }
        }
    }

    @Test func clustersAreTheStringsCharacters() {
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<4000 {
            let text = TrickyText.string(&generator)
            var clusters: [DisplayWidth.Cluster] = []
            DisplayWidth.forEachCluster(in: text) { clusters.append($0) }
            let characters = Array(text.indices)
            #expect(clusters.count == characters.count, "\(text.debugDescription)")
            for (cluster, start) in zip(clusters, characters) {
                let character = text[start]
                #expect(cluster.start == start, "\(text.debugDescription)")
                #expect(cluster.end == text.index(after: start), "\(text.debugDescription)")
                #expect(cluster.width == DisplayWidth.of(character), "\(character.debugDescription) in \(text.debugDescription)")
                #expect(cluster.first == character.unicodeScalars.first, "\(text.debugDescription)")
                #expect(cluster.isSingleScalar == (character.unicodeScalars.count == 1), "\(text.debugDescription)")
            }
        }
    }

    @Test func aStringIsAsWideAsItsCharacters() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<4000 {
            let text = TrickyText.string(&generator, maximumPieces: 40)
            let expected = text.reduce(0) { $0 + DisplayWidth.of($1) }
            #expect(DisplayWidth.of(text) == expected, "\(text.debugDescription)")
            #expect(DisplayWidth.of(text.dropFirst()) == text.dropFirst().reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }

    /// The rule the fast path rests on: two scalars that each stand alone are never one cluster.
    @Test func scalarsThatStandAloneNeverJoin() {
        var generator = SeededGenerator(seed: 12)
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x259F,
            0x3000...0x3029, 0x3030...0x3098, 0x309B...0x9FFF, 0xFF01...0xFF9D, 0xFFA0...0xFFEF,
        ]
        let edges = ranges.flatMap { [$0.lowerBound, $0.upperBound] }
        func standing(_ generator: inout SeededGenerator) -> Unicode.Scalar {
            let range = ranges.randomElement(using: &generator) ?? 0x20...0x7E
            return Unicode.Scalar(UInt32.random(in: range, using: &generator)) ?? " "
        }
        var pairs: [(Unicode.Scalar, Unicode.Scalar)] = []
        for a in edges { for b in edges { pairs.append((Unicode.Scalar(a) ?? " ", Unicode.Scalar(b) ?? " ")) } }
        for _ in 0..<50000 { pairs.append((standing(&generator), standing(&generator))) }
        for (a, b) in pairs {
            #expect(DisplayWidth.standsAlone(a.value) && DisplayWidth.standsAlone(b.value))
            var text = String.UnicodeScalarView()
            text.append(a)
            text.append(b)
            #expect(String(text).count == 2, "U+\(String(a.value, radix: 16)) U+\(String(b.value, radix: 16))")
        }
    }
}
