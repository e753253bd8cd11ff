import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The rate budget last reported by each host for each token (or for anonymous use), kept in a
/// small file in the XDG state directory so that every invocation knows what is left before it
/// sends anything. Tokens are never stored: an identity is a hash of the token.
public struct RateLedger: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public init(paths: ConfigurationPaths) {
        self.init(path: paths.rateLedgerFile)
    }

    /// Who spends the budget: one host and one token, or anonymous use of that host.
    public struct Key: Sendable, Hashable, CustomStringConvertible {
        public var host: String
        public var identity: String

        public init(host: QiitaHost, token: String?) {
            self.host = host.authority
            self.identity = token.map { "token-" + Self.fingerprint($0) } ?? "anonymous"
        }

        public var description: String { "\(host) \(identity)" }

        /// FNV-1a, 64 bits: enough to tell tokens apart, useless to recover one.
        static func fingerprint(_ token: String) -> String {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in token.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }

    struct Entry {
        var limit: Int
        var remaining: Int
        var reset: Int

        /// As the file holds it.
        var json: JSONValue {
            .object([JSONField("limit", .int(limit)), JSONField("remaining", .int(remaining)), JSONField("reset", .int(reset))])
        }
    }

    /// The last budget recorded for `key`, if any. A reset more than a day ahead (a file
    /// written by hand, or before replies were checked) counts as a day ahead, as a reply's would.
    public func budget(for key: Key, now: Date = Date()) -> RateLimit? {
        guard let entry = load()[key.description] else { return nil }
        return RateLimit(checkingLimit: entry.limit, remaining: entry.remaining, reset: entry.reset, now: now)
    }

    /// Records `rate` for `key`; entries whose reset is more than a day past are dropped.
    public func record(_ rate: RateLimit, for key: Key, now: Date = Date()) throws(AccountError) {
        var entries = load()
        let reset = Int(rate.resetsAt.timeIntervalSince1970)
        entries[key.description] = Entry(limit: rate.limit, remaining: rate.remaining, reset: reset)
        let horizon = Int(now.timeIntervalSince1970) - 86_400
        entries = entries.filter { $0.value.reset > horizon }
        var writer = JSONWriter(indent: nil)
        writer.writeObject(entries.sorted { $0.key < $1.key }.map { JSONField($0.key, $0.value.json) })
        try PrivateFile.write(writer.bytes, to: path, durable: false)
    }

    /// A missing or unreadable ledger is an empty one, and an entry that is not three whole
    /// numbers is left out: the ledger only saves requests, it is not a source of truth.
    ///
    /// Read as a plain JSON value, not through `Decodable`: the first use of a `Decoder`'s
    /// generic containers for these types resolves conformances at run time, each a scan of every
    /// conformance in the binary. That was ~0.2 ms before every request went out.
    private func load() -> [String: Entry] {
        guard let bytes = try? PrivateFile.read(path, requirePrivate: false),
            case .object(let fields)? = try? APIDecoder.read(JSONValue.self, from: Data(bytes))
        else { return [:] }
        var entries: [String: Entry] = [:]
        for field in fields where entries[field.key] == nil {
            if let entry = Entry(field.value) { entries[field.key] = entry }
        }
        return entries
    }
}

// In an extension, so that `Entry` keeps its memberwise initializer.
extension RateLedger.Entry {
    /// From the file; nil unless all three are whole numbers.
    init?(_ json: JSONValue) {
        guard case .int(let limit)? = json["limit"], case .int(let remaining)? = json["remaining"],
            case .int(let reset)? = json["reset"]
        else { return nil }
        self.init(limit: limit, remaining: remaining, reset: reset)
    }
}
