import Foundation
import QiitaFake
import Testing
import TestSupport

/// `C` and a number in the reader: the code block goes to the clipboard program the settings
/// name, else to the terminal as OSC 52 (read back from tmux's paste buffer) and to a private
/// file, which the status line names.
@MainActor @Suite struct ReaderCopyCodeTmuxTests {
    static let secondBlock = "def greet(name)\n\tputs \"hi #{name}\"" + String(repeating: " # wide", count: 20) + "\nend"
    static let body = "```sh\ngem install greeter\n```\n\n```ruby:greet.rb\n\(secondBlock)\n```\n"
    /// Where the reader leaves a copy no program took, as the status line names it under `$HOME`.
    static let savedCopy = "/.local/state/qiita/clipboard.txt"

    /// A path for a home of a test's own.
    private static func newHome() -> String { NSTemporaryDirectory() + "qiita-copy-code-" + UUID().uuidString }

    /// The reader in `home`, with `settings` as its config file, on an article with two code
    /// blocks; `use` gets the session. The server, tmux and the home are gone afterwards.
    private static func withArticle(
        home: String = newHome(), settings: String, _ use: (ReaderTmuxSession) async throws -> Void
    ) async throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home + "/.config/qiita", withIntermediateDirectories: true)
        try settings.write(toFile: home + "/.config/qiita/config.yml", atomically: true, encoding: .utf8)
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let (reader, post) = try ReaderTmuxSession.onNewArticle(
            server, title: "Copy me", body: body, tags: ["Ruby"], columns: 120, home: home)
        defer { reader.close() }
        // tmux keeps what OSC 52 sends only with set-clipboard on (off by default).
        try reader.tmux.setServerOption("set-clipboard", "on")
        let screen = try await reader.waitForArticle([post.title])
        #expect(screen.lines.contains { $0.contains("┌─ #2 greet.rb ─") }, "\(screen)")
        try await use(reader)
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }

    @Test func cAndTheNumberCopyTheBlockAsWrittenThroughTheClipboardProgram() async throws {
        let home = Self.newHome()
        try await Self.withArticle(home: home, settings: "clipboard: tee \(home)/clip\n") { reader in
            try reader.tmux.press("C")
            try await reader.tmux.waitForScreen("the prompt") { $0.lastLine.contains("copy code block #_ (of 1–2") }
            try reader.tmux.press("2")
            try await reader.tmux.waitForScreen("the copy said") { $0.lastLine.contains("copied code block 2 (3 lines)") }
            #expect(try String(contentsOfFile: home + "/clip", encoding: .utf8) == Self.secondBlock)
            #expect(reader.tmux.pasteBuffer() == nil, "a clipboard program chosen in the settings is the only way out")
        }
    }

    /// No clipboard program here: the terminal is sent OSC 52, and since it never says whether it
    /// took it, the code is also left in a private file.
    @Test func withoutAClipboardProgramTheTerminalGetsOSC52AndAFileKeepsTheCode() async throws {
        let home = Self.newHome()
        try await Self.withArticle(home: home, settings: "") { reader in
            try reader.tmux.press("C", "2")
            try await reader.tmux.waitForScreen("the copy said") {
                $0.lastLine.contains("copied code block 2 (3 lines) by OSC 52; also in ~\(Self.savedCopy)")
            }
            #expect(reader.tmux.pasteBuffer() == Self.secondBlock)
            let path = home + Self.savedCopy
            #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.secondBlock)
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0) & 0o777
            #expect(mode == 0o600)
        }
    }

    @Test func aClipboardProgramThatFailsLeavesTheCodeInAFile() async throws {
        let home = Self.newHome()
        try await Self.withArticle(home: home, settings: "clipboard: false\n") { reader in
            try reader.tmux.press("C", "1")
            try await reader.tmux.waitForScreen("the file named") {
                $0.lastLine.contains("no clipboard program took it: code block 1 (1 line) is in ~\(Self.savedCopy)")
            }
            #expect(try String(contentsOfFile: home + Self.savedCopy, encoding: .utf8) == "gem install greeter")
        }
    }

    /// `code.style: plain`: the code starts at the article's left edge, with no gutter to select.
    @Test func thePlainCodeStyleDrawsCodeWithoutAGutter() async throws {
        try await Self.withArticle(settings: "code.style: plain\narticle.align: left\n") { reader in
            let screen = try reader.tmux.capture()
            #expect(screen.lines.contains("gem install greeter"), "\(screen)")
            #expect(screen.lines.contains("def greet(name)"), "\(screen)")
            #expect(!screen.text.contains("│ gem"))
        }
    }
}
