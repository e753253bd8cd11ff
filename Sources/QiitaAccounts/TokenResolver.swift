import QiitaAPI

/// Where the token in use came from, for `qiita auth status` and messages.
package enum TokenSource: Sendable, Hashable, CustomStringConvertible {
    case environment(variable: String)
    case stored(path: String)
    case compiledIn
    case none

    package var description: String {
        switch self {
        case .environment(let variable): return "the \(variable) environment variable"
        case .stored(let path): return path
        case .compiledIn: return "the default compiled into this build (Secrets.swift)"
        case .none: return "nowhere: not signed in"
        }
    }
}

/// The token to use for a host, and where it came from.
package struct ResolvedToken: Sendable, Hashable {
    package var value: String?
    package var source: TokenSource
    /// The user the stored credential was verified as, when it came from the store.
    package var storedUser: String?

    package init(value: String?, source: TokenSource, storedUser: String? = nil) {
        self.value = value
        self.source = source
        self.storedUser = storedUser
    }

    /// The variables a token may come from, first wins; children never inherit them.
    package static let environmentVariables = ["QIITA_TOKEN", "QIITA_ACCESS_TOKEN"]

    /// The variable a token comes from, and the token, when the environment gives one.
    package static func environmentToken(in environment: [String: String]) -> (variable: String, token: String)? {
        for variable in environmentVariables {
            if let value = environment[variable]?.trimmingWhitespace(), !value.isEmpty { return (variable, value) }
        }
        return nil
    }

    /// Precedence: `QIITA_TOKEN`, then `QIITA_ACCESS_TOKEN`, then the credentials stored for
    /// `host`, then the compiled-in default (for qiita.com only, so it never reaches another
    /// host). Never from the command line, where other users could read it in the process list.
    package static func resolve(
        host: QiitaHost, environment: [String: String], store: CredentialStore?, compiledDefault: String?
    ) throws(AccountError) -> ResolvedToken {
        if let (variable, value) = environmentToken(in: environment) {
            return ResolvedToken(value: value, source: .environment(variable: variable))
        }
        if let store, let stored = try store.credential(for: host) {
            return ResolvedToken(value: stored.token, source: .stored(path: store.path), storedUser: stored.user)
        }
        if host == .qiitaCom, let compiled = compiledDefault?.trimmingWhitespace(), !compiled.isEmpty {
            return ResolvedToken(value: compiled, source: .compiledIn)
        }
        return ResolvedToken(value: nil, source: .none)
    }
}

