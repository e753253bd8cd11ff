/// `GET /api/v2/users/:user_id`: a user's profile.
package struct UserRequest: Request, Hashable {
    package typealias Response = User
    package var userID: String

    package init(userID: String) {
        self.userID = userID
    }

    package var path: String { "/api/v2/users/\(PathSegment.encode(userID))" }
    package var subject: String { "user \(userID)" }
    package var storage: LibraryStorage { .reply }
}
