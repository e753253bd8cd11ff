import Dispatch
import Glibc
import QiitaAPI
import TerminalText
import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The full-screen reader: one loop that owns the ``ReaderState``, feeds it terminal events and
/// load results, performs the effects it returns, and writes each new frame. Loads run in child
/// tasks; leaving a screen cancels its load. The terminal is restored however the loop ends.
package final class Reader: Sendable {
    private let loader: ScreenLoader
    private let terminal: any Terminal
    private let start: Screen
    private let encoder: ANSIEncoder
    private let signedInUser: String?
    private let articleLayout: ArticleLayout
    private let keyBindings: KeyBindings
    private let dateStyle: DateStyle
    private let openURL: @Sendable (String) -> Bool
    private let copy: @Sendable (String) -> ClipboardOutcome
    /// Whether copied text is also sent to the terminal as OSC 52 (``ClipboardSequence``).
    private let copiesThroughTerminal: Bool
    private let promptHistory: PromptHistory
    /// Keeps a prompt's entry for the next runs; a message when that failed.
    private let rememberPrompt: @Sendable (String) -> String?
    /// Said on the status line as the reader opens (a history file it had to ignore).
    private let openingNotice: String?
    /// Called after each frame is written, with the key that caused it (for benchmarks).
    private let frameWritten: (@Sendable (ReaderEvent, Int) -> Void)?

    package init(
        client: QiitaClient, readingLog: (any ReadingLog)? = nil, terminal: any Terminal, start: Screen,
        signedInUser: String? = nil, articleLayout: ArticleLayout = ArticleLayout(), keyBindings: KeyBindings = .standard,
        dateStyle: DateStyle = .day, encoder: ANSIEncoder,
        openURL: @escaping @Sendable (String) -> Bool,
        copy: @escaping @Sendable (String) -> ClipboardOutcome = { _ in .failed("no clipboard") },
        copiesThroughTerminal: Bool = false,
        promptHistory: PromptHistory = PromptHistory(), rememberPrompt: @escaping @Sendable (String) -> String? = { _ in nil },
        openingNotice: String? = nil, frameWritten: (@Sendable (ReaderEvent, Int) -> Void)? = nil
    ) {
        self.loader = ScreenLoader(client: client, readingLog: readingLog)
        self.terminal = terminal
        self.start = start
        self.signedInUser = signedInUser
        self.articleLayout = articleLayout
        self.keyBindings = keyBindings
        self.dateStyle = dateStyle
        self.encoder = encoder
        self.openURL = openURL
        self.copy = copy
        self.copiesThroughTerminal = copiesThroughTerminal
        self.promptHistory = promptHistory
        self.rememberPrompt = rememberPrompt
        self.openingNotice = openingNotice
        self.frameWritten = frameWritten
    }

    /// Runs until the user quits or a termination signal arrives; returns that signal, if any.
    @discardableResult
    package func run() async throws(TerminalError) -> Int32? {
        // What the reader remembers is written in order on a queue of its own: a write may wait
        // on another qiita holding the library, which keys must not wait for. The last ones are
        // waited for after the terminal is given back (defers run last to first).
        let writes = DispatchQueue(label: "qiita.reading-log")
        defer { writes.sync {} }
        try terminal.enterFullScreen()
        defer { terminal.restore() }
        // Events come in batches: a load's results (its rate figures, then its content) are
        // handled together and make one frame.
        let (batches, inbox) = AsyncStream<[ReaderEvent]>.makeStream()
        let terminalEvents = terminal.events()
        let forwarding = Task {
            for await event in terminalEvents {
                switch event {
                case .key(let key): inbox.yield([.key(key)])
                case .resize(let size): inbox.yield([.resize(size)])
                case .terminate(let signal): inbox.yield([.terminate(signal: signal)])
                case .endOfInput: inbox.yield([.terminate(signal: nil)])
                }
            }
        }
        var state = ReaderState(
            start: start, size: terminal.size, colors: encoder.colors, host: loader.client.host,
            isSignedIn: loader.client.isAuthenticated, signedInUser: signedInUser, articleLayout: articleLayout,
            keyBindings: keyBindings, dateStyle: dateStyle, promptHistory: promptHistory)
        state.isOffline = loader.client.libraryPolicy.mode == .offline
        var renderer = FrameRenderer(encoder: encoder)
        var loads: [Int: Task<Void, Never>] = [:]
        defer {
            forwarding.cancel()
            for task in loads.values { task.cancel() }
        }

        func perform(_ effects: [ReaderEffect]) throws(TerminalError) {
            for effect in effects {
                switch effect {
                case .load(let entry, let source, let page, let fresh):
                    loads[entry]?.cancel()
                    let loader = self.loader
                    loads[entry] = Task {
                        let results = await loader.load(entry: entry, source: source, page: page, fresh: fresh)
                        // A cancelled load's results are stale; the presenters drop any that
                        // were already queued.
                        guard !Task.isCancelled, !results.isEmpty else { return }
                        inbox.yield(results)
                    }
                case .cancelLoad(let entry):
                    loads.removeValue(forKey: entry)?.cancel()
                case .layOut(let entry, let request, let renderer, let options):
                    let loader = self.loader
                    Task { inbox.yield(await loader.layOut(entry: entry, request: request, renderer: renderer, options: options)) }
                case .setStock(let entry, let itemID, let stocked):
                    let loader = self.loader
                    Task { inbox.yield(await loader.setStock(entry: entry, itemID: itemID, stocked: stocked)) }
                case .loadHeader(let entry, let screen):
                    let loader = self.loader
                    let me = signedInUser
                    Task { inbox.yield(await loader.loadHeader(entry: entry, screen: screen, signedInUser: me)) }
                case .toggleFollow(let target):
                    let loader = self.loader
                    let me = signedInUser
                    Task { inbox.yield(await loader.toggleFollow(target, signedInUser: me)) }
                case .markRead(let ids):
                    if let log = loader.readingLog { writes.async { log.markRead(ids) } }
                case .markUnread(let ids):
                    if let log = loader.readingLog { writes.async { log.markUnread(ids) } }
                case .savePosition(let itemID, let line):
                    if let log = loader.readingLog { writes.async { log.setPosition(line, of: itemID) } }
                case .copy(let text, let label):
                    // Written here, between frames, so that it never lands inside one.
                    if copiesThroughTerminal { try terminal.write(ClipboardSequence.bytes(for: text)) }
                    let copy = self.copy
                    let sent = copiesThroughTerminal
                    Task.detached { inbox.yield([.notice(copy(text).notice(for: label, sentToTerminal: sent))]) }
                case .rememberPrompt(let entry):
                    let remember = rememberPrompt
                    writes.async { if let failure = remember(entry) { inbox.yield([.notice(failure)]) } }
                case .openURL(let url):
                    if !openURL(url) { inbox.yield([.notice("could not start the browser: set BROWSER")]) }
                case .redraw:
                    renderer.invalidate()
                case .suspend:
                    terminal.restore()
                    JobControl.stopUntilContinued()
                    try terminal.enterFullScreen()
                    renderer.invalidate()
                    // The window may have changed size while the reader was stopped: taken in this
                    // batch, so its one repaint is at the new size.
                    try perform(state.handle(.resize(terminal.size), now: Date()))
                }
            }
        }

        func draw(after event: ReaderEvent?) throws(TerminalError) {
            let bytes = renderer.render(ReaderView.frame(for: state))
            if !bytes.isEmpty { try terminal.write(bytes) }
            if let event { frameWritten?(event, bytes.count) }
        }

        try perform(state.begin())
        if let openingNotice { try perform(state.handle(.notice(openingNotice), now: Date())) }
        try draw(after: nil)
        for await batch in batches {
            for event in batch {
                try perform(state.handle(event, now: Date()))
                if state.isQuitting { return state.endingSignal }
            }
            if let last = batch.last { try draw(after: last) }
        }
        return state.endingSignal
    }
}
