/// A Qiita user as embedded in items and comments and returned by `/users/:id`.
///
/// Optional only where the API documents null or real payloads omit the key (qiita-api.md §5.2):
/// the profile strings may be null, "" or text; `team_only` is missing before 2019.
package struct User: Decodable, Sendable, Hashable {
    package let id: String
    package let permanentID: Int
    /// Documented nullable; in practice "" when unset.
    package let name: String?
    package let description: String?
    package let profileImageURL: String
    package let followeesCount: Int
    package let followersCount: Int
    package let itemsCount: Int
    package let facebookID: String?
    package let githubLoginName: String?
    package let linkedinID: String?
    package let location: String?
    package let organization: String?
    package let twitterScreenName: String?
    package let websiteURL: String?
    package let teamOnly: Bool?

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
    package var displayName: String? {
        guard let name, !name.isEmpty else { return nil }
        return name
    }
}
