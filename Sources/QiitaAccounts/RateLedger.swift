import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rate budget last reported by each host for each token (or for anonymous use), kept in a
/// small file in the XDG state directory so that every invocation knows what is left before it
/// sends anything. Tokens are never stored: an identity is a hash of the token.
package struct RateLedger: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    package init(paths: ConfigurationPaths) {
        self.init(path: paths.rateLedgerFile)
    }

    /// Who spends the budget: one host and one token, or anonymous use of that host.
    package struct Key: Sendable, Hashable, CustomStringConvertible {
        package var host: String
        package var identity: String

        package init(host: QiitaHost, token: String?) {
            self.host = host.authority
            self.identity = TokenIdentity.of(token)
        }

        package var description: String { "\(host) \(identity)" }
    }

    struct Entry: Codable {
        var limit: Int
        var remaining: Int
        var reset: Int
    }

    /// The last budget recorded for `key`, if any. A reset more than a day ahead (a file
    /// written by hand, or before replies were checked) counts as a day ahead, as a reply's would.
    package func budget(for key: Key, now: Date = Date()) -> RateLimit? {
        guard let entry = load()[key.description] else { return nil }
        return RateLimit(checkingLimit: entry.limit, remaining: entry.remaining, reset: entry.reset, now: now)
    }

    /// Records `rate` for `key`; entries whose reset is more than a day past are dropped. Locked,
    /// so that processes recording at once do not lose each other's entries.
    package func record(_ rate: RateLimit, for key: Key, now: Date = Date()) throws(AccountError) {
        try PrivateFile.withLock(on: path) { () throws(AccountError) in
            var entries = load()
            entries[key.description] = Entry(
                limit: rate.limit, remaining: rate.remaining, reset: Int(rate.resetsAt.timeIntervalSince1970))
            let horizon = Int(now.timeIntervalSince1970) - 86_400
            entries = entries.filter { $0.value.reset > horizon }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            guard let data = try? encoder.encode(entries) else { throw .unwritable(path: path, reason: "cannot encode") }
            try PrivateFile.write(Array(data), to: path, durable: false)
        }
    }

    /// A missing, unreadable or malformed ledger is an empty one: it only saves requests, it is
    /// not a source of truth.
    private func load() -> [String: Entry] {
        guard let bytes = try? PrivateFile.read(path, requirePrivate: false),
            let entries = try? JSONDecoder().decode([String: LenientEntry].self, from: Data(bytes))
        else { return [:] }
        return entries.compactMapValues(\.entry)
    }

    /// An entry that is not three whole numbers is left out, and the others still read.
    private struct LenientEntry: Decodable {
        let entry: Entry?
        init(from decoder: any Decoder) throws { entry = try? Entry(from: decoder) }
    }
}
