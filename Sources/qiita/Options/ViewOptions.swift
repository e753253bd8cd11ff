import ArgumentParser
import QiitaMarkdown

/// How a rendered article is shown: its width, how its code is drawn, whether it goes through
/// the pager, or only one of its code blocks, for scripts.
struct ViewOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Lay out for this many columns (default: the terminal's, $COLUMNS, or 80).", valueName: "n"))
    var width: Int?

    @Option(
        name: .customLong("code-style"),
        help: ArgumentHelp(
            "Code blocks framed (a gutter before each line) or plain (nothing before the code, for selecting it with the mouse).",
            valueName: "style"))
    var codeStyle: CodeStyle?

    @Option(
        name: .customLong("code"), parsing: .unconditional,
        help: ArgumentHelp("Print only code block N (#N on screen) as written: no frame, no colour.", valueName: "n"))
    var codeBlock: Int?

    @Flag(name: .customLong("no-pager"), help: "Print directly instead of through $QIITA_PAGER, $PAGER or less.")
    var noPager = false

    func validate() throws {
        if let width, !(1...Console.widestLayout).contains(width) {
            throw ValidationError("--width must be between 1 and \(Console.widestLayout), not \(width)")
        }
        if let codeBlock, codeBlock < 1 { throw ValidationError("--code takes a block's number, from 1, not \(codeBlock)") }
    }

    /// The layout width: `--width`, `COLUMNS`, the terminal, else 80.
    func layoutWidth(console: Console) -> Int {
        width ?? console.layoutWidth
    }
}

extension CodeStyle: ExpressibleByArgument {}
