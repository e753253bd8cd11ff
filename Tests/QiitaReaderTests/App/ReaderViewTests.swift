import Foundation
import QiitaAPI
import QiitaReader
import Testing
import TerminalText
import TerminalUI
import TerminalUITestSupport
import TestSupport

/// Frames drawn onto the virtual terminal, as a user would see them.
@Suite struct ReaderViewTests {
    func screen(for state: ReaderState) -> VirtualScreen {
        var renderer = FrameRenderer(encoder: ANSIEncoder(colors: false))
        var screen = VirtualScreen(size: state.size)
        screen.write(renderer.render(ReaderView.frame(for: state)))
        return screen
    }

    func loadedFeed(size: TerminalSize, items: [ItemSummary]) -> ReaderState {
        var state = ReaderState(start: .feed(), size: size, colors: false, host: .qiitaCom)
        _ = state.begin()
        _ = state.handle(.itemsLoaded(entry: 0, items: items, info: PageInfo(page: 1, nextPage: 2, totalCount: 1234)), now: Date())
        return state
    }

    @Test func listHasHeaderRowsAndStatusLine() {
        let items = [
            ModelFactory.item(id: "0123456789abcdef0001", title: "Swiftの非同期処理を完全に理解する", userID: "alice").summary,
            ModelFactory.item(id: "0123456789abcdef0002", title: "An English title", userID: "bob").summary,
        ]
        let lines = screen(for: loadedFeed(size: TerminalSize(columns: 90, rows: 8), items: items)).lines
        #expect(lines[0].contains("DATE") && lines[0].contains("TITLE") && lines[0].contains("AUTHOR"))
        #expect(lines[1].hasPrefix("> ") && lines[1].contains("Swiftの非同期処理"))
        // Unread: marked with a dot, which shows without colour.
        #expect(lines[2].hasPrefix("• ") && lines[2].contains("An English title"))
        // Both authors start in the same column: wide characters are measured as two.
        let japanese = lines[1].prefix { $0 != "@" }
        let english = lines[2].prefix { $0 != "@" }
        #expect(DisplayWidth.of(japanese) == DisplayWidth.of(english))
        #expect(lines[7].hasPrefix("Feed") && lines[7].contains("1/1234") && lines[7].contains("p1"))
    }

    @Test(arguments: [(20, 5), (1, 1), (0, 0), (3, 2), (200, 60)])
    func tinyAndHugeTerminalsDoNotCrash(_ columns: Int, _ rows: Int) {
        var state = loadedFeed(size: TerminalSize(columns: columns, rows: rows), items: ModelFactory.items(50))
        for key: Key in [.down, .end, .pageUp, .character("?")] { _ = state.handle(.key(key), now: Date()) }
        let frame = ReaderView.frame(for: state)
        #expect(frame.rows.allSatisfy { $0.width <= max(0, columns) })
        _ = screen(for: state)
    }

    @Test func promptShowsItsTextAndCursorAtTheBottom() {
        var state = loadedFeed(size: TerminalSize(columns: 60, rows: 10), items: ModelFactory.items(5))
        _ = state.handle(.key(.character("/")), now: Date())
        for character in "#機械学習" { _ = state.handle(.key(.character(character)), now: Date()) }
        let frame = ReaderView.frame(for: state)
        #expect(frame.rows.last?.plainText == "/ #機械学習")
        #expect(frame.cursor == Frame.Cursor(row: 9, column: 2 + 1 + 8))
    }

    @Test func promptShowsWhatToTypeAfterALoneSign() {
        var state = loadedFeed(size: TerminalSize(columns: 60, rows: 10), items: ModelFactory.items(5))
        for key: Key in [.character("/"), .character("@"), .enter] { _ = state.handle(.key(key), now: Date()) }
        let frame = ReaderView.frame(for: state)
        #expect(frame.rows.last?.plainText == "/ @  type a user name after @, as in @qiita")
        #expect(frame.cursor == Frame.Cursor(row: 9, column: 3))
    }

