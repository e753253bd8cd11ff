import Foundation
import QiitaAPI
import QiitaMarkdown
import QiitaReader
import Testing
import TerminalUI
import TestSupport

/// `C` and a number copy that code block of the article, as written; the status line says what
/// was copied and where it went.
@Suite struct CodeBlockCopyTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let id = "cccccccccccccccccccc"

    var state = ReaderState(start: .item(id), size: TerminalSize(columns: 80, rows: 24), colors: false, host: .qiitaCom)

    /// The reader on an article whose body is `markdown`, loaded and laid out.
    static func reader(on markdown: String) -> ReaderState {
        var state = ReaderState(start: .item(id), size: TerminalSize(columns: 80, rows: 24), colors: false, host: .qiitaCom)
        var effects = state.begin()
        while let effect = effects.first {
            effects.removeFirst()
            switch effect {
            case .load(let entry, _, _, _):
                let item = ModelFactory.item(id: id, body: "x")
                let renderer = ArticleRenderer(header: nil, body: markdown)
                effects += state.handle(.articleLoaded(entry: entry, item: item, renderer: renderer, stocked: nil), now: now)
            case .layOut(let entry, let request, let renderer, let options):
                effects += state.handle(.laidOut(entry: entry, request: request, document: renderer.render(options)), now: now)
            default:
                continue
            }
        }
        return state
    }

    /// `count` blocks, block N holding `block N` and `end`.
    static func blocks(_ count: Int) -> String {
        (1...count).map { "```\nblock \($0)\nend\n```" }.joined(separator: "\n\n")
    }

    func statusLine() -> String {
        ReaderView.frame(for: state).rows.last?.plainText.trimmingCharacters(in: .whitespaces) ?? ""
    }

    mutating func press(_ keys: Key...) -> [ReaderEffect] {
        keys.flatMap { state.handle(.key($0), now: Self.now) }
    }

    @Test mutating func cThenADigitCopiesThatBlockAsWritten() {
        state = Self.reader(on: "```sh\nmake\n```\n\n```go\n\tif ok {\n\t}\n```\n")
        #expect(press(.character("C")).isEmpty)
        #expect(statusLine() == "copy code block #_ (of 1–2; Enter copies, Esc cancels)")
        _ = state.handle(.notice("1 new since your last visit"), now: Self.now)
        #expect(statusLine().hasPrefix("copy code block #_"), "a notice meanwhile does not cover the prompt")
        #expect(press(.character("2")) == [.copy("\tif ok {\n\t}", label: "code block 2 (2 lines)")])
        #expect(state.notice == "copying code block 2 (2 lines)…")
        #expect(state.mode == .browsing)
    }

    /// With 12 blocks, `1` may begin `12`: Enter ends it; `2` cannot begin a number up to 12.
    @Test mutating func aDigitThatCouldBeginALongerNumberWaitsForEnter() {
        state = Self.reader(on: Self.blocks(12))
        #expect(press(.character("C"), .character("1")).isEmpty)
        #expect(statusLine() == "copy code block #1_ (of 1–12; Enter copies, Esc cancels)")
        #expect(press(.character("2")) == [.copy("block 12\nend", label: "code block 12 (2 lines)")])
        #expect(press(.character("C"), .character("1"), .enter) == [.copy("block 1\nend", label: "code block 1 (2 lines)")])
        #expect(press(.character("C"), .character("3")) == [.copy("block 3\nend", label: "code block 3 (2 lines)")])
        #expect(press(.character("C"), .character("1"), .backspace, .character("4")).count == 1)
    }

    @Test mutating func escapeCancelsAndTheKeysMoveAgain() {
        state = Self.reader(on: Self.blocks(12) + "\n\n" + String(repeating: "line\n\n", count: 40))
        #expect(press(.character("C"), .character("1"), .escape).isEmpty)
        #expect(state.mode == .browsing && state.notice == nil)
        _ = press(.character("j"))
        guard case .document(let document) = state.history.current.content else {
            Issue.record("no article")
            return
        }
        #expect(document.presenter.state.scrollOffset == 1)
    }

    @Test mutating func aPageWithoutCodeSaysSo() {
        state = Self.reader(on: "Just words.\n\n$$\nx^2\n$$\n")
        #expect(press(.character("C")).isEmpty)
        #expect(state.notice == "no code block here" && state.mode == .browsing)
    }

    @Test func theHelpListsTheKey() {
        #expect(HelpText.lines(width: 200).contains { $0.contains("C ") && $0.contains("copy code block #N: then N") })
        let rebound = KeyBindings.standard.rebinding(.copyCode, to: [.character("K")])
        #expect(HelpText.lines(width: 200, keyBindings: rebound).contains { $0.contains("K ") && $0.contains("copy code block") })
    }

    @Test(arguments: [
        (ClipboardOutcome.copied, false, "copied code block 2 (3 lines)"),
        (.copied, true, "copied code block 2 (3 lines)"),
        (
            .saved(path: "~/.local/state/qiita/clipboard.txt"), true,
            "copied code block 2 (3 lines) by OSC 52; also in ~/.local/state/qiita/clipboard.txt"
        ),
        (.saved(path: "/tmp/c.txt"), false, "no clipboard program took it: code block 2 (3 lines) is in /tmp/c.txt"),
        (.failed("no clipboard program"), true, "copied code block 2 (3 lines) by OSC 52"),
        (.failed("no clipboard program"), false, "could not copy code block 2 (3 lines): no clipboard program"),
    ])
    func theStatusLineSaysWhereTheCopyWent(outcome: ClipboardOutcome, sentToTerminal: Bool, notice: String) {
        #expect(outcome.notice(for: "code block 2 (3 lines)", sentToTerminal: sentToTerminal) == notice)
    }
}
