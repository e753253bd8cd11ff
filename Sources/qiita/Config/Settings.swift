import QiitaAPI
import QiitaAccounts
import QiitaMarkdown
import QiitaReader
import TerminalText
import TerminalUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the config file sets, checked. Every key is optional: a file never has to exist, and
/// what it leaves out keeps qiita's defaults. The command line and the environment win over it.
/// A key qiita does not know, or a value it cannot use, is one warning naming the file, the line
/// and the key; the rest of the file still applies.
struct Settings {
    var host: QiitaHost?
    var start: StartFeed?
    var pager: String?
    var clipboard: String?
    var articleWidth: Int?
    var articleAlignment: ArticleAlignment?
    /// `code.style: plain` draws code without the gutter, so that a mouse selection copies it clean.
    var codeStyle: CodeStyle?
    var timeout: Double?
    var listFreshness: Duration?
    var articleFreshness: Duration?
    /// `theme: light` for a light terminal background.
    var theme: Palette?
    /// `dates: relative` shows how long ago, in the locale's language.
    var relativeDates: Bool?
    /// `keys.ACTION` lines, in the file's order.
    var keyOverrides: [(action: BindableAction, keys: [Key])] = []
    var warnings: [String] = []

    /// How lists show dates, in the locale of `environment`.
    func dateStyle(environment: [String: String]) -> DateStyle {
        relativeDates == true ? .relative(environment: environment) : .day
    }

    /// The reader's keys: the defaults with the file's `keys.ACTION` lines in force.
    var keyBindings: KeyBindings {
        keyOverrides.reduce(KeyBindings.standard) { $0.rebinding($1.action, to: $1.keys) }
    }

    /// Where the reader starts (`start:`).
    enum StartFeed: String, CaseIterable {
        case timeline, trend, newest, stocks, history
    }

    /// How an article narrower than the window sits in it (`article.align:`).
    enum ArticleAlignment: String, CaseIterable {
        case center, left
    }

    /// Every key, what it takes, and its default: `qiita config list` and the errors say them.
    static let keys: [(key: String, takes: String, byDefault: String)] = [
        ("host", "an API address, such as https://qiita.com or https://TEAM.qiita.com", "https://qiita.com"),
        ("team", "a Qiita Team's name: the same as host: https://NAME.qiita.com", "none"),
        ("start", StartFeed.allCases.map(\.rawValue).joined(separator: ", "), "timeline when signed in, else newest"),
        ("pager", "a command; empty for none", "$PAGER, else less -FRX"),
        ("clipboard", "a command that takes text on its input", "wl-copy, xclip, xsel or pbcopy, the first found, and OSC 52"),
        ("article.width", "the widest an article is laid out, in columns (20 to 1000)", "100"),
        ("article.align", ArticleAlignment.allCases.map(\.rawValue).joined(separator: ", "), "center"),
        ("code.style", "framed (a gutter before each line) or plain (none, so that the mouse selects clean code)", "framed"),
        ("dates", "day (2026-11-27) or relative (3 h ago, 3時間前 in a Japanese locale)", "day"),
        ("theme", "the terminal's background: dark or light (darker colours)", "dark"),
        ("timeout", "seconds to wait on a request (up to 3600)", "30"),
        ("library.list-freshness", "how long a kept list is used before asking again (90s, 2m, 1h)", "2m"),
        ("library.article-freshness", "how long a kept article is used before asking again", "10m"),
        ("keys.ACTION", "the reader's keys for an action, such as keys.down: j, Down (\(actionNames))", "as ? in the reader shows"),
    ]

    private static let actionNames = "actions: " + BindableAction.allCases.map(\.rawValue).joined(separator: ", ")

    /// Whether `key` names a setting (`keys.down` is one of `keys.ACTION`).
    static func isKnown(_ key: String) -> Bool {
        keys.contains { $0.key == key } || keyAction(key) != nil
    }

    private static func keyAction(_ key: String) -> BindableAction? {
        key.hasPrefix("keys.") ? BindableAction(rawValue: String(key.dropFirst("keys.".count))) : nil
    }

    init() {}

    init(file: ConfigFile, path: String) {
        let name = Sanitizer.line(path)
        if let error = file.syntaxError {
            warnings.append("\(name):\(error.line): \(Sanitizer.line(error.message)); the file is ignored")
            return
        }
        for entry in file.entries {
            if let problem = apply(entry.key, entry.value) {
                warnings.append("\(name):\(entry.line): \(Sanitizer.line(entry.key)): \(problem)")
            }
        }
    }

    /// The settings of the config file the environment points at (`$XDG_CONFIG_HOME`, `$HOME`),
    /// its warnings said on stderr; none without a home.
    static func load(environment: [String: String]) -> Settings {
        guard let paths = try? ConfigurationPaths(environment: environment) else { return Settings() }
        let settings = load(path: paths.configFile)
        for warning in settings.warnings { StandardStream.error.notice(warning) }
        return settings
    }

    /// The settings in the file at `path`; none when it does not exist. A file that cannot be
    /// read is a warning, not an error: the defaults hold.
    static func load(path: String) -> Settings {
        do {
            guard let bytes = try PrivateFile.read(path, requirePrivate: false) else { return Settings() }
            return Settings(file: ConfigFile(text: String(decoding: bytes, as: UTF8.self)), path: path)
        } catch {
            var settings = Settings()
            settings.warnings.append("\(Sanitizer.line(path)): \(error.description); the file is ignored")
            return settings
        }
    }

