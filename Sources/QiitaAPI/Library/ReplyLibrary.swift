#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The seam the local library plugs into, behind the client: replies kept between runs, keyed
/// by the request as it is sent. The client decides when a kept reply will do (``LibraryPolicy``);
/// the library only keeps and finds them. Screens and commands never learn which it was, except
/// through ``Reply/source``.
package protocol ReplyLibrary: Sendable {
    /// The reply kept for `key`, if any. For an article (``LibraryStorage/item(id:)``) it may be
    /// the article as a listing carried it, with that listing's time.
    func storedReply(for key: ReplyKey, storage: LibraryStorage) -> StoredReply?
    /// Keeps a 2xx `response` for `key`, fetched at `date`. Best-effort: a library that cannot
    /// write (a full disk) says so once and carries on.
    func store(_ response: HTTPResponse, for key: ReplyKey, storage: LibraryStorage, at date: Date)
    /// The server said (304) that the reply kept for `key` still holds at `date`.
    func confirm(_ key: ReplyKey, at date: Date)
    /// Drops the reply kept whole for `key` (``LibraryStorage/reply``): an action made it wrong
    /// (following a tag changes the list of followed tags).
    func forget(_ key: ReplyKey)
}

/// What a request's reply is, for the library: what it keeps and how long it stays fresh.
package enum LibraryStorage: Sendable, Hashable {
    /// Not kept: it changes with every action (stock state, the signed-in user) or carries secrets.
    case none
    /// Kept whole (a user, a tag, an article's comments).
    case reply
    /// A page of items with their bodies: the library keeps each item as well as the page, so
    /// opening an article from a list needs no request.
    case itemList
    /// One article, which a listing may have brought already.
    case item(id: String)
}

/// A kept reply's key: the host, who asked (replies differ with the token: limited-shared items,
/// your stocks), and the request as sent (`GET /api/v2/items?page=1&per_page=20`).
package struct ReplyKey: Sendable, Hashable, CustomStringConvertible {
    package var host: String
    /// `anonymous`, or a fingerprint of the token (never the token).
    package var identity: String
    package var request: String

    package init(host: String, identity: String, request: String) {
        self.host = host
        self.identity = identity
        self.request = request
    }

    package var description: String { "\(host) \(identity) \(request)" }
}

/// A reply the library kept, and when it was fetched or last confirmed. Its body is read only
/// when the reply is used: a refresh needs the headers (the ETag) and the time, and then mostly
/// gets a new page from the server, so reading a kept page of articles first would be wasted.
package struct StoredReply: Sendable {
    package var headers: HTTPHeaders
    package var fetchedAt: Date
    /// A page with only the first of its items (what the library holds): shown offline, never
    /// in place of the network's whole page.
    package var isPartial: Bool
    private let readBody: @Sendable () -> Data?

    package init(headers: HTTPHeaders, fetchedAt: Date, isPartial: Bool = false, body readBody: @escaping @Sendable () -> Data?) {
        self.headers = headers
        self.fetchedAt = fetchedAt
        self.isPartial = isPartial
        self.readBody = readBody
    }

    /// The kept reply, read now; nil if it went in the meantime (pruned by another process).
    package func response() -> HTTPResponse? {
        readBody().map { HTTPResponse(status: 200, headers: headers, body: $0) }
    }
}
