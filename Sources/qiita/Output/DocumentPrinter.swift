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
        let text = document.text(using: context.encoder)
        try Pager(environment: context.environment, output: context.output)
            .show(text, lineCount: document.lines.count, enabled: !view.noPager)
    }
}