    /// Sets `key` from `value`; why not, when the key is unknown or the value unusable.
    mutating func apply(_ key: String, _ value: String) -> String? {
        let text = value.trimmingCharacters(in: .whitespaces)
        func expected() -> String { "expected \(Self.keys.first { $0.key == key }?.takes ?? "a value"), not '\(Sanitizer.line(text))'" }
        switch key {
        case "host":
            guard let host = QiitaHost(text) else { return expected() }
            self.host = host
        case "team":
            guard let host = QiitaHost.team(text) else { return expected() }
            self.host = host
        case "start":
            guard let start = StartFeed(rawValue: text) else { return expected() }
            self.start = start
        case "pager":
            pager = text
        case "clipboard":
            guard !ChildProcess.words(text).isEmpty else { return expected() }
            clipboard = text
        case "article.width":
            guard let width = Int(text), (20...1000).contains(width) else { return expected() }
            articleWidth = width
        case "article.align":
            guard let alignment = ArticleAlignment(rawValue: text) else { return expected() }
            articleAlignment = alignment
        case "code.style":
            guard let style = CodeStyle(rawValue: text) else { return expected() }
            codeStyle = style
        case "theme":
            guard let palette = Palette(rawValue: text) else { return expected() }
            theme = palette
        case "dates":
            guard text == "day" || text == "relative" else { return expected() }
            relativeDates = text == "relative"
        case "timeout":
            guard let seconds = Double(text), seconds > 0, seconds <= 3600 else { return expected() }
            timeout = seconds
        case "library.list-freshness", "library.article-freshness":
            guard let seconds = ByteCount.age(text) else { return expected() }
            if key == "library.list-freshness" { listFreshness = .seconds(seconds) } else { articleFreshness = .seconds(seconds) }
        case _ where key.hasPrefix("keys."):
            guard let action = Self.keyAction(key) else {
                return "not an action of the reader (actions: \(BindableAction.allCases.map(\.rawValue).joined(separator: ", ")))"
            }
            let names = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            let keys = names.compactMap(KeyName.key)
            guard !names.isEmpty, keys.count == names.count else {
                let bad = names.first { KeyName.key($0) == nil } ?? ""
                return "'\(Sanitizer.line(bad))' is not a key (a character, Enter, Tab, Shift-Tab, Space, Esc, Up, PgDn, Ctrl-x, …)"
            }
            keyOverrides.append((action, keys))
        default:
            let known = Self.keys.map(\.key).joined(separator: ", ")
            return "not a setting qiita knows (it knows \(known))"
        }
        return nil
    }

    /// What is in force for `key`, as `config list` and `get` show it, and where it comes from
    /// (nil: the file): the environment's value, else the file's, else the default; for
    /// `keys.ACTION`, the keys it has now.
    func valueInForce(of key: String, environment: [String: String]) -> (value: String, source: String?) {
        // QIITA_BASE_URL sets the host, and so the team, as commands read them.
        if let (variable, value) = Self.environmentOverride(of: key == "team" ? "host" : key, in: environment) {
            switch key {
            case "host": return (QiitaHost(value)?.baseURL ?? value, QiitaHost(value) == nil ? variable + ", not an http(s) URL" : variable)
            case "team": return (QiitaHost(value).flatMap(Self.teamName(of:)) ?? "(none)", variable)
            default: return (value.isEmpty ? "(none)" : value, variable)
            }
        }
        if let action = Self.keyAction(key) {
            let bound = keyBindings.keys(for: action)
            let keys = bound.map(KeyName.display).joined(separator: ", ")
            return (keys.isEmpty ? "(none)" : keys, bound == action.defaultKeys ? "default" : nil)
        }
        if let value = value(of: key) { return (value, nil) }
        return (Self.keys.first { $0.key == key }?.byDefault ?? "", "default")
    }

    /// The environment variable that wins over the file for `key`, and its value, when it is set:
    /// the one rule ``CommandContext``, ``Pager`` and `qiita config` follow. An empty
    /// `QIITA_BASE_URL` is unset; an empty `QIITA_PAGER` means no pager.
    static func environmentOverride(of key: String, in environment: [String: String]) -> (variable: String, value: String)? {
        switch key {
        case "host": environment["QIITA_BASE_URL"].flatMap { $0.isEmpty ? nil : ("QIITA_BASE_URL", $0) }
        case "pager": environment["QIITA_PAGER"].map { ("QIITA_PAGER", $0) }
        default: nil
        }
    }

    /// The Qiita Team a host is (`acme` for acme.qiita.com), nil for any other.
    private static func teamName(of host: QiitaHost) -> String? {
        host.authority.hasSuffix(".qiita.com") ? String(host.authority.dropLast(".qiita.com".count)) : nil
    }

    /// The value the file sets for `key`, if any.
    private func value(of key: String) -> String? {
        switch key {
        case "host": return host?.baseURL
        case "team": return host.flatMap(Self.teamName(of:))
        case "start": return start?.rawValue
        case "pager": return pager
        case "clipboard": return clipboard
        case "article.width": return articleWidth.map(String.init)
        case "article.align": return articleAlignment?.rawValue
        case "code.style": return codeStyle?.rawValue
        case "dates": return relativeDates.map { $0 ? "relative" : "day" }
        case "theme": return theme?.rawValue
        case "timeout": return timeout.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
        case "library.list-freshness": return listFreshness.map(Self.age)
        case "library.article-freshness": return articleFreshness.map(Self.age)
        default: return nil
        }
    }

    private static func age(_ duration: Duration) -> String {
        let seconds = Int(duration.seconds)
        if seconds % 3600 == 0 && seconds > 0 { return "\(seconds / 3600)h" }
        if seconds % 60 == 0 && seconds > 0 { return "\(seconds / 60)m" }
        return "\(seconds)s"
    }
}
