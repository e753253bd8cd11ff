/// Access tokens and the OAuth authorization-code flow: which token belongs to which user,
/// which codes are waiting to be exchanged. Codes and tokens come from a seeded generator,
/// so a test run issues the same values every time.
struct TokenRegistry: Sendable {
    /// A code handed out by `/oauth/authorize`, good for one exchange.
    struct PendingCode: Sendable {
        var clientID: String
        var userID: String
        var scopes: [String]
    }

    /// Why an exchange failed; each maps to one Qiita error.
    enum ExchangeError: Error {
        case missingFields
        case unauthorized
    }

    private var userByToken: [String: String]
    private var clients: [String: OAuthClient]
    private var codes: [String: PendingCode] = [:]
    private var random: SeededRandom

    init(tokens: [String: String], clients: [OAuthClient], seed: UInt64) {
        userByToken = tokens
        self.clients = Dictionary(clients.map { ($0.id, $0) }, uniquingKeysWith: { $1 })
        random = SeededRandom(seed: seed, stream: 9, index: 0)
    }

    func user(forToken token: String) -> String? {
        userByToken[token]
    }

    func client(id: String) -> OAuthClient? {
        clients[id]
    }

    /// Consent given: a fresh code for the client and user.
    mutating func issueCode(clientID: String, userID: String, scopes: [String]) -> String {
        let code = random.hex(40)
        codes[code] = PendingCode(clientID: clientID, userID: userID, scopes: scopes)
        return code
    }

    /// Trades a code for a 64-hex-digit token; the code is used up either way once it matched.
    mutating func exchange(clientID: String?, secret: String?, code: String?) throws(ExchangeError) -> (token: String, scopes: [String]) {
        guard let clientID, let secret, let code, !clientID.isEmpty, !secret.isEmpty, !code.isEmpty else {
            throw .missingFields
        }
        guard let client = clients[clientID], client.secret == secret, let pending = codes[code],
            pending.clientID == clientID
        else { throw .unauthorized }
        codes[code] = nil
        let token = random.hex(64)
        userByToken[token] = pending.userID
        return (token, pending.scopes)
    }

    /// Revokes a token; false when there was none.
    mutating func revoke(_ token: String) -> Bool {
        userByToken.removeValue(forKey: token) != nil
    }
}
