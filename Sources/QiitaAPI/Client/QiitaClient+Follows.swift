/// The steps both the command line and the reader take over follows, and the searches built
/// from them: the timeline and the trend.
extension QiitaClient {
    /// Follows `target` or stops following it. Qiita answers 403 to following twice and to
    /// unfollowing what is not followed: both mean the state already is as asked. The kept
    /// lists of what `signedInUser` follows are dropped, so the next timeline sees the change.
    package func setFollowing(
        _ following: Bool, _ target: FollowTarget, signedInUser: String?
    ) async throws(QiitaError) -> Reply<StateChange> {
        let change: Reply<StateChange>
        do {
            let reply = try await send(SetFollowingRequest(target: target, following: following))
            change = Reply(value: .changed, status: reply.status, headers: reply.headers)
        } catch .forbidden {
            change = Reply(value: .alreadySo, status: 403, headers: HTTPHeaders())
        }
        if let signedInUser {
            forget(FollowingTagsRequest(userID: signedInUser, paging: Self.followListPaging))
            forget(FolloweesRequest(userID: signedInUser, paging: Self.followListPaging))
        }
        return change
    }

    /// The timeline's search: the newest posts of the tags and users `userID` follows, or nil
    /// when they follow nothing. It reads the first page of each follow list (kept by the
    /// library, so a second timeline within minutes costs only the search).
    package func timelineRequest(for userID: String) async throws(QiitaError) -> ItemsRequest? {
        let tags = try await send(FollowingTagsRequest(userID: userID, paging: Self.followListPaging)).value
        let users = try await send(FolloweesRequest(userID: userID, paging: Self.followListPaging)).value
        return SearchTerms.anyOf(tags: tags.map(\.id), users: users.map(\.id)).map { ItemsRequest(query: $0) }
    }

    /// The follow lists are read in one page of Qiita's largest size.
    static let followListPaging = Paging(page: 1, perPage: Paging.pageSizes.upperBound)
}
