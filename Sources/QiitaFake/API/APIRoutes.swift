import FlyingFox
import Foundation

/// The `/api/v2` routes and what each answers (qiita-api.md §2, §8). Unknown paths and methods
/// answer 404 `not_found`, as Qiita's router does.
enum APIRoutes {
    typealias Handler = @Sendable (APIRequestContext, [String], APIResponder) -> APIReply

    private struct Route: Sendable {
        var method: String
        /// Segments after `/api/v2/`; `:x` captures one segment.
        var pattern: [String]
        var handler: Handler
    }

    static let prefix = "/api/v2/"

    private static let routes: [Route] = [
        Route(method: "GET", pattern: ["items"], handler: listItems),
        Route(method: "GET", pattern: ["items", ":id"], handler: item),
        Route(method: "GET", pattern: ["items", ":id", "comments"], handler: comments),
        Route(method: "GET", pattern: ["items", ":id", "stock"], handler: StockRoutes.check),
        Route(method: "PUT", pattern: ["items", ":id", "stock"], handler: StockRoutes.stock),
        Route(method: "DELETE", pattern: ["items", ":id", "stock"], handler: StockRoutes.unstock),
        Route(method: "GET", pattern: ["users"], handler: users),
        Route(method: "GET", pattern: ["users", ":id"], handler: user),
        Route(method: "GET", pattern: ["users", ":id", "items"], handler: userItems),
        Route(method: "GET", pattern: ["users", ":id", "stocks"], handler: userStocks),
        Route(method: "GET", pattern: ["users", ":id", "followees"], handler: FollowRoutes.users { $0.followeeIDs(ofUser: $1) }),
        Route(method: "GET", pattern: ["users", ":id", "followers"], handler: FollowRoutes.users { $0.followerIDs(ofUser: $1) }),
        Route(method: "GET", pattern: ["users", ":id", "following_tags"], handler: FollowRoutes.tags),
        Route(method: "GET", pattern: ["users", ":id", "following"], handler: FollowRoutes.check { .user($0) }),
        Route(method: "PUT", pattern: ["users", ":id", "following"], handler: FollowRoutes.follow { .user($0) }),
        Route(method: "DELETE", pattern: ["users", ":id", "following"], handler: FollowRoutes.unfollow { .user($0) }),
        Route(method: "GET", pattern: ["tags"], handler: tags),
        Route(method: "GET", pattern: ["tags", ":id"], handler: tag),
        Route(method: "GET", pattern: ["tags", ":id", "items"], handler: tagItems),
        Route(method: "GET", pattern: ["tags", ":id", "following"], handler: FollowRoutes.check { .tag($0) }),
        Route(method: "PUT", pattern: ["tags", ":id", "following"], handler: FollowRoutes.follow { .tag($0) }),
        Route(method: "DELETE", pattern: ["tags", ":id", "following"], handler: FollowRoutes.unfollow { .tag($0) }),
        Route(method: "GET", pattern: ["authenticated_user"], handler: authenticatedUser),
        Route(method: "GET", pattern: ["authenticated_user", "items"], handler: authenticatedUserItems),
        Route(method: "GET", pattern: ["oauth", "authorize"], handler: OAuthRoutes.authorize),
        Route(method: "POST", pattern: ["access_tokens"], handler: OAuthRoutes.exchange),
        Route(method: "DELETE", pattern: ["access_tokens", ":token"], handler: OAuthRoutes.revoke),
    ]

    static func reply(to context: APIRequestContext, responder: APIResponder) -> APIReply {
        let path = context.request.rawPath
        guard path.hasPrefix(prefix) else { return .notFound }
        let segments = path.dropFirst(prefix.count).split(separator: "/").map { PercentEncoding.decode(String($0)) }
        for route in routes where route.method == context.request.method.rawValue && route.pattern.count == segments.count {
            var captures: [String] = []
            let matched = zip(route.pattern, segments).allSatisfy { pattern, segment in
                if pattern.hasPrefix(":") {
                    captures.append(segment)
                    return true
                }
                return pattern == segment
            }
            if matched { return route.handler(context, captures, responder) }
        }
        return .notFound
    }

    // MARK: Items

    private static func listItems(_ context: APIRequestContext, _: [String], _ responder: APIResponder) -> APIReply {
        guard let text = context.request.query("query"), !SearchQuery(text).isEmpty else {
            return context.paged(context.corpus.publicItemsView) { context.json.items($0) }
        }
        let positions = responder.searches.positions(for: text, in: context.corpus)
        return context.paged(positions) { context.json.items(context.corpus.items(at: Array($0))) }
    }

    private static func item(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard let item = context.corpus.item(id: captures[0]) else { return .notFound }
        return .ok(context.json.item(item))
    }

    private static func comments(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard context.corpus.item(id: captures[0]) != nil else { return .notFound }
        return context.paged(context.corpus.comments(onItem: captures[0])) { .array($0.map(context.json.comment)) }
    }

    // MARK: Users

    private static func users(_ context: APIRequestContext, _: [String], _: APIResponder) -> APIReply {
        context.paged(context.corpus.users) { .array($0.map(context.json.user)) }
    }

    private static func user(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard let user = context.corpus.user(id: captures[0]) else { return .notFound }
        return .ok(context.json.user(user))
    }

    private static func userItems(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard context.corpus.user(id: captures[0]) != nil else { return .notFound }
        return context.paged(context.corpus.items(ofUser: captures[0])) { context.json.items($0) }
    }

    private static func userStocks(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard context.corpus.user(id: captures[0]) != nil else { return .notFound }
        let items = context.corpus.stockedItemIDs(ofUser: captures[0]).compactMap(context.corpus.item(id:))
        return context.paged(items) { context.json.items($0) }
    }

    // MARK: Tags

    private static func tags(_ context: APIRequestContext, _: [String], _: APIResponder) -> APIReply {
        var tags = context.corpus.tags
        switch context.request.query("sort") {
        case "count":
            let counts = Dictionary(tags.map { ($0.id, context.corpus.itemsCount(ofTag: $0.id)) }, uniquingKeysWith: { $1 })
            tags = tags.enumerated().sorted { lhs, rhs in
                let (left, right) = (counts[lhs.element.id] ?? 0, counts[rhs.element.id] ?? 0)
                return left != right ? left > right : lhs.offset < rhs.offset
            }.map(\.element)
        case "name":
            tags.sort { $0.id.lowercased() < $1.id.lowercased() }
        default:
            break
        }
        return context.paged(tags) { .array($0.map(context.json.tag)) }
    }

    private static func tag(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard let tag = context.corpus.tag(named: captures[0]) else { return .notFound }
        return .ok(context.json.tag(tag))
    }

    private static func tagItems(_ context: APIRequestContext, _ captures: [String], _: APIResponder) -> APIReply {
        guard context.corpus.tag(named: captures[0]) != nil else { return .notFound }
        return context.paged(context.corpus.items(taggedWith: captures[0])) { context.json.items($0) }
    }

    // MARK: The token's user

    private static func authenticatedUser(_ context: APIRequestContext, _: [String], _: APIResponder) -> APIReply {
        guard let userID = context.userID else { return .unauthorized }
        guard let user = context.corpus.user(id: userID) else { return .notFound }
        return .ok(context.json.authenticatedUser(user))
    }

    private static func authenticatedUserItems(_ context: APIRequestContext, _: [String], _: APIResponder) -> APIReply {
        guard let userID = context.userID else { return .unauthorized }
        return context.paged(context.corpus.items(ofUser: userID, includingPrivate: true)) { context.json.items($0) }
    }
}
