import Testing
import TestSupport

/// Which invocations start loading libcurl before `main` (CStartup): every one that may send a
/// request, and none that cannot (so `render` and help never pay for the ~30 libraries, and no
/// command that sends nothing waits for them to load before it can start).
@Suite struct MaySendRequestsTests {
    @Test(arguments: [
        [], ["browse"], ["items"], ["items", "--json"], ["user", "alice", "--limit", "1000"], ["item", "4bd431809afb1bb99e4f"],
        ["tag", "render"], ["item", "x", "--raw"], ["item", "x", "--", "--web"], ["comments", "x"], ["stocks"], ["stock", "x"],
        ["unstock", "x"], ["rate", "--check"],
        ["--verbose", "rate", "--check"], ["auth", "login"], ["auth", "status"], ["auth", "logout"], ["--verbose", "items"],
        ["--team", "acme", "items"], ["--base-url=http://127.0.0.1:1", "--color", "never", "user", "bob"],
        ["--timeout", "5", "auth", "login"], ["items", "--", "--help"], ["--team", "render"], ["--bogus", "render"],
    ])
    func commandsThatMaySendLoadLibcurl(_ words: [String]) {
        #expect(maySendRequests(words), "\(words)")
    }

    @Test(arguments: [
        ["render"], ["render", "-"], ["--verbose", "render", "file.md"], ["--color=always", "render"],
        ["--base-url", "http://x", "--force", "render"], ["auth", "token"], ["--team", "acme", "auth", "token"],
        ["auth"], ["auth", "--bogus"], ["rate"], ["--team", "acme", "rate"], ["rate", "--", "--check"],
        ["help"], ["help", "items"], ["--verbose", "help", "items"], ["--help"], ["-h"], ["-help"], ["items", "--help"],
        ["--help-hidden"], ["items", "-help-hidden"],
        ["user", "alice", "-h"], ["items", "-hv"], ["tag", "Swift", "-xh"], ["--version"], ["--generate-completion-script", "zsh"],
        ["--generate-completion-script=bash"], ["--experimental-dump-help"], ["item", "x", "--web"],
        ["--team", "acme", "item", "--web", "x"],
    ])
    func commandsThatCannotSendDoNot(_ words: [String]) {
        #expect(!maySendRequests(words), "\(words)")
    }

    /// The reader refuses to start without a terminal (a usage error).
    @Test(arguments: [[], ["browse"], ["--verbose"], ["--team", "acme", "browse"]])
    func theReaderLoadsLibcurlOnlyOnATerminal(_ words: [String]) {
        #expect(maySendRequests(words, onTerminal: true), "\(words)")
        #expect(!maySendRequests(words, onTerminal: false), "\(words)")
    }
}