    /// At 70×12 the help is one column and scrolls: its last binding, quitting, is reached
    /// with G, and a key that does not scroll closes it.
    @Test func helpScrollsInASmallWindow() {
        var state = loadedFeed(size: TerminalSize(columns: 70, rows: 12), items: ModelFactory.items(5))
        _ = state.handle(.key(.character("?")), now: Date())
        var text = ReaderView.frame(for: state).rows.map(\.plainText)
        #expect(text.contains { $0.contains("j k: scroll") }, "\(text)")
        #expect(!text.contains { $0.contains("Ctrl-C") })
        _ = state.handle(.key(.character("G")), now: Date())
        text = ReaderView.frame(for: state).rows.map(\.plainText)
        #expect(text.contains { $0.contains("Q Ctrl-C") && $0.contains("quit") }, "\(text)")
        #expect(text.allSatisfy { DisplayWidth.of($0) <= 70 })
        let maximum = HelpText.page(in: TerminalSize(columns: 70, rows: 12), scroll: 0).maximumScroll
        _ = state.handle(.key(.character("k")), now: Date())
        #expect(state.mode == .help(scroll: maximum - 1))
        _ = state.handle(.key(.control("u")), now: Date())
        #expect(state.mode == .help(scroll: maximum - 1 - 4), "Ctrl-u scrolls half the box, as it moves a list")
        _ = state.handle(.key(.character("x")), now: Date())
        #expect(state.mode == .browsing)
    }

    /// In a window that holds it, the help is two columns and any key closes it.
    @Test func helpFitsAWideWindowInTwoColumns() {
        #expect(HelpText.lines(width: 116).count < HelpText.lines(width: 36).count)
        #expect(HelpText.lines(width: 36).allSatisfy { DisplayWidth.of($0) <= 36 }, "a 40-column window")
        var state = loadedFeed(size: TerminalSize(columns: 120, rows: 40), items: ModelFactory.items(5))
        _ = state.handle(.key(.character("?")), now: Date())
        let text = ReaderView.frame(for: state).rows.map(\.plainText)
        #expect(text.contains { $0.contains("Any key closes this help.") })
        #expect(text.contains { $0.contains("Q Ctrl-C") })
        _ = state.handle(.key(.character("j")), now: Date())
        #expect(state.mode == .browsing)
    }

    @Test func breadcrumbDropsTheOldestStepsToFit() {
        #expect(StatusLine.breadcrumb(["Feed", "@alice", "A title"], width: 40) == "Feed › @alice › A title")
        #expect(StatusLine.breadcrumb(["Feed", "@alice", "A title"], width: 20) == "… › @alice › A title")
        #expect(DisplayWidth.of(StatusLine.breadcrumb(["Feed", "とても長い日本語のタイトルです"], width: 10)) <= 10)
    }
}

/// Keys the config file rebinds: they do the action, the keys they took leave other actions,
/// and the help shows the bindings in force.
@Suite struct KeyBindingsTests {
    @Test func rebindingMovesKeysBetweenActionsAndTheHelpFollows() throws {
        let n = try #require(KeyName.key("n"))
        let bindings = KeyBindings.standard.rebinding(.down, to: [.character("j"), n]).rebinding(.quit, to: [.control("x")])
        #expect(bindings.keys(for: .down) == [.character("j"), .character("n")])
        #expect(bindings.keys(for: .nextPage).isEmpty, "n left the next page")
        #expect(bindings.keys(for: .quit) == [.control("x")])
        var state = ReaderState(
            start: .feed(), size: TerminalSize(columns: 120, rows: 40), colors: false, host: .qiitaCom, keyBindings: bindings)
        _ = state.begin()
        #expect(state.handle(.key(.character("Q")), now: Date()).isEmpty && !state.isQuitting, "Q no longer quits")
        _ = state.handle(.key(.control("x")), now: Date())
        #expect(state.isQuitting)
        let help = HelpText.lines(width: 116, keyBindings: bindings).joined(separator: "\n")
        #expect(help.contains("j n k ↑") && help.contains("Ctrl-x Ctrl-C"))
    }

    @Test func keyNamesReadAsWritten() {
        #expect(KeyName.key("Enter") == .enter && KeyName.key("shift-tab") == .backTab && KeyName.key("Space") == .character(" "))
        #expect(KeyName.key("Ctrl-d") == .control("d") && KeyName.key("PgDn") == .pageDown && KeyName.key("x") == .character("x"))
        #expect(KeyName.key("Foo") == nil && KeyName.key("") == nil)
        #expect(KeyName.display(.backTab) == "Shift-Tab" && KeyName.display(.home) == "Home" && KeyName.display(.control("l")) == "Ctrl-l")
    }
}
