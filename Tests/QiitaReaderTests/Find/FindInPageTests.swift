import Foundation
import QiitaAPI
import QiitaMarkdown
import QiitaReader
import Testing
import TerminalText
import TerminalUI
import TestSupport

/// `/` on an article finds text in it: matches highlighted, `n` and `N` through them with the
/// place on the status line, and the go-to prompt on `:`; the prompt's history on ↑.
@Suite struct FindInPageTests {
    static let itemID = "0123456789abcdef0001"
    /// Forty paragraphs, every tenth with the word to find, one in full-width letters (as JSON
    /// text: the item is decoded from it).
    static let body = (1...40).map { number in
        number == 30 ? "段落\(number)：ＮＥＥＤＬＥ を探す" : number % 10 == 0 ? "段落\(number) has the needle in it" : "段落\(number) is plain text"
    }.joined(separator: "\\n\\n")

    var state = ReaderState(
        start: .item(itemID), size: TerminalSize(columns: 80, rows: 12), colors: true, host: .qiitaCom,
        promptHistory: PromptHistory(["older", "#Swift"]))

    init() {
        complete(state.begin())
    }

    mutating func complete(_ effects: [ReaderEffect]) {
        for effect in effects {
            switch effect {
            case .load(let entry, .article, _, _):
                let item = ModelFactory.item(id: Self.itemID, title: "A long article", body: Self.body)
                complete(
                    state.handle(
                        .articleLoaded(entry: entry, item: item, renderer: ArticleRenderer(header: nil, body: item.body), stocked: nil),
                        now: Date()))
            case .load(let entry, .comments, _, _):
                let renderer = ArticleRenderer(header: nil, body: "**bob** said:\n\nThe needle is in the comment.")
                complete(state.handle(.commentsLoaded(entry: entry, itemID: Self.itemID, renderer: renderer, count: 1), now: Date()))
            case .layOut(let entry, let request, let renderer, let options):
                complete(state.handle(.laidOut(entry: entry, request: request, document: renderer.render(options)), now: Date()))
            default:
                continue
            }
        }
    }

    @discardableResult
    mutating func press(_ keys: Key...) -> [ReaderEffect] {
        keys.flatMap { state.handle(.key($0), now: Date()) }
    }

    @discardableResult
    mutating func find(_ text: String) -> [ReaderEffect] {
        press(.character("/")) + text.flatMap { state.handle(.key(.character($0)), now: Date()) } + press(.enter)
    }

    var frame: Frame { ReaderView.frame(for: state) }
    var status: String { frame.rows.last?.plainText ?? "" }
    var document: DocumentContent? {
        if case .document(let document) = state.history.current.content { return document }
        return nil
    }

    /// The row on screen with the current match, and the text highlighted as current on it.
    var currentHighlight: (row: Int, text: String)? {
        for (row, line) in frame.rows.enumerated() {
            let text = line.spans.filter { $0.style.attributes.contains(.inverse) && $0.style.attributes.contains(.bold) }
                .map(\.text).joined()
            if !text.isEmpty && row < frame.rows.count - 1 { return (row, text) }
        }
        return nil
    }

    @Test mutating func slashFindsNAndShiftNGoThroughTheMatchesAndRound() throws {
        find("needle")
        #expect(state.mode == .browsing)
        #expect(status.contains("1/4"), "\(status)")
        let first = try #require(currentHighlight)
        #expect(first.text == "needle")
        #expect(frame.rows[first.row].plainText.contains("段落10 has the needle"))

        press(.character("n"))
        #expect(status.contains("2/4"))
        #expect(try #require(currentHighlight).text == "needle", "scrolled to show the next match")
        press(.character("n"))
        #expect(status.contains("3/4"))
        #expect(try #require(currentHighlight).text == "ＮＥＥＤＬＥ", "full-width letters match")
        press(.character("n"), .character("n"))
        #expect(status.contains("1/4"))
        #expect(status.contains("from the top"))
        press(.character("N"))
        #expect(status.contains("4/4"))
        #expect(status.contains("from the bottom"))
    }

