/// The reply of `POST /api/v2/access_tokens` (the OAuth code exchange).
package struct AccessToken: Decodable, Sendable, Hashable {
    package let clientID: String
    package let scopes: [String]
    package let token: String

    enum CodingKeys: String, CodingKey {
        case clientID = "client_id"
        case scopes, token
    }
}
