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
package final class LibraryReplies: ReplyLibrary {
    package let store: LibraryStore
    private let warn: @Sendable (String) -> Void
    private let warned = Mutex(false)

    package init(store: LibraryStore, warn: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.warn = warn
    }

    package func storedReply(for key: ReplyKey, storage: LibraryStorage) -> StoredReply? {
        do {
            switch storage {
            case .none:
                return nil
            case .itemList:
                guard let list = try store.list(key: key.description) else { return nil }
                let body = Data("[".utf8) + Data(list.items.map(\.json).joined(separator: Data(",".utf8))) + Data("]".utf8)
                return StoredReply(response: Self.response(body, headers: list.metadata.headers), fetchedAt: list.metadata.fetchedAt)
            case .item(let id):
                guard let item = try store.item(id: id) else { return nil }
                return StoredReply(response: Self.response(item.json, headers: [:]), fetchedAt: item.fetchedAt)
            case .reply:
                guard let kept = try store.response(key: key.description) else { return nil }
                return StoredReply(response: Self.response(kept.body, headers: kept.metadata.headers), fetchedAt: kept.metadata.fetchedAt)
            }
        } catch {
            failed(error)
            return nil
        }
    }

    package func store(_ response: HTTPResponse, for key: ReplyKey, storage: LibraryStorage, at date: Date) {
        let metadata = ResponseMetadata(fetchedAt: date, headers: response.headers.fields)
        do {
            switch storage {
            case .none:
                return
            case .itemList:
                guard case .array(let elements)? = try? JSONValue(parsing: response.body) else { return }
                try store.saveList(key: key.description, items: elements.compactMap(Self.storedItem), metadata: metadata)
            case .item:
                guard let item = (try? JSONValue(parsing: response.body)).flatMap(Self.storedItem) else { return }
                try store.save(items: [item], fetchedAt: date)
            case .reply:
                try store.saveResponse(key: key.description, body: response.body, metadata: metadata)
            }
        } catch {
            failed(error)
        }
    }

    package func confirm(_ key: ReplyKey, at date: Date) {
        do {
            _ = try store.touch(key: key.description, at: date)
        } catch {
            failed(error)
        }
    }

    /// An item object of the API as the store indexes it; nil for anything without an id.
    static func storedItem(_ object: JSONValue) -> StoredItem? {
        guard let id = object["id"]?.stringValue else { return nil }
        var writer = JSONWriter(indent: nil)
        writer.write(object)
        let tags: [String]
        if case .array(let taggings)? = object["tags"] {
            tags = taggings.compactMap { $0["name"]?.stringValue }
        } else {
            tags = []
        }
        return StoredItem(
            id: id, json: Data(writer.bytes), title: object["title"]?.stringValue ?? "",
            body: object["body"]?.stringValue ?? "", tags: tags, authorID: object["user"]?["id"]?.stringValue ?? "",
            authorName: object["user"]?["name"]?.stringValue ?? "", createdAt: object["created_at"]?.stringValue ?? "",
            updatedAt: object["updated_at"]?.stringValue ?? "")
    }

    private static func response(_ body: Data, headers: [String: String]) -> HTTPResponse {
        var fields = HTTPHeaders()
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { fields.add(name, value) }
        return HTTPResponse(status: 200, headers: fields, body: body)
    }

    private func failed(_ error: any Error) {
        let first = warned.withLock { warned in
            defer { warned = true }
            return !warned
        }
        if first { warn("\(error); carrying on without saving") }
    }
}
