import TerminalText

/// Splits code into coloured tokens, line by line, from per-language tables.
///
/// One generic scanner (`CodeScanner`) reads one `LanguageDefinition` table per language; state
/// such as an open block comment or multi-line string carries from line to line. Lines are split
/// at `\n` only (a `\r` before it stays in the line's last token), so code ending in `\n` ends
/// with an empty line.
///
/// Diffs: for `diff`, each line is one token of its kind (`.inserted`, `.deleted`, `.meta`, or
/// `.plain` for context). For `diff_<language>` (`diff_ruby`), an added or removed line is its
/// marker (`+` as `.inserted`, `-` as `.deleted`) followed by the rest tokenised as that
/// language, and context lines are tokenised too. `highlightLines(_:)` gives each line's kind
/// as well, so a renderer can paint the whole line as added or removed; with `highlight(_:)`
/// alone, the first token's kind tells the same.
package struct SyntaxHighlighter: Sendable {
    /// What an info string or file name resolved to.
    private enum Mode: Sendable {
        case plain
        case code(LanguageDefinition)
        /// A diff, with the language of its lines when one was named.
        case diff(LanguageDefinition?)
    }

    /// The canonical name of the language the info string resolved to (`ruby` for `rb`,
    /// `diff_ruby` for `diff_rb`, `diff` for a diff of an unknown language), nil when unknown.
    package let language: String?
    private let mode: Mode

    /// The canonical names this highlighter colours; each may also follow `diff_`.
    package static let supportedLanguages: [String] = ["diff"] + LanguageCatalog.all.map(\.name)

    /// `language` is a fence's language as written (`swift`, `js`, `C++`, `sh`, `diff`,
    /// `diff_ruby`, …), matched case-insensitively. A name with a `.` or `/` that is not an alias
    /// is taken as a file name (Qiita writers fence code as ```` ```App.js ````).
    package init(language: String) {
        self.init(mode: Self.mode(forLanguage: language))
    }

    /// Picks the language from a file name: `main.swift`, `Dockerfile`, `app/models/user.rb`,
    /// `Gemfile`, `fix.patch` (a diff).
    package init(filename: String) {
        self.init(mode: Self.mode(forFilename: filename))
    }

    /// Both parts of an info string such as `diff:App.js` or `ruby:app.rb`. The language wins;
    /// the file name decides when the language is empty, and gives a plain `diff` the language
    /// of its lines (`diff:App.js` highlights as `diff_javascript`).
    package init(language: String, filename: String) {
        switch Self.mode(forLanguage: language) {
        case .diff(nil):
            if case .code(let inner) = Self.mode(forFilename: filename) {
                self.init(mode: .diff(inner))
            } else {
                self.init(mode: .diff(nil))
            }
        case .plain where Self.firstWord(of: language).isEmpty:
            self.init(mode: Self.mode(forFilename: filename))
        case let mode:
            self.init(mode: mode)
        }
    }

    private init(mode: Mode) {
        self.mode = mode
        switch mode {
        case .plain: language = nil
        case .code(let definition): language = definition.name
        case .diff(nil): language = "diff"
        case .diff(let definition?): language = "diff_" + definition.name
        }
    }

    /// The code's lines (split at `\n`), each as tokens whose texts concatenate to the line.
    package func highlight(_ code: String) -> [[HighlightedToken]] {
        highlightLines(code).map(\.tokens)
    }

    /// The code's lines (split at `\n`) with each line's kind, which only diffs set to other
    /// than `.code`.
    package func highlightLines(_ code: String) -> [HighlightedLine] {
        var code = code
        return code.withUTF8 { bytes in
            let lines = Self.lineRanges(bytes)
            switch mode {
            case .plain:
                return lines.map { HighlightedLine(.code, Self.wholeLine(.plain, $0, bytes)) }
            case .code(let definition):
                return Self.highlightCode(lines, bytes, definition)
            case .diff(nil):
                return lines.map { line in
                    let kind = Self.diffKind(of: line, bytes)
                    return HighlightedLine(kind, Self.wholeLine(Self.tokenKind(of: kind), line, bytes))
                }
            case .diff(let definition?):
                return Self.highlightDiff(lines, bytes, definition)
            }
        }
    }

    private static func highlightCode(
        _ lines: [Range<Int>], _ bytes: UnsafeBufferPointer<UInt8>, _ definition: LanguageDefinition
    ) -> [HighlightedLine] {
        var scanner = CodeScanner(language: definition, bytes: bytes)
        scanner.isSession =
            definition.promptedSessions
            && lines.contains { CodeScanner.promptEnd(bytes, $0, showingSession: true) != nil }
        var result: [HighlightedLine] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            scanner.spans.removeAll(keepingCapacity: true)
            scanner.scanLine(line)
            result.append(HighlightedLine(.code, tokens(scanner.spans, bytes)))
        }
        return result
    }

    // MARK: Lines and tokens

    /// The byte ranges of the lines, without their `\n`.
    private static func lineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while let end = ByteScan.firstIndex(of: 0x0A, in: bytes, from: start) {
            lines.append(start..<end)
            start = end + 1
        }
        lines.append(start..<bytes.count)
        return lines
    }

    static func tokens(_ spans: [CodeScanner.Span], _ bytes: UnsafeBufferPointer<UInt8>) -> [HighlightedToken] {
        spans.map { HighlightedToken($0.kind, text($0.start..<$0.end, bytes)) }
    }

    /// One token for the whole line, none for an empty one.
    static func wholeLine(
        _ kind: TokenKind, _ line: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> [HighlightedToken] {
        line.isEmpty ? [] : [HighlightedToken(kind, text(line, bytes))]
    }

    private static func text(_ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    // MARK: Resolving names

    private static func mode(forLanguage language: String) -> Mode {
        let name = firstWord(of: language).lowercased()
        if name == "diff" || name == "patch" { return .diff(nil) }
        if name.hasPrefix("diff_") {
            return .diff(LanguageCatalog.language(alias: String(name.dropFirst("diff_".count))))
        }
        if let definition = LanguageCatalog.language(alias: name) { return .code(definition) }
        if name.contains(".") || name.contains("/") { return mode(forFilename: name) }
        return .plain
    }

    private static func mode(forFilename filename: String) -> Mode {
        let name = firstWord(of: filename).lowercased()
        if name.hasSuffix(".diff") || name.hasSuffix(".patch") { return .diff(nil) }
        return LanguageCatalog.language(filename: name).map(Mode.code) ?? .plain
    }

    /// An info string's first word: CommonMark lets text follow the language after a space.
    private static func firstWord(of text: String) -> String {
        String(text.split(whereSeparator: \.isWhitespace).first ?? "")
    }
}
