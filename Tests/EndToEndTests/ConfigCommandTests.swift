import Foundation
import QiitaFake
import Testing
import TestSupport

/// The settings file as a user meets it: `qiita config`, a file written by hand with mistakes
/// in it, and the settings taking effect.
@MainActor @Suite struct ConfigCommandTests {
    /// A home of its own, with the settings file at `$HOME/.config/qiita/config.yml`.
    struct Home {
        let path = NSTemporaryDirectory() + "qiita-config-" + UUID().uuidString
        var configFile: String { path + "/.config/qiita/config.yml" }

        func write(_ text: String) throws {
            try FileManager.default.createDirectory(atPath: path + "/.config/qiita", withIntermediateDirectories: true)
            try text.write(toFile: configFile, atomically: true, encoding: .utf8)
        }

        func runner(_ environment: [String: String] = [:]) -> ProcessRunner {
            ProcessRunner(environment: ["QIITA_PAGER": ""].merging(environment) { $1 }, home: path)
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test func setGetAndListKeepTheRestOfTheFile() throws {
        let home = Home()
        defer { home.remove() }
        try home.write("# my settings\narticle:\n  width: 80  # narrow\nstart: trend\n")
        let qiita = home.runner()
        #expect(qiita.run(["config", "set", "article.width", "72"]).status == 0)
        #expect(qiita.run(["config", "set", "pager", "less -R"]).status == 0)
        let text = try String(contentsOfFile: home.configFile, encoding: .utf8)
        #expect(text == "# my settings\narticle:\n  width: 72\nstart: trend\npager: less -R\n")
        let mode = try FileManager.default.attributesOfItem(atPath: home.configFile)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(qiita.run(["config", "get", "article.width"]).stdout == "72\n")
        #expect(qiita.run(["config", "get", "timeout"]).stdout == "30\n", "a default")
        let list = qiita.run(["config", "list"]).stdout
        #expect(list.contains("start: trend\n") && list.contains("article.align: center (default)\n"))
        #expect(qiita.run(["config", "path"]).stdout == home.configFile + "\n")
    }

    /// The environment wins over the file, and the settings say so.
    @Test func theHostFromTheEnvironmentIsTheOneShown() throws {
        let home = Home()
        defer { home.remove() }
        try home.write("host: https://example.qiita.com\n")
        let qiita = home.runner(["QIITA_BASE_URL": "http://127.0.0.1:9"])
        #expect(qiita.run(["config", "get", "host"]).stdout == "http://127.0.0.1:9\n")
        let list = qiita.run(["config", "list"]).stdout
        #expect(list.contains("host: http://127.0.0.1:9 (QIITA_BASE_URL)\n"))
        #expect(list.contains("team: (none) (QIITA_BASE_URL)\n"), "the file's team is not the one in force")
        #expect(list.contains("pager: (none) (QIITA_PAGER)\n"), "an empty QIITA_PAGER means no pager")
        #expect(home.runner().run(["config", "get", "team"]).stdout == "example\n")
        let bad = home.runner(["QIITA_BASE_URL": "ftp://bad"]).run(["config", "get", "host"])
        #expect(bad.stdout == "ftp://bad\n")
        #expect(
            home.runner(["QIITA_BASE_URL": "ftp://bad"]).run(["config", "list"]).stdout
                .contains("host: ftp://bad (QIITA_BASE_URL, not an http(s) URL)\n"))
        #expect(home.runner().run(["config", "get", "host"]).stdout == "https://example.qiita.com\n")
    }

    @Test func aBadValueOrKeyIsRefusedAndTheFileKept() throws {
        let home = Home()
        defer { home.remove() }
        try home.write("start: trend\n")
        let qiita = home.runner()
        let bad = qiita.run(["config", "set", "article.width", "wide"])
        #expect(bad.status == 2 && bad.stderr.contains("article.width") && bad.stderr.contains("'wide'"), "\(bad.summary)")
        let unknown = qiita.run(["config", "set", "colour", "blue"])
        #expect(unknown.status == 2 && unknown.stderr.contains("unknown setting 'colour'"))
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == "start: trend\n")
    }

