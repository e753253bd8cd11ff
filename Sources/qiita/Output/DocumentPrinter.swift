import QiitaMarkdown
import TerminalText

/// Prints a rendered document: encoded for stdout, through the pager when it is long.
struct DocumentPrinter {
    let context: CommandContext
    let view: ViewOptions

    var renderOptions: RenderOptions {
        RenderOptions(width: view.layoutWidth(context: context), colors: context.colors)
    }

    func print(_ document: RenderedDocument) throws {
        let encoder = context.encoder
        if view.noPager || !context.output.isTerminal {
            // No pager can be involved: written a piece at a time, never as one big string.
            try document.write(using: encoder) { try context.output.write(bytes: $0) }
            try context.output.flush()
            return
        }
        let text = document.text(using: encoder)
        try Pager(environment: context.environment, output: context.output)
            .show(text, lineCount: document.lines.count, enabled: true)
    }
}
