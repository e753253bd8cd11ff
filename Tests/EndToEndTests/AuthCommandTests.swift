import Foundation
import QiitaFake
import Testing
import TestSupport

/// `qiita auth …` against the fake server: every way to sign in, where the token is kept and
/// how, which token wins, and signing out.
@MainActor @Suite struct AuthCommandTests {
    nonisolated static let token = "0123456789abcdef0123456789abcdef01234567"

    /// A fake server with one valid token for its first user and an OAuth application whose
    /// redirect URL is a free loopback port; a runner with a fresh HOME pointed at it.
    struct Setup {
        let server: FakeQiitaServer
        let runner: ProcessRunner
        let home: String
        let user: String
        let redirect: String

        init(oauth: Bool = false) throws {
            let port = Self.freePort()
            redirect = "http://127.0.0.1:\(port)/callback"
            var configuration = FakeServerHarness.smallConfiguration()
            let probe = try FakeQiitaServer(configuration: configuration)
            user = probe.corpus.users[0].id
            configuration.tokens = [AuthCommandTests.token: user]
            if oauth {
                configuration.oauthClients = [OAuthClient(id: "client-1", secret: "secret-1", redirectURL: redirect)]
                configuration.oauthUser = probe.corpus.users[1].id
            }
            server = try FakeServerHarness.start(configuration)
            home = NSTemporaryDirectory() + "qiita-auth-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
            runner = ProcessRunner(environment: ["QIITA_BASE_URL": server.baseURL], home: home)
        }

        var credentials: String { home + "/.config/qiita/credentials.json" }

        func stop() {
            server.stop()
            try? FileManager.default.removeItem(atPath: home)
        }

        /// A port nothing listens on now (bound and released).
        static func freePort() -> Int {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(descriptor) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            return Int(UInt16(bigEndian: address.sin_port))
        }
    }

