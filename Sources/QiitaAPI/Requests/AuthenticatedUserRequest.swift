/// `GET /api/v2/authenticated_user`: who the token belongs to. Used to verify a token.
public struct AuthenticatedUserRequest: Request, Hashable {
    public typealias Response = AuthenticatedUser

    public init() {}

    public var path: String { "/api/v2/authenticated_user" }
    public var requiresToken: Bool { true }
    public var subject: String { "the signed-in user" }
}
