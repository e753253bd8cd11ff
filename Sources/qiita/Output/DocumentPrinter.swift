import QiitaMarkdown
import TerminalText

/// Prints a rendered document: encoded for stdout, through the pager when it is long. An article
/// is laid out no wider than is comfortable to read (100 columns, or the config's
/// `article.width`), centred in a wider terminal unless the config says `article.align: left`.
/// With `--code N` it prints that code block alone, as written, for scripts.
struct DocumentPrinter {
    let console: Console
    let view: ViewOptions
    var settings = Settings()

    /// Columns an article takes at most unless told otherwise: lines longer than this are hard to follow.
    static let readableWidth = 100

    private var renderOptions: RenderOptions {
        RenderOptions(width: layoutWidth, colors: console.colors, codeStyle: view.codeStyle ?? settings.codeStyle ?? .framed)
    }

    /// `--width`, else the terminal's width (or COLUMNS, or 80) up to the readable width.
    private var layoutWidth: Int {
        view.width ?? min(view.layoutWidth(console: console), settings.articleWidth ?? Self.readableWidth)
    }

    /// Columns left of the article on a terminal wider than it, when centred.
    private var margin: Int {
        guard console.output.isTerminal, settings.articleAlignment != .left, let terminal = console.terminalWidth else { return 0 }
        return max(0, (terminal - layoutWidth) / 2)
    }

    /// The article laid out, or only the code block `--code` names. A command prints one article
    /// and ends soon after, so the article and its lines are kept until the process exits.
    func print(_ article: ArticleRenderer) throws {
        guard let number = view.codeBlock else {
            let laidOut = article.render(renderOptions).indented(by: margin)
            KeptUntilExit.keep((article, laidOut))
            return try print(laidOut)
        }
        guard let code = article.codeBlock(number) else {
            let count = article.codeBlocks.count
            let blocks =
                switch count {
                case 0: "there are none"
                case 1: "there is one (#1 on screen)"
                default: "there are \(count) (#1 to #\(count) on screen)"
                }
            throw CommandFailure.usage("no code block \(number): \(blocks)")
        }
        try console.output.write(code + "\n")
        try console.output.flush()
    }

    private func print(_ document: RenderedDocument) throws {
        let encoder = console.encoder
        if view.noPager || !console.output.isTerminal {
            // No pager can be involved: written a piece at a time, never as one big string.
            try document.write(using: encoder) { try console.output.write(bytes: $0) }
            try console.output.flush()
            return
        }
        let text = document.text(using: encoder)
        try Pager(environment: console.environment, output: console.output, configured: settings.pager)
            .show(text, lineCount: document.lines.count)
    }
}
