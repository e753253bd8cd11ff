import Glibc

/// Where qiita keeps its files, after the XDG Base Directory specification: credentials in the
/// config directory (`$XDG_CONFIG_HOME/qiita`, else `~/.config/qiita`), the rate ledger in the
/// state directory (`$XDG_STATE_HOME/qiita`, else `~/.local/state/qiita`), the local library in
/// the data directory (`$XDG_DATA_HOME/qiita`, else `~/.local/share/qiita`). Relative XDG paths
/// are ignored, as the specification says.
package struct ConfigurationPaths: Sendable, Hashable {
    package let configDirectory: String
    package let stateDirectory: String
    package let dataDirectory: String

    package init(configDirectory: String, stateDirectory: String, dataDirectory: String) {
        self.configDirectory = configDirectory
        self.stateDirectory = stateDirectory
        self.dataDirectory = dataDirectory
    }

    package init(environment: [String: String]) throws(AccountError) {
        func absolute(_ name: String) -> String? {
            guard let value = environment[name], value.hasPrefix("/") else { return nil }
            return value
        }
        let home = absolute("HOME") ?? Self.passwordHome()
        guard let config = absolute("XDG_CONFIG_HOME") ?? home.map({ $0 + "/.config" }),
            let state = absolute("XDG_STATE_HOME") ?? home.map({ $0 + "/.local/state" }),
            let data = absolute("XDG_DATA_HOME") ?? home.map({ $0 + "/.local/share" })
        else { throw .noHomeDirectory }
        self.init(configDirectory: config + "/qiita", stateDirectory: state + "/qiita", dataDirectory: data + "/qiita")
    }

    package var credentialsFile: String { configDirectory + "/credentials.json" }
    /// Settings the user writes (`qiita config`); qiita only writes it when asked to.
    package var configFile: String { configDirectory + "/config.yml" }
    package var rateLedgerFile: String { stateDirectory + "/rate.json" }
    /// Where the reader writes its `--verbose` trace, which would otherwise draw over the screen.
    package var readerTraceFile: String { stateDirectory + "/reader-trace.log" }
    /// What was entered at the reader's prompts, for ↑ in them on the next runs.
    package var promptHistoryFile: String { stateDirectory + "/prompt-history" }
    /// What the reader copied, when no clipboard program took it.
    package var clipboardFile: String { stateDirectory + "/clipboard.txt" }
    package var libraryFile: String { dataDirectory + "/library.sqlite3" }

    private static func passwordHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }
}
