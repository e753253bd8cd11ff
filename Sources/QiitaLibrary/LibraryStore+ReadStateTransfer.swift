import Foundation
import GRDB

extension LibraryStore {
    /// The whole reading history as JSON (`ReadStateArchive`), to move to another machine.
    package func exportReadState(at date: Date = Date()) throws(LibraryError) -> Data {
        let entries = try read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM reading ORDER BY last_read_at, item_id").map(Self.archiveEntry)
        }
        do {
            return try ReadStateArchive.encoder.encode(ReadStateArchive(exportedAt: date, entries: entries))
        } catch {
            throw .database(path: path, reason: "cannot write the export: \(error)")
        }
    }

    /// Merges an export into this library's history (see `ReadStateArchive.merged`); the
    /// items themselves are not imported. All or nothing.
    @discardableResult
    package func importReadState(_ data: Data) throws(LibraryError) -> ReadStateImport {
        let archive: ReadStateArchive
        do {
            archive = try ReadStateArchive.decoder.decode(ReadStateArchive.self, from: data)
        } catch {
            throw .invalidArchive(reason: Self.describe(error))
        }
        guard archive.format == ReadStateArchive.formatName else {
            throw .invalidArchive(reason: "format is \(archive.format), not \(ReadStateArchive.formatName)")
        }
        guard archive.version <= ReadStateArchive.currentVersion else {
            throw .invalidArchive(reason: "version \(archive.version) is newer than this qiita knows")
        }
        return try write { db in
            var result = ReadStateImport()
            for incoming in archive.entries {
                let local = try Row.fetchOne(db, sql: "SELECT * FROM reading WHERE item_id = ?", arguments: [incoming.itemID])
                    .map(Self.archiveEntry)
                let entry = local.map { ReadStateArchive.merged($0, incoming) } ?? incoming
                if local == nil { result.added += 1 } else { result.merged += 1 }
                try db.execute(
                    sql: """
                        INSERT OR REPLACE INTO reading (item_id, title, first_read_at, last_read_at, is_read, marked_at,
                            position, read_body, read_updated_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        entry.itemID, entry.title, entry.firstReadAt.timeIntervalSince1970,
                        entry.lastReadAt.timeIntervalSince1970, entry.isRead, entry.markedAt.timeIntervalSince1970,
                        entry.position, entry.readBody, entry.readUpdatedAt,
                    ])
            }
            return result
        }
    }

    private static func archiveEntry(_ row: Row) -> ReadStateArchive.Entry {
        ReadStateArchive.Entry(
            itemID: row["item_id"], title: row["title"], firstReadAt: Date(timeIntervalSince1970: row["first_read_at"]),
            lastReadAt: Date(timeIntervalSince1970: row["last_read_at"]), isRead: row["is_read"],
            markedAt: Date(timeIntervalSince1970: row["marked_at"]), position: row["position"],
            readUpdatedAt: row["read_updated_at"], readBody: row["read_body"])
    }

    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "the field \(key.stringValue) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            context.debugDescription
        default: "not JSON"
        }
    }
}
