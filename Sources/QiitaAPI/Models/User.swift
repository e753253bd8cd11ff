/// A Qiita user as embedded in items and comments and returned by `/users/:id`.
///
/// Optional only where the API documents null or real payloads omit the key (qiita-api.md §5.2):
/// the profile strings may be null, "" or text; `team_only` is missing before 2019.
public struct User: Decodable, Sendable, Hashable {
    public let id: String
    public let permanentID: Int
    /// Documented nullable; in practice "" when unset.
    public let name: String?
    public let description: String?
    public let profileImageURL: String
    public let followeesCount: Int
    public let followersCount: Int
    public let itemsCount: Int
    public let facebookID: String?
    public let githubLoginName: String?
    public let linkedinID: String?
    public let location: String?
    public let organization: String?
    public let twitterScreenName: String?
    public let websiteURL: String?
    public let teamOnly: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id
        case permanentID = "permanent_id"
        case name, description
        case profileImageURL = "profile_image_url"
        case followeesCount = "followees_count"
        case followersCount = "followers_count"
        case itemsCount = "items_count"
        case facebookID = "facebook_id"
        case githubLoginName = "github_login_name"
        case linkedinID = "linkedin_id"
        case location, organization
        case twitterScreenName = "twitter_screen_name"
        case websiteURL = "website_url"
        case teamOnly = "team_only"
    }

    /// The display name when the user set one.
    public var displayName: String? {
        guard let name, !name.isEmpty else { return nil }
        return name
    }
}
