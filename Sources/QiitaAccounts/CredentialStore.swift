import QiitaAPI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tokens per host (qiita.com, each Qiita Team, a local fake server) in one file in the XDG
/// config directory: mode 0600 in a 0700 directory, replaced atomically on every change, and
/// refused when other users can read it.
package struct CredentialStore: Sendable {
    package let path: String

    package init(path: String) {
        self.path = path
    }

    package init(paths: ConfigurationPaths) {
        self.init(path: paths.credentialsFile)
    }

    /// The file's contents: a version and one entry per host authority.
    struct Contents: Codable {
        var version = 1
        var hosts: [String: StoredCredential] = [:]
    }

    package func credential(for host: QiitaHost) throws(AccountError) -> StoredCredential? {
        try load().hosts[host.authority]
    }

    package func save(_ credential: StoredCredential, for host: QiitaHost) throws(AccountError) {
        var contents = try load()
        contents.hosts[host.authority] = credential
        try store(contents)
    }

    /// Removes the host's credential and returns it; the file goes when no host is left.
    @discardableResult
    package func remove(for host: QiitaHost) throws(AccountError) -> StoredCredential? {
        var contents = try load()
        guard let removed = contents.hosts.removeValue(forKey: host.authority) else { return nil }
        if contents.hosts.isEmpty {
            try PrivateFile.remove(path)
        } else {
            try store(contents)
        }
        return removed
    }

    private func load() throws(AccountError) -> Contents {
        guard let bytes = try PrivateFile.read(path, requirePrivate: true) else { return Contents() }
        do {
            return try JSONDecoder().decode(Contents.self, from: Data(bytes))
        } catch {
            throw .malformed(path: path)
        }
    }

    private func store(_ contents: Contents) throws(AccountError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(contents) else { throw .unwritable(path: path, reason: "cannot encode") }
        try PrivateFile.write(Array(data) + [0x0A], to: path)
    }
}
