/// Which Qiita to talk to: `https://qiita.com`, a Qiita Team (`https://TEAM.qiita.com`), or any
/// API v2 host such as the loopback fake server. Stored normalised: scheme and host lower-case,
/// no trailing slash.
package struct QiitaHost: Sendable, Hashable, CustomStringConvertible {
    /// `https://qiita.com`, with no path.
    package let baseURL: String
    package let scheme: String
    /// Host name, with the port when one was given (`127.0.0.1:8080`).
    package let authority: String

    package static let qiitaCom = QiitaHost(scheme: "https", authority: "qiita.com")

    private init(scheme: String, authority: String) {
        self.scheme = scheme
        self.authority = authority
        self.baseURL = "\(scheme)://\(authority)"
    }

    /// A Qiita Team: `https://NAME.qiita.com`. Names are letters, digits and hyphens.
    package static func team(_ name: String) -> QiitaHost? {
        let lower = name.lowercased()
        guard !lower.isEmpty, lower.count <= 63, !lower.hasPrefix("-"), !lower.hasSuffix("-"),
            lower.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return nil }
        return QiitaHost(scheme: "https", authority: "\(lower).qiita.com")
    }

    /// Parses `https://host[:port]` (a trailing `/` or `/api/v2` is accepted and dropped).
    package init?(_ text: String) {
        let trimmed = text.trimmingSpaces()
        guard let separator = trimmed.firstUTF8Range(of: "://") else { return nil }
        let scheme = trimmed[..<separator.lowerBound].lowercased()
        guard scheme == "https" || scheme == "http" else { return nil }
        var rest = Substring(trimmed[separator.upperBound...])
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        if rest.hasSuffix("/api/v2") { rest = rest.dropLast("/api/v2".count) }
        let authority = rest.lowercased()
        guard !authority.isEmpty, !authority.contains("/"), !authority.contains("@"), !authority.contains("?"),
            !authority.contains("#"),
            authority.allSatisfy({ $0.isASCII && !$0.isWhitespace && $0.asciiValue.map { $0 > 0x20 && $0 < 0x7F } == true })
        else { return nil }
        if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
            guard let port = Int(authority[authority.index(after: colon)...]), (1...65535).contains(port) else {
                return nil
            }
        }
        self.init(scheme: scheme, authority: authority)
    }

    /// The host name without port or IPv6 brackets.
    package var hostName: String {
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        if let colon = authority.lastIndex(of: ":") { return String(authority[..<colon]) }
        return authority
    }

    /// This machine: `localhost`, an IPv4 address in 127.0.0.0/8, or `::1`. A name such as
    /// `127.example.com` is not: it resolves wherever its owner wants.
    package var isLoopback: Bool {
        let name = hostName
        if name == "localhost" || name == "::1" { return true }
        let octets = name.split(separator: ".", omittingEmptySubsequences: false)
        guard octets.count == 4, octets[0] == "127" else { return false }
        return octets.allSatisfy { octet in
            !octet.isEmpty && octet.count <= 3 && octet.allSatisfy { ("0"..."9").contains($0) } && Int(octet).map { $0 <= 255 } == true
        }
    }

    package var isSecure: Bool { scheme == "https" }

    /// qiita.com or a Qiita Team over https: where a Qiita token is meant to go.
    package var isQiita: Bool {
        isSecure && (authority == "qiita.com" || (authority.hasSuffix(".qiita.com") && !authority.contains(":")))
    }

    package var description: String { authority }
}
