/// Following users and tags (qiita-api.md §2 #10, #11, #21–23): the lists anyone may read, and
/// the token user's check (204/404), follow and unfollow (204, or 403 `forbidden`). State lives
/// in the corpus, so the lists and `followers_count` follow every change.
enum FollowRoutes {
    /// `GET /users/:id/followees` or `…/followers`: the ids `list` gives for the user, as users.
    static func users(_ list: @escaping @Sendable (FakeCorpus, String) -> [String]) -> APIRoutes.Handler {
        { context, captures, _ in
            guard context.corpus.user(id: captures[0]) != nil else { return .notFound }
            let users = list(context.corpus, captures[0]).compactMap(context.corpus.user(id:))
            return context.paged(users) { .array($0.map(context.json.user)) }
        }
    }

    /// `GET /users/:id/following_tags`, newest follow first.
    static func tags(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard context.corpus.user(id: captures[0]) != nil else { return .notFound }
        let tags = context.corpus.followedTagIDs(ofUser: captures[0]).compactMap(context.corpus.tag(named:))
        return context.paged(tags) { .array($0.map(context.json.tag)) }
    }

    /// `GET /users/:id/following` or `/tags/:id/following`: 204 when the token user follows it,
    /// 404 when not or when there is no such user or tag.
    static func check(_ target: @escaping @Sendable (String) -> FollowTarget) -> APIRoutes.Handler {
        { context, captures, _ in
            guard let userID = context.userID else { return .unauthorized }
            guard let target = context.corpus.resolve(target(captures[0])), context.corpus.isFollowing(target, by: userID)
            else { return .notFound }
            return .noContent
        }
    }

    /// `PUT …/following`: 403 when already followed, and for the token user themselves.
    static func follow(_ target: @escaping @Sendable (String) -> FollowTarget) -> APIRoutes.Handler {
        change(target) { corpus, target, userID in corpus.follow(target, by: userID) }
    }

    /// `DELETE …/following`: 403 when not followed.
    static func unfollow(_ target: @escaping @Sendable (String) -> FollowTarget) -> APIRoutes.Handler {
        change(target) { corpus, target, userID in corpus.unfollow(target, by: userID) }
    }

    /// A follow or unfollow, made under the server's lock so that two requests cannot both succeed.
    private static func change(
        _ target: @escaping @Sendable (String) -> FollowTarget,
        _ apply: @escaping @Sendable (inout FakeCorpus, FollowTarget, String) -> Bool
    ) -> APIRoutes.Handler {
        { context, captures, responder in
            guard let userID = context.userID else { return .unauthorized }
            return responder.state.withLock { state in
                guard let target = state.corpus.resolve(target(captures[0])) else { return .notFound }
                return apply(&state.corpus, target, userID) ? .noContent : .forbidden
            }
        }
    }
}
