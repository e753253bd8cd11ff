/// `GET /api/v2/users/:user_id`: a user's profile.
public struct UserRequest: Request, Hashable {
    public typealias Response = User
    public var userID: String

    public init(userID: String) {
        self.userID = userID
    }

    public var path: String { "/api/v2/users/\(PathSegment.encode(userID))" }
    public var subject: String { "user \(userID)" }
}
