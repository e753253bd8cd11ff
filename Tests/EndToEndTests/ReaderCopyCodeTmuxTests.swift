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

    /// A home of the test's own, with `settings` as its config file when given.
    private static func home(settings: String?) throws -> String {
        let home = NSTemporaryDirectory() + "qiita-copy-code-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: home + "/.config/qiita", withIntermediateDirectories: true)
        if let settings { try settings.write(toFile: home + "/.config/qiita/config.yml", atomically: true, encoding: .utf8) }
        return home
    }

    /// The reader on an article with two code blocks, the second numbered on screen.
    private static func openArticle(home: String) async throws -> (FakeQiitaServer, ReaderTmuxSession) {
        let server = try ReaderTmuxSession.startServer()
        let post = server.addItem(title: "Copy me", body: body, tags: ["Ruby"], userID: "alice")
        let reader = try ReaderTmuxSession(server: server, arguments: ["browse", "--item", post.id], home: home)
        // tmux keeps what OSC 52 sends only with set-clipboard on (off by default).
        try reader.tmux.setServerOption("set-clipboard", "on")
        let screen = try await reader.waitForArticle([post.title])
        #expect(screen.lines.contains { $0.contains("┌─ #2 greet.rb ─") }, "\(screen)")
        return (server, reader)
    }

    @Test func cAndTheNumberCopyTheBlockAsWrittenThroughTheClipboardProgram() async throws {
        let home = try Self.home(settings: nil)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let clip = home + "/clip"
        try "clipboard: tee \(clip)\n".write(toFile: home + "/.config/qiita/config.yml", atomically: true, encoding: .utf8)
        let (server, reader) = try await Self.openArticle(home: home)
        defer {
            reader.close()
            server.stop()
        }
        try reader.tmux.press("C")
        try await reader.tmux.waitForScreen("the prompt") { $0.lastLine.contains("copy code block #_ (of 1–2") }
        try reader.tmux.press("2")
        try await reader.tmux.waitForScreen("the copy said") { $0.lastLine.contains("copied code block 2 (3 lines)") }
        #expect(try String(contentsOfFile: clip, encoding: .utf8) == Self.secondBlock)
        #expect(reader.tmux.pasteBuffer() == nil, "a clipboard program chosen in the settings is the only way out")
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }

    /// No clipboard program here: the terminal is sent OSC 52, and since it never says whether it
    /// took it, the code is also left in a private file.
    @Test func withoutAClipboardProgramTheTerminalGetsOSC52AndAFileKeepsTheCode() async throws {
        let home = try Self.home(settings: nil)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let (server, reader) = try await Self.openArticle(home: home)
        defer {
            reader.close()
            server.stop()
        }
        try reader.tmux.press("C", "2")
        let file = "~/.local/state/qiita/clipboard.txt"
        try await reader.tmux.waitForScreen("the copy said") {
            $0.lastLine.contains("copied code block 2 (3 lines) by OSC 52; also in \(file)")
        }
        #expect(reader.tmux.pasteBuffer() == Self.secondBlock)
        let path = home + "/.local/state/qiita/clipboard.txt"
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.secondBlock)
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0) & 0o777
        #expect(mode == 0o600)
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }

    @Test func aClipboardProgramThatFailsLeavesTheCodeInAFile() async throws {
        let home = try Self.home(settings: "clipboard: false\n")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let (server, reader) = try await Self.openArticle(home: home)
        defer {
            reader.close()
            server.stop()
        }
        try reader.tmux.press("C", "1")
        try await reader.tmux.waitForScreen("the file named") {
            $0.lastLine.contains("no clipboard program took it: code block 1 (1 line) is in ~/.local/state/qiita/clipboard.txt")
        }
        #expect(try String(contentsOfFile: home + "/.local/state/qiita/clipboard.txt", encoding: .utf8) == "gem install greeter")
        try reader.tmux.press("Q")
        #expect(try await reader.waitForEnd().status == 0)
    }
}