    @Test mutating func theMatchIsHighlightedInItsDisplayColumns() throws {
        find("needle")
        let row = try #require(currentHighlight?.row)
        let line = frame.rows[row]
        // The line's start is the article's margin, then 段落10 (6 columns): the match's columns are counted by width.
        var column = 0
        var highlightedAt: Int?
        for span in line.spans {
            if span.style.attributes.contains(.inverse), highlightedAt == nil { highlightedAt = column }
            column += span.width
        }
        let text = line.plainText
        let before = try #require(text.range(of: "needle")).lowerBound
        #expect(highlightedAt == DisplayWidth.of(text[..<before]))
    }

    /// Without colour no style reaches the terminal: the cursor stands on the current match.
    @Test mutating func withoutColourTheCursorMarksTheCurrentMatch() throws {
        state = ReaderState(start: .item(Self.itemID), size: TerminalSize(columns: 80, rows: 12), colors: false, host: .qiitaCom)
        complete(state.begin())
        #expect(frame.cursor == nil)
        find("needle")
        let cursor = try #require(frame.cursor)
        let text = frame.rows[cursor.row].plainText
        let before = try #require(text.range(of: "needle")).lowerBound
        #expect(cursor.column == DisplayWidth.of(text[..<before]))
        press(.character("n"))
        #expect(try #require(frame.cursor) != cursor || frame.rows[cursor.row].plainText != text, "n moves the cursor")
    }

    @Test mutating func noMatchSaysSoAndShowsNoPosition() {
        find("kotlin")
        #expect(status.contains("no match for \"kotlin\""), "\(status)")
        #expect(document?.find == nil)
        press(.character("N"))
        #expect(status.contains("/ finds text"))
    }

    @Test mutating func controlCharactersInTheQueryAreNeverShownRaw() {
        _ = press(.character("/"), .paste("\u{1B}[31mneedle\u{07}"), .enter)
        #expect(!status.unicodeScalars.contains { $0.value < 0x20 })
        #expect(frame.rows.allSatisfy { line in !line.plainText.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 } })
    }

    @Test mutating func anEmptyFindTakesTheMatchesAway() {
        find("needle")
        #expect(document?.find != nil)
        find("")
        #expect(document?.find == nil)
        #expect(currentHighlight == nil)
        // n is a screen down again.
        let before = document?.presenter.state.scrollOffset
        press(.character("n"))
        #expect(document?.presenter.state.scrollOffset != before)
    }

    @Test mutating func theMatchesFollowANewLayout() throws {
        find("needle")
        complete(state.handle(.resize(TerminalSize(columns: 40, rows: 12)), now: Date()))
        let find = try #require(document?.find)
        #expect(find.matches.count == 4)
    }

    /// The Comments screen is a page too: `/` finds in it.
    @Test mutating func theCommentsAreFoundInToo() throws {
        state = ReaderState(start: .comments(of: Self.itemID), size: TerminalSize(columns: 80, rows: 12), colors: true, host: .qiitaCom)
        complete(state.begin())
        find("NEEDLE")
        #expect(status.contains("1/1"), "\(status)")
        #expect(try #require(currentHighlight).text == "needle")
    }

    /// On an article the go-to prompt is `:`; on a list `/` stays the go-to prompt.
    @Test mutating func colonGoesToAndListsKeepSlash() {
        _ = press(.character(":"))
        #expect(frame.rows.last?.plainText.hasPrefix(": ") == true)
        _ = "#Swift".map { state.handle(.key(.character($0)), now: Date()) }
        _ = press(.enter)
        #expect(state.history.current.screen == .tag("Swift"))
        _ = press(.character("/"))
        guard case .prompt(let field) = state.mode else {
            Issue.record("no prompt")
            return
        }
        #expect(field.purpose == .goTo)
    }

    @Test mutating func enterRemembersTheEntryAndUpRecallsIt() {
        let effects = find("needle")
        #expect(effects.contains(.rememberPrompt("needle")))
        #expect(state.promptHistory.entries == ["older", "#Swift", "needle"])
        #expect(!find("needle").contains(.rememberPrompt("needle")), "the same entry again is not kept twice")
        _ = press(.character("/"), .up)
        #expect(frame.rows.last?.plainText == "/ needle")
        _ = press(.up)
        #expect(frame.rows.last?.plainText == "/ #Swift")
        _ = press(.escape)
        #expect(state.mode == .browsing)
    }
}
