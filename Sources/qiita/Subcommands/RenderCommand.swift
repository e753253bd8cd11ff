import ArgumentParser
import QiitaMarkdown
import TerminalText

/// `qiita render [FILE|-]`: previews Qiita Markdown from a file or stdin, with the renderer
/// articles use, so authors can check a draft in the terminal; a qiita-cli draft's front
/// matter gives the header its title and tags.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Qiita Markdown from a file or stdin for the terminal.",
        discussion: """
            A draft written for qiita-cli (front matter between --- lines) is previewed under its title and tags; the rest of its front matter is not shown.

            Examples:
              qiita render public/draft.md
              qiita item 4bd431809afb1bb99e4f --raw | qiita render --width 60
              qiita render public/draft.md --code 1 > snippet.sh
            """)

    @Argument(help: ArgumentHelp("The markdown file; - or nothing reads stdin.", valueName: "file"))
    var file: String?

    @OptionGroup var view: ViewOptions

    @Option(help: ArgumentHelp("Colour: auto, always or never (auto honours NO_COLOR and CLICOLOR_FORCE)."))
    var color: ColorChoice = .auto

    func run() throws {
        var console = Console(color: color)
        let settings = Settings.load(environment: console.environment)
        console.palette = settings.theme ?? .dark
        let (frontMatter, body) = DraftFrontMatter.split(try InputText.read(file))
        let printer = DocumentPrinter(console: console, view: view, settings: settings)
        try printer.print(ArticleRenderer(header: frontMatter?.header, body: body))
    }
}
