/// `DELETE /api/v2/access_tokens/:access_token`: revokes a token (logout). The token is in the
/// path, so traces show the path redacted (see ``QiitaClient``) and the subject never names it.
package struct RevokeAccessTokenRequest: Request {
    package typealias Response = NoContent
    package var token: String

    package init(token: String) {
        self.token = token
    }

    package var method: HTTPMethod { .delete }
    package var path: String { "/api/v2/access_tokens/\(PathSegment.encode(token))" }
    package var subject: String { "the access token" }
    package var carriesSecrets: Bool { true }
}
