/// The JSON shapes Qiita sends (qiita-api.md §5), with its key order: Item, User,
/// AuthenticatedUser, ItemTag, Tag, Comment, AccessToken and the error object.
struct QiitaJSON {
    let corpus: FakeCorpus
    /// `http://127.0.0.1:PORT`: item URLs point back at the fake.
    let baseURL: String
    let bodies: ByteBoundedCache<FakeItem.Content, SerializedBody>

    func item(_ item: FakeItem) -> JSONValue {
        let texts = bodies.value(for: item.content) { SerializedBody(markdown: item.body) }
        let path = item.isPrivate ? "private" : "items"
        return .object([
            ("rendered_body", .raw(texts.renderedBody)),
            ("body", .raw(texts.body)),
            ("coediting", .bool(false)),
            ("comments_count", .int(item.commentsCount)),
            ("created_at", .string(item.createdAt.description)),
            ("group", .null),
            ("id", .string(item.id)),
            ("likes_count", .int(item.likesCount)),
            ("private", .bool(item.isPrivate)),
            ("reactions_count", .int(0)),
            ("stocks_count", .int(item.stocksCount)),
            ("tags", .array(item.tags.map { .object([("name", .string($0)), ("versions", .array([]))]) })),
            ("title", .string(item.title)),
            ("updated_at", .string(item.updatedAt.description)),
            ("url", .string("\(baseURL)/\(item.userID)/\(path)/\(item.id)")),
            ("user", user(id: item.userID)),
            ("page_views_count", .null),
            ("team_membership", .null),
            ("organization_url_name", .optional(item.organizationURLName)),
            ("slide", .bool(item.slide)),
        ])
    }

    func items(_ items: some Sequence<FakeItem>) -> JSONValue {
        .array(items.map(item))
    }

    /// A user by id; an item whose author is unknown (a custom item) still gets a plausible user.
    func user(id: String) -> JSONValue {
        user(corpus.user(id: id) ?? FakeUser(id: id, permanentID: 0))
    }

    func user(_ user: FakeUser) -> JSONValue {
        .object(userMembers(user))
    }

    /// `GET /authenticated_user`: the user plus the image upload quota.
    func authenticatedUser(_ user: FakeUser) -> JSONValue {
        .object(
            userMembers(user) + [
                ("image_monthly_upload_limit", .int(104_857_600)),
                ("image_monthly_upload_remaining", .int(104_857_600)),
            ])
    }

    private func userMembers(_ user: FakeUser) -> [(String, JSONValue)] {
        [
            ("description", .optional(user.description)),
            ("facebook_id", .optional(user.facebookID)),
            ("followees_count", .int(user.followeesCount)),
            ("followers_count", .int(user.followersCount)),
            ("github_login_name", .optional(user.githubLoginName)),
            ("id", .string(user.id)),
            ("items_count", .int(corpus.itemsCount(ofUser: user.id))),
            ("linkedin_id", .optional(user.linkedinID)),
            ("location", .optional(user.location)),
            ("name", .string(user.name)),
            ("organization", .optional(user.organization)),
            ("permanent_id", .int(user.permanentID)),
            ("profile_image_url", .string(user.profileImageURL)),
            ("team_only", .bool(false)),
            ("twitter_screen_name", .optional(user.twitterScreenName)),
            ("website_url", .optional(user.websiteURL)),
        ]
    }

    func tag(_ tag: FakeTag) -> JSONValue {
        .object([
            ("followers_count", .int(tag.followersCount)),
            ("icon_url", .optional(tag.iconURL)),
            ("id", .string(tag.id)),
            ("items_count", .int(corpus.itemsCount(ofTag: tag.id))),
        ])
    }

    func comment(_ comment: FakeComment) -> JSONValue {
        .object([
            ("body", .string(comment.body)),
            ("created_at", .string(comment.createdAt.description)),
            ("id", .string(comment.id)),
            ("rendered_body", .string(comment.renderedBody)),
            ("updated_at", .string(comment.updatedAt.description)),
            ("user", user(id: comment.userID)),
        ])
    }

    static func accessToken(clientID: String, scopes: [String], token: String) -> JSONValue {
        .object([
            ("client_id", .string(clientID)),
            ("scopes", .array(scopes.map(JSONValue.string))),
            ("token", .string(token)),
        ])
    }

    static func error(message: String, type: String) -> JSONValue {
        .object([("message", .string(message)), ("type", .string(type))])
    }
}
