import QiitaAPI
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The library behind the client's seam: keeps replies in the store, and every item a listing
/// brings as an item of its own, so that opening an article from a list needs no request.
/// Writes are best-effort: a failure is said once (`warn`) and the reply is used all the same.
/// The store is opened when a reply is first looked up or kept, so a command whose requests the
/// library never keeps (signing in, stocking) opens no database.
package final class LibraryReplies: ReplyLibrary {
    private let open: @Sendable () -> LibraryStore?
    private let warn: @Sendable (String) -> Void
    private let warned = Mutex(false)

    package init(open: @escaping @Sendable () -> LibraryStore?, warn: @escaping @Sendable (String) -> Void) {
        self.open = open
        self.warn = warn
    }

    package func storedReply(for key: ReplyKey, storage: LibraryStorage) -> StoredReply? {
        guard let store = open() else { return nil }
        do {
            switch storage {
            case .none:
                return nil
            case .itemList:
                return try storedList(for: key, in: store)
            case .item(let id):
                guard let item = try store.item(id: id) else { return nil }
                return StoredReply(headers: HTTPHeaders(), fetchedAt: item.fetchedAt) { item.json }
            case .reply:
                guard let kept = try store.response(key: key.description) else { return nil }
                return StoredReply(headers: Self.headers(kept.metadata.headers), fetchedAt: kept.metadata.fetchedAt) { kept.body }
            }
        } catch {
            failed(error)
            return nil
        }
    }

    /// The list `key` asks for: as it was kept under that key, or gathered from the pages of its
    /// listing kept by other page sizes or since (`qiita sync` keeps pages of 100; `qiita tag`
    /// asks for 20), whichever says the most. A gathered page has no `ETag`: it is asked for
    /// whole once it is stale.
    private func storedList(for key: ReplyKey, in store: LibraryStore) throws(LibraryError) -> StoredReply? {
        let listKey = key.description
        if let page = key.listingPage {
            guard let span = try store.listingSpan(forKey: listKey) else { return nil }
            if !span.isExact {
                var headers = HTTPHeaders()
                if let total = span.totalCount { headers.add("Total-Count", total) }
                if span.continues, let next = page.nextPageTarget(of: key.request) { headers.add("Link", "<\(next)>; rel=\"next\"") }
                return StoredReply(headers: headers, fetchedAt: span.fetchedAt, isPartial: !span.isComplete) { [self] in
                    reading { () throws(LibraryError) in try store.listingBody(span) }
                }
            }
        }
        guard let metadata = try store.listMetadata(key: listKey) else { return nil }
        return StoredReply(headers: Self.headers(metadata.headers), fetchedAt: metadata.fetchedAt) { [self] in
            reading { () throws(LibraryError) in try store.listBody(key: listKey) }
        }
    }

    /// What `body` reads, or nil after saying its failure once.
    private func reading(_ body: () throws(LibraryError) -> Data?) -> Data? {
        do {
            return try body()
        } catch {
            failed(error)
            return nil
        }
    }

    package func store(_ response: HTTPResponse, for key: ReplyKey, storage: LibraryStorage, at date: Date) {
        guard let store = open() else { return }
        let metadata = ResponseMetadata(fetchedAt: date, headers: response.headers.fields)
        do {
            switch storage {
            case .none:
                return
            case .itemList:
                guard let elements = try? JSONValue.elements(parsing: response.body) else { return }
                let items = elements.lazy.compactMap { Self.storedItem(json: $0.json, value: $0.value) }
                try store.saveList(key: key.description, items: items, metadata: metadata)
            case .item:
                guard let value = try? JSONValue(parsing: response.body),
                    let item = Self.storedItem(json: response.body, value: value)
                else { return }
                try store.save(items: [item], fetchedAt: date)
            case .reply:
                try store.saveResponse(key: key.description, body: response.body, metadata: metadata)
            }
        } catch {
            failed(error)
        }
    }

    package func forget(_ key: ReplyKey) {
        guard let store = open() else { return }
        do {
            try store.removeResponse(key: key.description)
        } catch {
            failed(error)
        }
    }

    package func confirm(_ key: ReplyKey, at date: Date) {
        guard let store = open() else { return }
        do {
            _ = try store.touch(key: key.description, at: date)
        } catch {
            failed(error)
        }
    }

    /// An item object of the API, kept as sent (`json`), with the fields the store indexes read
    /// from its parsed `value`; nil for anything without an id.
    static func storedItem(json: Data, value: JSONValue) -> StoredItem? {
        guard let id = value["id"]?.stringValue else { return nil }
        let tags: [String]
        if case .array(let taggings) = value["tags"] {
            tags = taggings.compactMap { $0["name"]?.stringValue }
        } else {
            tags = []
        }
        return StoredItem(
            id: id, json: json, title: value["title"]?.stringValue ?? "", body: value["body"]?.stringValue ?? "",
            tags: tags, authorID: value["user"]?["id"]?.stringValue ?? "", authorName: value["user"]?["name"]?.stringValue ?? "",
            createdAt: value["created_at"]?.stringValue ?? "", updatedAt: value["updated_at"]?.stringValue ?? "")
    }

    private static func headers(_ kept: [String: String]) -> HTTPHeaders {
        var fields = HTTPHeaders()
        for (name, value) in kept.sorted(by: { $0.key < $1.key }) { fields.add(name, value) }
        return fields
    }

    private func failed(_ error: any Error) {
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        if first { warn("\(error); carrying on without saving") }
    }
}
