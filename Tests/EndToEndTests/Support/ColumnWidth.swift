/// How many terminal columns text takes, worked out here independently of the program's own
/// table so the tests check the program instead of repeating it: East Asian Wide and Fullwidth
/// characters and emoji take 2, combining marks and format characters 0, the rest 1.
enum ColumnWidth {
    /// CJK blocks, Hangul and the fullwidth forms: everything wide that is not an emoji.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.count > 1, scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) { return 2 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        return scalars.reduce(0) { $0 + of($1) }
    }

    static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The column at which `needle` starts in `line` (0-based), or nil.
    static func column(of needle: String, in line: String) -> Int? {
        guard let range = line.range(of: needle) else { return nil }
        return of(line[..<range.lowerBound])
    }
}

extension ColumnWidth {
    /// The part of `line` between display columns `start` (inclusive) and `end` (exclusive; nil
    /// for the end of the line). A wide character belongs to the column it starts in.
    static func slice(_ line: String, from start: Int, to end: Int? = nil) -> String {
        var column = 0
        var result = ""
        for character in line {
            if column >= start && (end.map { column < $0 } ?? true) { result.append(character) }
            column += of(character)
        }
        return result
    }
}
