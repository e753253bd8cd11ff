/// A Qiita user as the fake server knows it. Profile fields are optional because Qiita sends
/// `null`, `""` and text for them alike; `itemsCount` is not stored but counted from the corpus.
package struct FakeUser: Sendable, Hashable {
    package var id: String
    package var permanentID: Int
    /// `""` when the user set no name (the usual case on Qiita).
    package var name: String
    package var description: String?
    package var profileImageURL: String
    package var followeesCount: Int
    package var followersCount: Int
    package var facebookID: String?
    package var githubLoginName: String?
    package var linkedinID: String?
    package var location: String?
    package var organization: String?
    package var twitterScreenName: String?
    package var websiteURL: String?

    package init(
        id: String, permanentID: Int, name: String = "", description: String? = nil,
        profileImageURL: String? = nil, followeesCount: Int = 0, followersCount: Int = 0,
        facebookID: String? = nil, githubLoginName: String? = nil, linkedinID: String? = nil,
        location: String? = nil, organization: String? = nil, twitterScreenName: String? = nil,
        websiteURL: String? = nil
    ) {
        self.id = id
        self.permanentID = permanentID
        self.name = name
        self.description = description
        self.profileImageURL = profileImageURL
            ?? "https://qiita-image-store.s3.ap-northeast-1.amazonaws.com/0/\(permanentID)/profile-images/1700000000"
        self.followeesCount = followeesCount
        self.followersCount = followersCount
        self.facebookID = facebookID
        self.githubLoginName = githubLoginName
        self.linkedinID = linkedinID
        self.location = location
        self.organization = organization
        self.twitterScreenName = twitterScreenName
        self.websiteURL = websiteURL
    }
}
