/// The reply of `POST /api/v2/access_tokens` (the OAuth code exchange).
public struct AccessToken: Decodable, Sendable, Hashable {
    public let clientID: String
    public let scopes: [String]
    public let token: String

    enum CodingKeys: String, CodingKey {
        case clientID = "client_id"
        case scopes, token
    }
}
