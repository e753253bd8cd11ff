import QiitaMarkdown
import TerminalText

/// Prints a rendered document: encoded for stdout, through the pager when it is long.
struct DocumentPrinter {
    let console: Console
    let view: ViewOptions

    var renderOptions: RenderOptions {
        RenderOptions(width: view.layoutWidth(console: console), colors: console.colors)
    }

    func print(_ document: RenderedDocument) throws {
        let encoder = console.encoder
        if view.noPager || !console.output.isTerminal {
            // No pager can be involved: written a piece at a time, never as one big string.
            try document.write(using: encoder) { try console.output.write(bytes: $0) }
            try console.output.flush()
            return
        }
        let text = document.text(using: encoder)
        try Pager(environment: console.environment, output: console.output)
            .show(text, lineCount: document.lines.count)
    }
}
