import QiitaAPI
import TerminalText
import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a command writes, and how: stdout and stderr, colour, the terminal's width. All that
/// `render` needs; the commands that talk to Qiita get it inside their ``CommandContext``.
struct Console {
    let environment: [String: String]
    let colorChoice: ColorChoice
    let output = StandardStream.output
    let errors = StandardStream.error
    /// The colours for the terminal's background (the `theme` setting).
    var palette: Palette = .dark

    init(color: ColorChoice, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.colorChoice = color
        self.environment = environment
    }

    /// Whether stdout gets colour.
    var colors: Bool { colorChoice.enablesColor(isTerminal: output.isTerminal, environment: environment) }

    /// How stdout's styled lines are encoded.
    var encoder: ANSIEncoder {
        let colors = self.colors
        return ANSIEncoder(
            colors: colors,
            hyperlinks: colors && HyperlinkChoice.auto.enablesHyperlinks(isTerminal: output.isTerminal, environment: environment),
            palette: palette)
    }

    /// The widest layout honoured, from `--width` or `COLUMNS`.
    static let widestLayout = 1000

    /// Whether a person is watching: both stdout and stderr are terminals.
    var isInteractive: Bool { output.isTerminal && errors.isTerminal }

    /// The terminal's width for stdout, when it is a terminal or `COLUMNS` says.
    var terminalWidth: Int? {
        if let columns = environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return min(columns, Self.widestLayout) }
        return output.isTerminal ? TTY.windowSize()?.columns : nil
    }

    /// The width to lay tables and articles out at: the terminal's, else 80 (a terminal that
    /// does not tell its size, or a pipe given `--width` alone).
    var layoutWidth: Int { terminalWidth ?? 80 }

    /// The indentation of JSON on stdout: indented for a person, compact (nil) for a pipe.
    var jsonIndent: Int? { output.isTerminal ? 2 : nil }

    /// The JSON writer for stdout (``jsonIndent``).
    func jsonWriter() -> JSONWriter {
        JSONWriter(indent: jsonIndent)
    }

    /// A one-line notice on stderr, prefixed `qiita:`; server text in it is sanitized.
    func notice(_ message: String) {
        errors.notice(message)
    }
}
