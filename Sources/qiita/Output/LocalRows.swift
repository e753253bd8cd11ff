import QiitaAPI
import QiitaLibrary

/// Rows the library keeps, as list commands print them: the stored API object of each item,
/// with what the library adds (when it was read, the matched text).
enum LocalRows {
    /// The store, or the one-line error a command that needs it gives.
    static func store(_ context: CommandContext) throws -> LibraryStore {
        guard let library = context.library else {
            throw CommandFailure.failure("the local library cannot be opened (see above)")
        }
        return library
    }

    /// The items' API objects by id, for those the library still has.
    static func objects(for ids: [String], in store: LibraryStore) throws -> [String: JSONValue] {
        let items = try store.items(ids: ids)
        return items.compactMapValues { try? JSONValue(parsing: $0.json) }
    }

    /// `object` with `fields` added after its own (or only them, when the library lost the item).
    static func merging(_ object: JSONValue?, _ fields: [JSONField]) -> JSONValue {
        guard case .object(let own)? = object else { return .object(fields) }
        return .object(own + fields)
    }
}
