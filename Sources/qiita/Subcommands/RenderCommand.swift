import ArgumentParser
import Glibc
import QiitaMarkdown
import TerminalText

/// `qiita render [FILE|-]`: previews Qiita Markdown from a file or stdin, with the renderer
/// articles use, so authors can check a draft in the terminal.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render Qiita Markdown from a file or stdin for the terminal.",
        discussion: """
            Examples:
              qiita render draft.md
              qiita item 4bd431809afb1bb99e4f --raw | qiita render --width 60
            """)

    @Argument(help: ArgumentHelp("The markdown file; - or nothing reads stdin.", valueName: "file"))
    var file: String?

    @OptionGroup var view: ViewOptions

    @Option(help: ArgumentHelp("Colour: auto, always or never (auto honours NO_COLOR and CLICOLOR_FORCE)."))
    var color: ColorChoice = .auto

    func run() throws {
        let context = try CommandContext(color: color, usesNetwork: false)
        let markdown = try Self.read(file)
        let printer = DocumentPrinter(context: context, view: view)
        try printer.print(MarkdownRenderer(markdown: markdown).render(printer.renderOptions))
    }

    /// The file's text (invalid UTF-8 replaced, never refused).
    static func read(_ file: String?) throws -> String {
        let path = file ?? "-"
        let descriptor = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandFailure.failure("cannot read \(Sanitizer.line(path)): \(String(cString: strerror(errno)))")
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
            bytes.reserveCapacity(Int(status.st_size) + 1)  // read without growing
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure.failure("cannot read \(Sanitizer.line(path)): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
