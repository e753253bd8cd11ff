/// Output as a terminal would interpret it: the escape sequences it contains (classified as
/// ECMA-48 defines them), the characters that must never reach a terminal raw, and the plain
/// text left once the sequences are taken out.
///
/// Safety tests read it instead of searching for a few known payloads, so an attack that comes
/// through in a form nobody thought of is still caught.
struct TerminalOutput {
    /// One escape sequence or C1 control.
    enum Sequence: Equatable, CustomStringConvertible {
        /// `CSI … m`: colours and attributes.
        case sgr(String)
        /// Any other CSI (cursor movement, erasing, modes…), by its final character.
        case csi(parameters: String, final: Character)
        /// `OSC Ps ; … ST` (or BEL): `command` is Ps (`0` title, `8` hyperlink, `52` clipboard).
        case osc(command: String, payload: String)
        /// DCS, SOS, PM or APC strings, by their introducer (`P`, `X`, `^`, `_`).
        case string(introducer: Character, payload: String)
        /// ESC followed by anything else (ESC c resets the terminal, ESC 7 saves the cursor…).
        case escape(Character)
        /// An ESC sequence cut off by the end of the output.
        case unterminated(String)
        /// A C1 control code point (U+0080–U+009F), which some terminals obey like ESC.
        case c1(UInt32)

        var description: String {
            switch self {
            case .sgr(let parameters): "SGR \(parameters)"
            case .csi(let parameters, let final): "CSI \(parameters)\(final)"
            case .osc(let command, let payload): "OSC \(command) \(payload.debugDescription)"
            case .string(let introducer, let payload): "ESC \(introducer) \(payload.debugDescription)"
            case .escape(let character): "ESC \(character)"
            case .unterminated(let text): "unterminated \(text.debugDescription)"
            case .c1(let value): "C1 U+\(String(value, radix: 16, uppercase: true))"
            }
        }

        /// An SGR, or an OSC 8 hyperlink: what qiita itself writes when colour is on.
        var isStyleOrHyperlink: Bool {
            switch self {
            case .sgr: true
            case .osc(let command, _): command == "8"
            default: false
            }
        }
    }

    let bytes: [UInt8]
    private(set) var sequences: [Sequence] = []
    /// Characters that are not part of a sequence but must not reach a terminal: C0 controls
    /// other than LF and tab (CR only as part of a terminal's CR LF), DEL, and the bidirectional
    /// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    private(set) var forbiddenCharacters: [Unicode.Scalar] = []
    /// The text with every sequence removed.
    private(set) var plainText = ""

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        scan(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
    }

    init(_ text: String) {
        self.init(Array(text.utf8))
    }

    /// Whether the bytes are valid UTF-8 (a raw byte 0x80–0x9F would be a C1 control to some terminals).
    var isValidUTF8: Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    var containsESC: Bool { bytes.contains(0x1B) }

    /// Sequences other than SGR and OSC 8.
    var foreignSequences: [Sequence] {
        sequences.filter { !$0.isStyleOrHyperlink }
    }

    /// The targets of the OSC 8 hyperlinks (empty targets close a link and are left out).
    var hyperlinkTargets: [String] {
        sequences.compactMap { sequence in
            guard case .osc("8", let payload) = sequence else { return nil }
            let target = payload.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).last.map(String.init)
            return target?.isEmpty == false ? target : nil
        }
    }

    /// A description of everything wrong for output with colour off: no sequence at all.
    var problemsWithoutColour: [String] {
        var problems = sequences.map(\.description)
        problems += forbiddenCharacters.map { "U+\(String($0.value, radix: 16, uppercase: true))" }
        if containsESC && sequences.isEmpty { problems.append("ESC byte") }
        if !isValidUTF8 { problems.append("invalid UTF-8") }
        return problems
    }

    /// A description of everything wrong for output with colour on: only SGR and OSC 8.
    var problemsWithColour: [String] {
        var problems = foreignSequences.map(\.description)
        problems += forbiddenCharacters.map { "U+\(String($0.value, radix: 16, uppercase: true))" }
        problems += hyperlinkTargets.filter { !$0.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F } }
            .map { "hyperlink target \($0.debugDescription)" }
        if !isValidUTF8 { problems.append("invalid UTF-8") }
        return problems
    }

    private mutating func scan(_ scalars: [Unicode.Scalar]) {
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            if value == 0x1B {
                index = escape(scalars, from: index)
                continue
            }
            if (0x80...0x9F).contains(value) {
                sequences.append(.c1(value))
            } else if value == 0x0D, index + 1 < scalars.count, scalars[index + 1] == "\n" {
                // A terminal's own CR LF.
            } else if (value < 0x20 && value != 0x0A && value != 0x09) || value == 0x7F
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
            {
                forbiddenCharacters.append(scalar)
            } else {
                plainText.unicodeScalars.append(scalar)
            }
            index += 1
        }
    }

    /// Reads the sequence that starts with the ESC at `start`; returns the index after it.
    private mutating func escape(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        guard index < scalars.count else {
            sequences.append(.unterminated("ESC"))
            return index
        }
        let introducer = Character(scalars[index])
        index += 1
        switch introducer {
        case "[":
            var parameters = ""
            while index < scalars.count {
                let value = scalars[index].value
                if (0x40...0x7E).contains(value) {
                    let final = Character(scalars[index])
                    sequences.append(final == "m" ? .sgr(parameters) : .csi(parameters: parameters, final: final))
                    return index + 1
                }
                guard (0x20...0x3F).contains(value) else { break }
                parameters.unicodeScalars.append(scalars[index])
                index += 1
            }
            sequences.append(.unterminated("CSI " + parameters))
            return index
        case "]", "P", "X", "^", "_":
            var payload = ""
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar.value == 0x07 && introducer == "]" {
                    record(introducer, payload)
                    return index + 1
                }
                if scalar.value == 0x1B, index + 1 < scalars.count, scalars[index + 1] == "\\" {
                    record(introducer, payload)
                    return index + 2
                }
                payload.unicodeScalars.append(scalar)
                index += 1
            }
            sequences.append(.unterminated("ESC \(introducer) " + payload))
            return index
        default:
            sequences.append(.escape(introducer))
            return index
        }
    }

    private mutating func record(_ introducer: Character, _ payload: String) {
        if introducer == "]" {
            let command = payload.prefix { $0 != ";" }
            sequences.append(.osc(command: String(command), payload: String(payload.dropFirst(command.count + 1))))
        } else {
            sequences.append(.string(introducer: introducer, payload: payload))
        }
    }
}