    func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int ?? -1) & 0o777
    }

    @Test func loginWithTokenVerifiesAndStoresPrivately() throws {
        let setup = try Setup()
        defer { setup.stop() }
        let login = setup.runner.run(["auth", "login", "--with-token"], input: Self.token + "\n")
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("as @\(setup.user)"))
        #expect(setup.server.stats.requests("GET", "/api/v2/authenticated_user") == 1, "verified before storing")
        #expect(mode(setup.credentials) == 0o600)
        #expect(mode((setup.credentials as NSString).deletingLastPathComponent) == 0o700)
        let status = setup.runner.run(["auth", "status"])
        #expect(status.status == 0)
        #expect(status.stdout.contains("signed in as @\(setup.user)"))
        #expect(status.stdout.contains(setup.credentials))
        #expect(status.stdout.contains("API budget: ") && status.stdout.contains("/1000 left, resets at"))
        #expect(!status.stdout.contains(Self.token))
        let token = setup.runner.run(["auth", "token"])
        #expect(token.stdout == Self.token + "\n")
    }

    @Test func aRefusedOrEmptyTokenIsNotStored() throws {
        let setup = try Setup()
        defer { setup.stop() }
        let refused = setup.runner.run(["auth", "login", "--with-token"], input: "not-a-valid-token\n")
        #expect(refused.status == 4)
        #expect(refused.stderr.contains("refused the token"))
        let empty = setup.runner.run(["auth", "login", "--with-token"], input: "\n")
        #expect(empty.status == 2)
        #expect(!FileManager.default.fileExists(atPath: setup.credentials))
        let notTerminal = setup.runner.run(["auth", "login"], input: Self.token)
        #expect(notTerminal.status == 2 && notTerminal.stderr.contains("--with-token"))
    }

    @Test func environmentTokenWinsOverTheStoredOne() throws {
        let setup = try Setup()
        defer { setup.stop() }
        _ = setup.runner.run(["auth", "login", "--with-token"], input: Self.token)
        var runner = setup.runner
        runner.environment["QIITA_TOKEN"] = "an-env-token-the-server-does-not-know"
        let status = runner.run(["auth", "status"])
        #expect(status.stdout.contains("QIITA_TOKEN"))
        #expect(status.status == 4, "the env token is the one used, and the server refuses it")
        #expect(status.stderr == "qiita: Qiita refuses the token (HTTP 401): fix or unset QIITA_TOKEN\n", "\(status.stderr)")
        let listing = runner.run(["items", "--limit", "1"])
        #expect(listing.status == 4)
        #expect(listing.stderr.hasPrefix("qiita: Qiita refuses the token from QIITA_TOKEN (HTTP 401"), "\(listing.stderr)")
        #expect(listing.stderr.hasSuffix("): fix or unset QIITA_TOKEN\n"), "\(listing.stderr)")
        runner.environment["QIITA_TOKEN"] = nil
        runner.environment["QIITA_ACCESS_TOKEN"] = Self.token
        #expect(runner.run(["auth", "status"]).stdout.contains("QIITA_ACCESS_TOKEN"))
    }

    @Test func aCredentialsFileOthersCanReadIsRefused() throws {
        let setup = try Setup()
        defer { setup.stop() }
        _ = setup.runner.run(["auth", "login", "--with-token"], input: Self.token)
        chmod(setup.credentials, 0o644)
        let status = setup.runner.run(["auth", "status"])
        #expect(status.status == 4)
        #expect(status.stderr.contains("chmod 600"))
        #expect(status.stderr.split(separator: "\n").count == 1)
        // Commands that send nothing never read the file, so it does not stop them.
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        var browsing = setup.runner
        browsing.environment["BROWSER"] = try scratch.recordingBrowser()
        let item = setup.server.corpus.publicItems[0].id
        let before = setup.server.stats.totalRequests
        let web = browsing.run(["item", item, "--web"])
        #expect(web.status == 0, "\(web.summary)")
        #expect(scratch.read("browser.txt")?.contains("/items/\(item)") == true, "the browser got the article")
        #expect(setup.server.stats.totalRequests == before)
        let render = browsing.run(["render", "-"], input: "# draft\n")
        #expect(render.status == 0, "\(render.summary)")
    }

    @Test func logoutRevokesOnTheServerAndRemovesTheToken() throws {
        let setup = try Setup()
        defer { setup.stop() }
        _ = setup.runner.run(["auth", "login", "--with-token"], input: Self.token)
        let logout = setup.runner.run(["auth", "logout"])
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(setup.server.stats.requests("DELETE", "/api/v2/access_tokens/\(Self.token)") == 1)
        #expect(!FileManager.default.fileExists(atPath: setup.credentials))
        var runner = setup.runner
        runner.environment["QIITA_TOKEN"] = Self.token
        #expect(runner.run(["auth", "status"]).status == 4, "the revoked token no longer works")
        #expect(setup.runner.run(["auth", "logout"]).status == 1, "nothing left to sign out of")
    }

    /// As gh does: while QIITA_TOKEN is in force, logging out would revoke a token that is not
    /// the one in use; it is refused, and nothing is revoked or removed.
    @Test func logoutWhileTheEnvironmentsTokenIsInForceRevokesNothing() throws {
        let setup = try Setup()
        defer { setup.stop() }
        _ = setup.runner.run(["auth", "login", "--with-token"], input: Self.token)
        var runner = setup.runner
        runner.environment["QIITA_TOKEN"] = "another-token"
        let logout = runner.run(["auth", "logout"])
        #expect(logout.status == 1)
        #expect(logout.stderr.contains("unset QIITA_TOKEN first"), "\(logout.stderr)")
        #expect(setup.server.stats.requests("DELETE", "/api/v2/access_tokens/\(Self.token)") == 0)
        #expect(FileManager.default.fileExists(atPath: setup.credentials))
        #expect(setup.runner.run(["auth", "status"]).status == 0, "the stored token still works")
    }

    /// Signed out, the status gives the budget the server last stated, or Qiita's documented
    /// figure before any request, never both.
    @Test func statusWhenSignedOutUsesWhatTheServerSaid() throws {
        let setup = try Setup()
        defer { setup.stop() }
        let before = setup.runner.run(["auth", "status"])
        #expect(before.status == 4)
        #expect(before.stdout.contains("not signed in (Qiita allows 60 requests an hour without a token)"), "\(before.stdout)")
        #expect(!before.stdout.contains("API budget"))
        #expect(setup.runner.run(["items", "--limit", "1"]).status == 0)
        let after = setup.runner.run(["auth", "status"])
        #expect(after.status == 4)
        #expect(!after.stdout.contains("60 requests"), "\(after.stdout)")
        #expect(after.stdout.contains("API budget: "), "\(after.stdout)")
    }

    @Test func oauthFlowChecksStateExchangesTheCodeAndStores() throws {
        let setup = try Setup(oauth: true)
        defer { setup.stop() }
        let browser = setup.home + "/browser.sh"
        let script = """
            #!/bin/sh
            ls -l /proc/$$/fd | grep -c socket > \(setup.home)/browser.sockets
            curl -sL "$1" > \(setup.home)/browser.out

            """
        try script.write(toFile: browser, atomically: true, encoding: .utf8)
        chmod(browser, 0o755)
        var runner = setup.runner
        runner.environment["BROWSER"] = "sh " + browser
        runner.environment["QIITA_CLIENT_ID"] = "client-1"
        runner.environment["QIITA_CLIENT_SECRET"] = "secret-1"
        let login = runner.run(["auth", "login", "--web", "--redirect-url", setup.redirect])
        #expect(login.status == 0, "\(login.stderr)")
        let sockets = try? String(contentsOfFile: setup.home + "/browser.sockets", encoding: .utf8)
        #expect(sockets == "0\n", "the browser holds none of qiita's sockets (the receiver's port stays free)")
        #expect(setup.server.stats.requests("POST", "/api/v2/access_tokens") == 1)
        #expect(runner.run(["auth", "status"]).stdout.contains("signed in as @\(setup.server.corpus.users[1].id)"))
        let page = (try? String(contentsOfFile: setup.home + "/browser.out", encoding: .utf8)) ?? ""
        #expect(page.contains("You can close this tab"))
    }

    @Test func oauthIgnoresAForgedRedirectAndSignsInWithTheRealOne() throws {
        let setup = try Setup(oauth: true)
        defer { setup.stop() }
        // Another page sends the browser to the redirect first with a state of its own (a
        // cross-site request forgery); then the real authorisation comes back.
        let browser = setup.home + "/browser.sh"
        try "#!/bin/sh\ncurl -s '\(setup.redirect)?code=abc&state=forged' > \(setup.home)/forged.out\ncurl -sL \"$1\" > /dev/null\n"
            .write(toFile: browser, atomically: true, encoding: .utf8)
        var runner = setup.runner
        runner.environment["QIITA_CLIENT_ID"] = "client-1"
        runner.environment["QIITA_CLIENT_SECRET"] = "secret-1"
        runner.environment["BROWSER"] = "sh " + browser
        let login = runner.run(["auth", "login", "--web", "--redirect-url", setup.redirect])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stderr.contains("ignored a redirect with the wrong state"), "\(login.stderr)")
        #expect(setup.server.stats.requests("POST", "/api/v2/access_tokens") == 1, "only the real code was exchanged")
        let forgedPage = (try? String(contentsOfFile: setup.home + "/forged.out", encoding: .utf8)) ?? ""
        #expect(forgedPage.contains("ignored"))
        #expect(runner.run(["auth", "status"]).stdout.contains("signed in as @\(setup.server.corpus.users[1].id)"))
    }

    @Test func oauthRefusesAWrongSecret() throws {
        let setup = try Setup(oauth: true)
        defer { setup.stop() }
        var runner = setup.runner
        runner.environment["QIITA_CLIENT_ID"] = "client-1"
        let browser = setup.home + "/browser.sh"
        try "#!/bin/sh\ncurl -sL \"$1\" > /dev/null\n".write(toFile: browser, atomically: true, encoding: .utf8)
        chmod(browser, 0o755)
        runner.environment["BROWSER"] = "sh " + browser
        runner.environment["QIITA_CLIENT_SECRET"] = "wrong"
        let wrong = runner.run(["auth", "login", "--web", "--redirect-url", setup.redirect])
        #expect(wrong.status == 4)
        #expect(!FileManager.default.fileExists(atPath: setup.credentials))
    }

    @Test func oauthNeedsAnApplicationAndALoopbackRedirect() throws {
        let setup = try Setup()
        defer { setup.stop() }
        let missing = setup.runner.run(["auth", "login", "--web"])
        #expect(missing.status == 2 && missing.stderr.contains("QIITA_CLIENT_ID"))
        var runner = setup.runner
        runner.environment["QIITA_CLIENT_ID"] = "c"
        runner.environment["QIITA_CLIENT_SECRET"] = "s"
        let remote = runner.run(["auth", "login", "--web", "--redirect-url", "http://example.com/callback"])
        #expect(remote.status == 2 && remote.stderr.contains("127.0.0.1"))
    }

    @Test func theTokenIsNeverAnArgument() throws {
        let setup = try Setup()
        defer { setup.stop() }
        for arguments in [["auth", "login", "--token", Self.token], ["items", "--token", Self.token]] {
            let result = setup.runner.run(arguments)
            #expect(result.status == 2)
            #expect(!result.stderr.contains(Self.token), "not even echoed back in the usage error")
        }
    }

    @Test func interactiveLoginOpensTheTokenPageAndReadsWithoutEcho() throws {
        let setup = try Setup()
        defer { setup.stop() }
        let recorder = setup.home + "/browser.sh"
        try "#!/bin/sh\necho \"$1\" > \(setup.home)/opened.txt\n".write(toFile: recorder, atomically: true, encoding: .utf8)
        chmod(recorder, 0o755)
        let socket = "qiita-auth-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        func tmux(_ arguments: String...) -> String {
            ProcessRunner.shell(["tmux", "-L", socket] + arguments)
        }
        defer { _ = tmux("kill-server") }
        let command = "env HOME=\(setup.home) QIITA_BASE_URL=\(setup.server.baseURL) BROWSER='sh \(recorder)' "
            + "\(ProcessRunner.productsDirectory)/qiita auth login; echo EXIT=$?; sleep 30"
        _ = tmux("new-session", "-d", "-x", "100", "-y", "20", command)
        #expect(ProcessRunner.waitUntil { tmux("capture-pane", "-p").contains("Paste the token:") })
        _ = tmux("send-keys", Self.token, "Enter")
        #expect(ProcessRunner.waitUntil { tmux("capture-pane", "-p").contains("EXIT=") })
        let screen = tmux("capture-pane", "-p")
        #expect(screen.contains("EXIT=0"), "\(screen)")
        #expect(!screen.contains(Self.token), "the token was not echoed")
        // The browser is started in the background: wait for it to have written its file.
        let openedFile = setup.home + "/opened.txt"
        #expect(ProcessRunner.waitUntil { ((try? String(contentsOfFile: openedFile, encoding: .utf8)) ?? "").contains("\n") })
        let opened = (try? String(contentsOfFile: openedFile, encoding: .utf8)) ?? ""
        #expect(opened.contains("/settings/tokens/new?read_qiita=1&write_qiita=1&description=qiita"))
        #expect(FileManager.default.fileExists(atPath: setup.credentials))
    }
}
