/// `GET /api/v2/authenticated_user`: who the token belongs to. Used to verify a token (asked of
/// Qiita, never of the library), and to know whose timeline and stocks to show, which a kept
/// copy tells as well offline or while the budget is spent.
package struct AuthenticatedUserRequest: Request, Hashable {
    package typealias Response = AuthenticatedUser

    package init() {}

    package var path: String { "/api/v2/authenticated_user" }
    package var requiresToken: Bool { true }
    package var subject: String { "the signed-in user" }
    package var storage: LibraryStorage { .reply }
}