    /// Each mistake is one line naming the file, the line and the key; what is right still applies.
    @Test func mistakesInTheFileAreOneLineEachAndTheRestApplies() throws {
        let home = Home()
        defer { home.remove() }
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        try home.write("colour: blue\narticle.align: sideways\nhost: \(server.baseURL)\n")
        let result = home.runner().run(["items", "--json", "id", "--limit", "3"])
        #expect(result.status == 0, "the host from the file is used: \(result.summary)")
        #expect(server.stats.requests("GET", "/api/v2/items") == 1)
        let warnings = result.stderr.split(separator: "\n")
        #expect(warnings.count == 2, "\(result.stderr)")
        #expect(warnings.contains { $0.contains("config.yml:1: colour: not a setting qiita knows") })
        #expect(warnings.contains { $0.contains("config.yml:2: article.align: expected center, left, not 'sideways'") })

        try home.write("a: [b\n")
        let broken = home.runner().run(["config", "get", "start"])
        #expect(broken.status == 0 && broken.stderr.contains("config.yml:2:") && broken.stderr.contains("the file is ignored"))
    }

    /// An article is laid out 100 columns wide at most, centred in a wider terminal; the file
    /// can narrow it and put it on the left.
    @Test func articlesHaveAReadableWidth() throws {
        let home = Home()
        defer { home.remove() }
        let paragraph = String(repeating: "A sentence that goes on for a while. ", count: 20)
        let lines = { (result: ProcessRunner.Result) in
            result.stdout.split(whereSeparator: \.isNewline).map(String.init)
        }
        let centred = lines(home.runner().runOnTerminal(["render", "-", "--color", "never"], columns: 140, input: paragraph))
        #expect(!centred.isEmpty)
        #expect(centred.allSatisfy { $0.hasPrefix(String(repeating: " ", count: 20)) && $0.count <= 120 })
        #expect(centred.contains { $0.count > 110 }, "lines fill the 100 columns")

        try home.write("article.width: 60\narticle.align: left\n")
        let narrow = lines(home.runner().runOnTerminal(["render", "-", "--color", "never"], columns: 140, input: paragraph))
        #expect(narrow.allSatisfy { !$0.hasPrefix(" ") && $0.count <= 60 })
        let explicit = lines(
            home.runner().runOnTerminal(["render", "-", "--color", "never", "--width", "130"], columns: 140, input: paragraph))
        #expect(explicit.contains { $0.count > 110 }, "--width wins")
    }

    /// `dates: relative` makes list tables say how long ago, in Japanese in a Japanese locale.
    @Test func relativeDatesFollowTheLocale() throws {
        let home = Home()
        defer { home.remove() }
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        try home.write("dates: relative\n")
        let english = home.runner(["QIITA_BASE_URL": server.baseURL]).runOnTerminal(["items", "--color", "never"], columns: 120)
        #expect(english.status == 0 && english.stdout.contains(" y ago"), "\(english.summary)")
        let japanese = home.runner(["QIITA_BASE_URL": server.baseURL, "LANG": "ja_JP.UTF-8"])
            .runOnTerminal(["items", "--color", "never"], columns: 120)
        #expect(japanese.stdout.contains("年前"), "\(japanese.summary)")
        let piped = home.runner(["QIITA_BASE_URL": server.baseURL]).run(["items"])
        #expect(piped.stdout.contains("T") && !piped.stdout.contains(" ago"), "TSV keeps the API's date-time")
    }

    /// `theme: light` writes darker colours for a light background.
    @Test func aLightThemeDarkensTheColours() throws {
        let home = Home()
        defer { home.remove() }
        let server = try FakeServerHarness.start()
        defer { server.stop() }
        let dark = home.runner(["QIITA_BASE_URL": server.baseURL]).runOnTerminal(["items", "--color", "always"], columns: 120)
        #expect(dark.stdout.contains("\u{1B}[0;33m") && !dark.stdout.contains("38;5;130"))
        try home.write("theme: light\n")
        let light = home.runner(["QIITA_BASE_URL": server.baseURL]).runOnTerminal(["items", "--color", "always"], columns: 120)
        #expect(light.stdout.contains("\u{1B}[0;38;5;130m") && !light.stdout.contains("\u{1B}[0;33m"), "\(light.summary)")
    }
}
