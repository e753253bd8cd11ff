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
                guard let metadata = try store.listMetadata(key: key.description) else { return nil }
                let listKey = key.description
                return StoredReply(headers: Self.headers(metadata.headers), fetchedAt: metadata.fetchedAt) { [self] in
                    do {
                        return try store.list(key: listKey).map { Self.array(of: $0.items.map(\.json)) }
                    } catch {
                        failed(error)
                        return nil
                    }
                }
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

    package func store(_ response: HTTPResponse, for key: ReplyKey, storage: LibraryStorage, at date: Date) {
        guard let store = open() else { return }
        let metadata = ResponseMetadata(fetchedAt: date, headers: response.headers.fields)
        do {
            switch storage {
            case .none:
                return
            case .itemList:
                guard let ranges = JSONArrayElements.ranges(in: response.body) else { return }
                let items = ranges.compactMap { Self.storedItem(response.body[$0]) }
                try store.saveList(key: key.description, items: items, metadata: metadata)
            case .item:
                guard let item = Self.storedItem(response.body) else { return }
                try store.save(items: [item], fetchedAt: date)
            case .reply:
                try store.saveResponse(key: key.description, body: response.body, metadata: metadata)
            }
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

    private static let decoder = JSONDecoder()

    /// The JSON array of `elements`, each already JSON, copied once into a buffer of the right
    /// size (joining `Data` values as a sequence copies byte by byte).
    static func array(of elements: [Data]) -> Data {
        var body = Data(capacity: elements.reduce(2) { $0 + $1.count + 1 })
        body.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(element)
        }
        body.append(UInt8(ascii: "]"))
        return body
    }

    /// An item object of the API, kept as sent, with the fields the store indexes; nil for
    /// anything without an id.
    static func storedItem(_ json: Data) -> StoredItem? {
        guard let fields = try? decoder.decode(IndexedFields.self, from: json) else { return nil }
        return StoredItem(
            id: fields.id, json: json, title: fields.title ?? "", body: fields.body ?? "",
            tags: fields.tags?.compactMap(\.name) ?? [], authorID: fields.user?.id ?? "", authorName: fields.user?.name ?? "",
            createdAt: fields.createdAt ?? "", updatedAt: fields.updatedAt ?? "")
    }

    /// What the store reads of an item: only these strings are made, whatever else it carries.
    private struct IndexedFields: Decodable {
        struct Tagging: Decodable { var name: String? }
        struct Author: Decodable {
            var id: String?
            var name: String?
        }
        var id: String
        var title: String?
        var body: String?
        var tags: [Tagging]?
        var user: Author?
        var createdAt: String?
        var updatedAt: String?

        enum CodingKeys: String, CodingKey {
            case id, title, body, tags, user
            case createdAt = "created_at"
            case updatedAt = "updated_at"
        }
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
