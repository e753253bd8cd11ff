/// An OAuth application registered with the fake (`--oauth-client ID:SECRET:REDIRECT_URL`).
package struct OAuthClient: Sendable, Hashable {
    package var id: String
    package var secret: String
    package var redirectURL: String

    package init(id: String, secret: String, redirectURL: String) {
        self.id = id
        self.secret = secret
        self.redirectURL = redirectURL
    }

    /// Parses `ID:SECRET:REDIRECT_URL`; the URL keeps its own colons (`http://127.0.0.1:8123/cb`).
    package init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty, !parts[2].isEmpty else { return nil }
        self.init(id: parts[0], secret: parts[1], redirectURL: parts[2])
    }
}
