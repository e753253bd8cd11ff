import ArgumentParser

/// How a rendered article is shown: its width and whether it goes through the pager.
struct ViewOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Lay out for this many columns (default: the terminal's, $COLUMNS, or 80).", valueName: "n"))
    var width: Int?

    @Flag(name: .customLong("no-pager"), help: "Print directly instead of through $QIITA_PAGER, $PAGER or less.")
    var noPager = false

    func validate() throws {
        if let width, !(1...Console.widestLayout).contains(width) {
            throw ValidationError("--width must be between 1 and \(Console.widestLayout), not \(width)")
        }
    }

    /// The layout width: `--width`, `COLUMNS`, the terminal, else 80.
    func layoutWidth(console: Console) -> Int {
        width ?? console.layoutWidth
    }
}
