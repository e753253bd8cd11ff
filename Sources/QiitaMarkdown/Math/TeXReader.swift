/// A small recursive-descent reader of TeX math that writes it as Unicode text.
///
/// It understands the constructs listed in ``TeXCommand`` plus braces, `^` and `_`, and gives up
/// (nil) at the first thing it does not, so a formula is either wholly converted or not at all.
/// A bare `%` is a percent sign rather than TeX's comment: Markdown has already turned the
/// author's `\%` into `%` by the time inline math is read.
struct TeXReader {
    private let source: [Character]
    private var index = 0

    private init(_ tex: String) {
        source = Array(tex)
    }

    /// The lines of `tex` as Unicode text (`\\` breaks a line), or nil when any of it is not understood.
    static func lines(of tex: String) -> [String]? {
        var reader = TeXReader(tex)
        guard let formula = reader.list(closedBy: nil, breaksLines: true) else { return nil }
        return formula.lines
    }

    private var current: Character? { index < source.count ? source[index] : nil }

    /// Pieces up to `closer` (consumed) or, when it is nil, to the end of the source.
    private mutating func list(closedBy closer: Character?, breaksLines: Bool) -> MathTextBuilder? {
        var text = MathTextBuilder()
        while let character = current {
            index += 1
            switch character {
            case closer:
                return text
            case "{":
                guard let group = list(closedBy: "}", breaksLines: false) else { return nil }
                text.append(group.text, isAtom: group.isAtom)
            case "^", "_":
                guard let script = argument() else { return nil }
                text.attach(Self.script(script.text, raised: character == "^"))
            case "\\":
                guard command(into: &text, breaksLines: breaksLines) else { return nil }
            case "~":
                text.space(1)
            case "}", "&", "#", "$":
                return nil
            case let space where space.isWhitespace:
                text.space(1)
            case let digit where digit.isASCII && digit.isNumber:
                index -= 1
                text.append(number(), isAtom: true)
            default:
                text.append(String(character), isAtom: MathTextBuilder.isAtom(String(character)))
            }
        }
        return closer == nil ? text : nil
    }

    /// Digits with at most one decimal point inside them: `1.25` is one piece.
    private mutating func number() -> String {
        var digits = ""
        while let character = current {
            let isDecimalPoint =
                character == "." && !digits.contains(".") && index + 1 < source.count
                && source[index + 1].isASCII && source[index + 1].isNumber
            guard (character.isASCII && character.isNumber) || isDecimalPoint else { break }
            digits.append(character)
            index += 1
        }
        return digits
    }

    /// The argument of a command or script: a braced group, one symbol command, or one character.
    private mutating func argument() -> MathTextBuilder? {
        skipSpaces()
        guard let character = current else { return nil }
        index += 1
        var text = MathTextBuilder()
        switch character {
        case "{":
            return list(closedBy: "}", breaksLines: false)
        case "\\":
            switch TeXCommand.named(commandName()) {
            case .symbol(let symbol), .prefix(let symbol): text.append(symbol, isAtom: MathTextBuilder.isAtom(symbol))
            default: return nil
            }
        case "}", "^", "_", "&", "#", "$":
            return nil
        default:
            text.append(String(character), isAtom: MathTextBuilder.isAtom(String(character)))
        }
        return text
    }

    /// The name after a backslash: a run of letters, or one other character.
    private mutating func commandName() -> String {
        guard let first = current else { return "" }
        index += 1
        guard first.isASCII && first.isLetter else { return String(first) }
        var name = String(first)
        while let character = current, character.isASCII && character.isLetter {
            name.append(character)
            index += 1
        }
        return name
    }

