import Foundation
import Testing

/// The outline of an article in the reader, against the fake server: `]` and `[` go from heading
/// to heading, the status line names the section on screen, and `O` lists the headings to jump to.
@Suite(.serialized)
struct ReaderOutlineTmuxTests {
    static let body: String = {
        let filler = (1...40).map { "段落 \($0) の本文です。" }.joined(separator: "\n\n")
        return "## はじめに\n\n\(filler)\n\n## 使い方\n\n\(filler)\n\n## まとめ\n\n\(filler)"
    }()

    @Test func bracketsAndTheOutlineMoveBetweenHeadings() async throws {
        let server = try ReaderTmuxSession.startServer()
        defer { server.stop() }
        let (reader, post) = try ReaderTmuxSession.onNewArticle(server, title: "Outline", body: Self.body, rows: 24)
        defer { reader.close() }
        try await reader.waitForArticle([post.title])

        try reader.tmux.press("]")
        try await reader.tmux.waitForScreen("the first section named") { $0.lastLine.contains("§ はじめに") }
        try reader.tmux.press("]")
        let second = try await reader.tmux.waitForScreen("the second section") { $0.lastLine.contains("§ 使い方") }
        #expect(second.lines.first?.contains("## 使い方") == true, "the heading is at the top: \(second)")

        try reader.tmux.press("O")
        let outline = try await reader.tmux.waitForScreen("the outline") { $0.contains("まとめ") && $0.contains("はじめに") }
        #expect(outline.contains("使い方"))
        try reader.tmux.press("j")
        try reader.tmux.press("Enter")
        try await reader.tmux.waitForScreen("the last section") { $0.lastLine.contains("§ まとめ") }

        try reader.tmux.press("[")
        try await reader.tmux.waitForScreen("back one section") { $0.lastLine.contains("§ 使い方") }
    }
}
