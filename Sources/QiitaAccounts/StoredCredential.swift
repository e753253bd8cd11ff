import QiitaAPI

/// A token kept for one host, with who it belongs to.
package struct StoredCredential: Codable, Sendable, Hashable {
    package var token: String
    /// The Qiita user id the token was verified as.
    package var user: String
    /// How it was obtained: `token` (pasted or piped) or `oauth`.
    package var method: String
    /// When it was stored, as UNIX seconds.
    package var savedAt: Int

    package init(token: String, user: String, method: String, savedAt: Int) {
        self.token = token
        self.user = user
        self.method = method
        self.savedAt = savedAt
    }

    enum CodingKeys: String, CodingKey {
        case token, user, method
        case savedAt = "saved_at"
    }
}