    /// Reads the command after a backslash into `text`; false when it is not understood.
    private mutating func command(into text: inout MathTextBuilder, breaksLines: Bool) -> Bool {
        let spacedBefore = text.isSpacedBefore
        let name = commandName()
        if name == "\\" {
            guard breaksLines else { return false }
            text.breakLine()
            return true
        }
        guard let meaning = TeXCommand.named(name) else { return false }
        let isWord = name.first?.isLetter == true
        switch meaning {
        case .symbol(let symbol):
            text.append(symbol, isAtom: MathTextBuilder.isAtom(symbol))
            if isWord && !spacedBefore { skipSpaces() }
        case .prefix(let symbol):
            text.append(symbol, isAtom: true)
            skipSpaces()
        case .function(let name):
            text.append(name, isAtom: true)
        case .space(let columns):
            text.space(columns)
        case .sizedDelimiter:
            guard let delimiter = delimiter() else { return false }
            text.append(delimiter, isAtom: false)
        case .ignored:
            skipSpaces()
        case .font:
            guard let group = argument() else { return false }
            text.append(group.text, isAtom: group.isAtom)
        case .doubleStruck:
            guard let group = argument() else { return false }
            text.append(String(group.text.map { Self.doubleStruck[$0] ?? $0 }), isAtom: group.isAtom)
        case .text:
            guard let words = plainText() else { return false }
            if words.first == " " { text.space(1) }
            let trimmed = words.trimmingSpaces()
            text.append(trimmed, isAtom: MathTextBuilder.isAtom(trimmed))
            if words.last == " " { text.space(1) }
        case .accent(let mark):
            guard let group = argument(), group.text.count == 1 else { return false }
            text.append(group.text + String(mark), isAtom: group.isAtom)
        case .fraction:
            guard let numerator = argument(), let denominator = argument() else { return false }
            text.append(Self.operand(numerator) + "/" + Self.operand(denominator), isAtom: false)
        case .root:
            guard let root = root() else { return false }
            text.append(root, isAtom: true)
        }
        return true
    }

    /// The delimiter after `\left`, `\bigl` and the like; `.` is none.
    private mutating func delimiter() -> String? {
        skipSpaces()
        guard let character = current else { return nil }
        index += 1
        switch character {
        case ".": return ""
        case "(", ")", "[", "]", "|", "/", "<", ">": return String(character)
        case "\\":
            guard case .symbol(let symbol) = TeXCommand.named(commandName()) else { return nil }
            return symbol
        default: return nil
        }
    }

    /// `\sqrt{x}` as √x, with an optional index: `\sqrt[3]{x}` as ∛x, `\sqrt[n]{x}` as ⁿ√x.
    private mutating func root() -> String? {
        skipSpaces()
        var sign = "√"
        if current == "[" {
            guard let close = source[index...].firstIndex(of: "]") else { return nil }
            let degree = String(source[(index + 1)..<close]).trimmingSpaces()
            index = close + 1
            switch degree {
            case "3": sign = "∛"
            case "4": sign = "∜"
            default:
                guard let raised = ScriptCharacters.mapped(degree, raised: true) else { return nil }
                sign = raised + "√"
            }
        }
        guard let radicand = argument() else { return nil }
        return sign + Self.operand(radicand)
    }

    /// The braced argument of `\text`, as written; nil when it holds commands.
    private mutating func plainText() -> String? {
        skipSpaces()
        guard current == "{", let close = source[index...].firstIndex(of: "}") else { return nil }
        let words = String(source[(index + 1)..<close])
        guard !words.contains("\\"), !words.contains("{") else { return nil }
        index = close + 1
        return words
    }

    private mutating func skipSpaces() {
        while let character = current, character.isWhitespace { index += 1 }
    }

    /// A side of a fraction or a square root's radicand: in parentheses unless it is one atom.
    private static func operand(_ text: MathTextBuilder) -> String {
        text.isAtom ? text.text : "(" + text.text + ")"
    }

    /// A script raised or lowered in Unicode when every character has the form (`x²`, `aᵢ`,
    /// `xⁿ⁺¹`); otherwise marked as in TeX, with parentheses around more than one character
    /// (`x^(ab)`, `x_MAX` would be ambiguous, so `x_(MAX)`).
    private static func script(_ text: String, raised: Bool) -> String {
        ScriptCharacters.written(text.filter { $0 != " " }, raised: raised)
    }

    private static let doubleStruck: [Character: Character] = ["N": "ℕ", "Z": "ℤ", "Q": "ℚ", "R": "ℝ", "C": "ℂ"]
}
