import TerminalText
import Testing

@testable import TerminalUI
import TerminalUITestSupport

@Suite(.timeLimit(.minutes(1))) struct VirtualTerminalTests {
    /// A tiny reader loop over the ``Terminal`` seam: a counter that `j`/`k` change, shown on
    /// the first row, with the size on the last row; `q` quits.
    static func run(_ terminal: some Terminal) async throws -> Int {
        try terminal.enterFullScreen()
        defer { terminal.restore() }
        var renderer = FrameRenderer(encoder: ANSIEncoder(colors: true))
        var count = 0
        var size = terminal.size
        func draw() throws {
            let frame = Frame(
                size: size,
                rows: [StyledLine("count \(count)", style: .bold)]
                    + Array(repeating: StyledLine(), count: max(0, size.rows - 2))
                    + [StyledLine("\(size)")])
            let bytes = renderer.render(frame)
            if !bytes.isEmpty { try terminal.write(bytes) }
        }
        try draw()
        for await event in terminal.events() {
            switch event {
            case .key(.character("j")), .key(.down): count += 1
            case .key(.character("k")), .key(.up): count -= 1
            case .key(.character("q")), .terminate, .endOfInput: return count
            case .resize(let newSize): size = newSize
            default: continue
            }
            try draw()
        }
        return count
    }

    @Test func aScriptedSessionDrivesTheLoopToItsEnd() async throws {
        let terminal = VirtualTerminal(size: TerminalSize(columns: 20, rows: 4))
        terminal.type("jj\u{1B}[A\u{1B}[Bj")
        terminal.resize(to: TerminalSize(columns: 12, rows: 3))
        terminal.press(.character("j"))
        terminal.type("x")
        terminal.type("q")
        let count = try await Self.run(terminal)
        #expect(count == 4)
        #expect(!terminal.isFullScreen)
        let screen = terminal.screen
        #expect(!screen.isAlternateScreenActive)
        #expect(screen.isCursorVisible)
        #expect(!screen.isBracketedPasteEnabled)
    }

    @Test func theScreenShowsTheLastFrameWhileInFullScreen() async throws {
        let terminal = VirtualTerminal(size: TerminalSize(columns: 20, rows: 4))
        try terminal.enterFullScreen()
        #expect(terminal.screen.isAlternateScreenActive)
        #expect(terminal.screen.isBracketedPasteEnabled)
        var renderer = FrameRenderer(encoder: ANSIEncoder(colors: true))
        try terminal.write(renderer.render(Frame(size: terminal.size, rows: [StyledLine("記事")])))
        #expect(terminal.screen.lines == ["記事", "", "", ""])
        #expect(terminal.writeCount == 1)
        terminal.restore()
        terminal.restore()
        #expect(terminal.screen.lines == ["", "", "", ""], "the primary screen is back")
    }

    @Test func aFailingWriteIsReported() async throws {
        let terminal = VirtualTerminal(size: TerminalSize(columns: 20, rows: 4))
        terminal.failWrites(with: .writeFailed(errno: 5))
        #expect(throws: TerminalError.writeFailed(errno: 5)) { try terminal.write([0x41]) }
        terminal.failWrites(with: nil)
        try terminal.write([0x41])
        #expect(terminal.screen.lines[0] == "A")
    }

    @Test func typingALoneEscapeIsTheEscapeKey() async {
        let terminal = VirtualTerminal(size: TerminalSize(columns: 20, rows: 4))
        terminal.type("\u{1B}")
        terminal.finishInput()
        var events: [TerminalEvent] = []
        for await event in terminal.events() { events.append(event) }
        #expect(events == [.key(.escape), .endOfInput])
    }
}
