/// `GET /api/v2/authenticated_user`: who the token belongs to. Used to verify a token.
package struct AuthenticatedUserRequest: Request, Hashable {
    package typealias Response = AuthenticatedUser

    package init() {}

    package var path: String { "/api/v2/authenticated_user" }
    package var requiresToken: Bool { true }
    package var subject: String { "the signed-in user" }
}
