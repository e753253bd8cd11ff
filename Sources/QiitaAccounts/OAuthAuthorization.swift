import QiitaAPI

/// The authorisation-code flow's first step: where to send the browser, with a `state` that
/// only this process knows, checked when the browser comes back (CSRF protection).
package struct OAuthAuthorization: Sendable, Hashable {
    package let host: QiitaHost
    package let clientID: String
    package let scopes: [String]
    package let state: String

    package init(host: QiitaHost, clientID: String, scopes: [String] = ["read_qiita", "write_qiita"], state: String = Self.randomState()) {
        self.host = host
        self.clientID = clientID
        self.scopes = scopes
        self.state = state
    }

    /// `GET /api/v2/oauth/authorize?client_id=…&scope=…&state=…`.
    package var authorizeURL: String {
        "\(host.baseURL)/api/v2/oauth/authorize?client_id=\(PathSegment.encode(clientID))"
            + "&scope=\(PathSegment.encode(scopes.joined(separator: " ")))&state=\(PathSegment.encode(state))"
    }

    /// 32 hexadecimal characters from the system's random source.
    package static func randomState() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let hex = String(generator.next() as UInt32, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    /// The code from a callback, after checking that it answers this authorisation.
    package func code(from callback: LoopbackReceiver.Callback) throws(Rejection) -> String {
        if let error = callback.error { throw .denied(error) }
        guard callback.state == state else { throw .stateMismatch }
        guard let code = callback.code, !code.isEmpty else { throw .missingCode }
        return code
    }

    package enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
        case denied(String)
        case stateMismatch
        case missingCode

        package var description: String {
            switch self {
            case .denied(let reason): return "Qiita did not authorise qiita (\(reason))"
            case .stateMismatch: return "the OAuth redirect carried the wrong state: ignoring it (possible CSRF)"
            case .missingCode: return "the OAuth redirect carried no code"
            }
        }
    }
}
