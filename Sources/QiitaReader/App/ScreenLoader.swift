import Dispatch
import QiitaAPI
import QiitaMarkdown
import TerminalText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Performs a screen's load with the client and reports it as reader events. Articles and
/// comments are parsed here, and laid out here when the state asks (after a load, on every
/// resize): both can take long for a long article, and neither may hold up the loop that reads
/// keys, nor the few threads that Swift's tasks share (two on a two-core machine), so both run
/// on threads of their own.
package struct ScreenLoader: Sendable {
    package let client: QiitaClient
    /// What the user read, when the reader remembers it.
    package let readingLog: (any ReadingLog)?

    package init(client: QiitaClient, readingLog: (any ReadingLog)? = nil) {
        self.client = client
        self.readingLog = readingLog
    }

    /// Loads page `page` of `source`; `fresh` asks the network even for what the library has.
    package func load(entry: Int, source: Screen.Source, page: Int, fresh: Bool = false) async -> [ReaderEvent] {
        let client = fresh ? self.client.refreshing() : self.client
        do {
            switch source {
            case .items(let request):
                return try await loadItems(entry: entry, request.page(page), client: client).events
            case .timeline(let userID, let perPage):
                // The follow lists come from the library while fresh: a next page costs one request.
                guard let search = try await client.timelineRequest(for: userID) else {
                    return [.loadFailed(entry: entry, page: page, message: Self.followsNothing, mayPassOnRetry: false)]
                }
                let request = search.summaries().page(page).perPage(perPage)
                let (events, items) = try await loadItems(entry: entry, request, client: client)
                guard page == 1, let previous = readingLog?.recordVisit(to: "timeline @\(userID)", at: Date()) else {
                    return events
                }
                let new = items.count { $0.createdAt.date > previous }
                return events + (new > 0 ? [.notice("\(new) new since your last visit")] : [])
            case .local(let list):
                let items: [ItemSummary]
                switch list {
                case .history: items = readingLog?.history(limit: 500) ?? []
                case .found(let words): items = readingLog?.find(words, limit: 100) ?? []
                case .filtered:
                    return [
                        .loadFailed(
                            entry: entry, page: page, message: "a filter shows what was loaded: go back (h) to reload",
                            mayPassOnRetry: false)
                    ]
                }
                return [
                    .itemsLoaded(
                        entry: entry, items: items, info: PageInfo(page: 1, nextPage: nil, totalCount: items.count, reachedCeiling: false),
                        read: readingLog?.readIDs(among: items.map(\.id)) ?? [])
                ]
            case .article(let itemID, let request):
                // The stock state is asked for at the same time, not after the article.
                async let stocked = client.stockState(of: itemID)
                let reply = try await client.send(request)
                let item = reply.value
                let renderer = await Self.offLoop { ArticleRenderer(header: ArticleHeader(item: item), body: item.body) }
                let position = readingLog?.position(of: itemID)
                // Asked before the state marks it read, which keeps this version as the one read.
                let previous = readingLog?.readVersion(of: itemID)
                let changed = previous.flatMap { $0.updatedAt != item.updatedAt.rawValue ? $0.body : nil }
                return rate(reply.rateLimit) + [
                    .articleLoaded(
                        entry: entry, item: item, renderer: renderer, stocked: await stocked, position: position,
                        offline: OfflineCopy(reply.source), previousBody: changed)
                ]
            case .comments(let itemID, let request):
                // The article heads its comments: the library has it when it was just read or
                // listed, so this is rarely a request; without it the comments still show.
                async let article = try? client.send(ItemRequest(itemID: itemID)).value
                let fetched = await client.commentsOrFailure(request)
                let item = await article
                // Comments that cannot be had (offline, not kept) still show their article, and why.
                if item == nil { _ = try fetched.get() }
                let comments = (try? fetched.get().comments) ?? []
                let body =
                    switch fetched {
                    case .failure(let error): "The comments are not shown: \(error.description)"
                    case .success: comments.isEmpty ? "No comments yet." : ""
                    }
                let renderer = await Self.offLoop {
                    ArticleRenderer(header: item.map(ArticleHeader.init(item:)), body: body, comments: comments.map(ArticleComment.init))
                }
                return rate(try? fetched.get().rateLimit) + [
                    .commentsLoaded(
                        entry: entry, itemID: itemID, renderer: renderer,
                        count: (try? fetched.get().comments.count) ?? item?.commentsCount ?? 0, article: item)
                ]
            }
        } catch {
            if Task.isCancelled { return [] }
            if case .transport(.cancelled, _) = error { return [] }
            var events: [ReaderEvent] = []
            if case .rateLimited(let limit?) = error { events.append(.rateLimit(limit)) }
            if case .budgetSpent(let limit) = error { events.append(.rateLimit(limit)) }
            return events + [.loadFailed(entry: entry, page: page, message: error.description, mayPassOnRetry: error.mayPassOnRetry)]
        }
    }

    /// One page of a list of items, with what the user read of it.
    private func loadItems(
        entry: Int, _ request: AnyRequest<[ItemSummary]>, client: QiitaClient
    ) async throws(QiitaError) -> (events: [ReaderEvent], items: [ItemSummary]) {
        let result = try await client.page(request)
        let loaded = ReaderEvent.itemsLoaded(
            entry: entry, items: result.elements,
            info: PageInfo(
                page: result.paging.page, nextPage: result.nextPage, totalCount: result.totalCount,
                reachedCeiling: result.isAtPageCeiling),
            read: readingLog?.readIDs(among: result.elements.map(\.id)) ?? [], offline: OfflineCopy(result.source))
        // Offline, the library may hold only the first posts of a page: the list goes on where
        // it cannot follow.
        let partial: [ReaderEvent] =
            result.isPartial && OfflineCopy(result.source) == nil ? [.notice("the library holds no more of this list")] : []
        return (rate(result.rateLimit) + [loaded] + partial, result.elements)
    }

    static let followsNothing =
        "you follow no tags or users yet: `qiita follow #Swift` or `qiita follow @alice`; Tab shows another feed"

    /// Stocks or unstocks an article; already being in the wanted state is success.
    package func setStock(entry: Int, itemID: String, stocked: Bool) async -> [ReaderEvent] {
        do {
            let reply = try await client.setStocked(stocked, itemID: itemID)
            return rate(reply.rateLimit) + [.stockChanged(entry: entry, itemID: itemID, stocked: stocked, change: reply.value)]
        } catch {
            return [.stockFailed(entry: entry, message: error.description)]
        }
    }

    /// The profile of the user, or the counts of the tag, that a screen lists the posts of;
    /// nothing when it cannot be had (the list shows all the same).
    /// Signed in, whether they are followed is asked at the same time.
    package func loadHeader(entry: Int, screen: Screen, signedInUser: String? = nil) async -> [ReaderEvent] {
        let target: FollowTarget
        switch screen.kind {
        case .user(let id): target = .user(id)
        case .tag(let name): target = .tag(name)
        default: return []
        }
        async let following = followState(of: target, signedInUser: signedInUser)
        let lines: [StyledLine]
        do {
            switch target {
            case .user(let id): lines = ScreenHeader.lines(for: try await client.send(UserRequest(userID: id)).value)
            case .tag(let name): lines = ScreenHeader.lines(for: try await client.send(TagRequest(tagID: name)).value)
            }
        } catch {
            // Asked again on the next visit only when asking again may help (not for a missing user).
            return error.mayPassOnRetry ? [.headerFailed(entry: entry)] : []
        }
        return lines.isEmpty ? [] : [.headerLoaded(entry: entry, lines: lines, following: await following)]
    }

    /// Whether the signed-in user follows `target`; nil signed out, for themselves, or on failure.
    private func followState(of target: FollowTarget, signedInUser: String?) async -> Bool? {
        guard client.isAuthenticated, target != .user(signedInUser ?? "") else { return nil }
        return try? await client.send(FollowingStatusRequest(target: target)).value
    }

    /// Follows the target when it is not followed, else stops following it: the state is asked
    /// first, as Qiita's screens do not carry it. Says on the status line what it is now.
    package func toggleFollow(_ target: FollowTarget, signedInUser: String?) async -> [ReaderEvent] {
        do {
            let following = try await client.send(FollowingStatusRequest(target: target)).value
            let reply = try await client.setFollowing(!following, target, signedInUser: signedInUser)
            let name = Sanitizer.line(target.name)
            return rate(reply.rateLimit) + [
                .notice(following ? "no longer following \(name)" : "following \(name) · f again to stop"),
                .followChanged(target, following: !following),
            ]
        } catch {
            return [.notice(error.description)]
        }
    }

    /// Lays a document out for one width.
    package func layOut(entry: Int, request: Int, renderer: ArticleRenderer, options: RenderOptions) async -> [ReaderEvent] {
        let document = await Self.offLoop { renderer.render(options) }
        return [.laidOut(entry: entry, request: request, document: document)]
    }

    /// What `work` returns, computed on a Dispatch thread while the caller's task is suspended.
    private static func offLoop<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    private func rate(_ limit: RateLimit?) -> [ReaderEvent] {
        limit.map { [.rateLimit($0)] } ?? []
    }
}
