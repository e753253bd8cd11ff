/// `DELETE /api/v2/access_tokens/:access_token`: revokes a token (logout). The token is in the
/// path, so traces show the path redacted (see ``QiitaClient``) and the subject never names it.
public struct RevokeAccessTokenRequest: Request {
    public typealias Response = NoContent
    public var token: String

    public init(token: String) {
        self.token = token
    }

    public var method: HTTPMethod { .delete }
    public var path: String { "/api/v2/access_tokens/\(PathSegment.encode(token))" }
    public var subject: String { "the access token" }
    public var carriesSecrets: Bool { true }
}
