import Foundation
import GRDB

/// The local library: one SQLite file that remembers every item the client received, the lists
/// and other replies that carried them, what was read, and a full-text index over it all.
///
/// Several `qiita` processes may hold it open at once (WAL, a busy timeout). Every method is
/// synchronous and throws `LibraryError`; a caller treats write failures as best-effort.
package final class LibraryStore: Sendable {
    /// How long a write waits for another process's transaction before giving up.
    static let busyTimeout: TimeInterval = 10

    package let path: String
    /// Set when the open recovered from something (a damaged file moved aside); print it once.
    package let openingWarning: LibraryWarning?
    let pool: DatabasePool
    let file: LibraryFile

    /// Opens or creates the library at `path`. A damaged file is moved aside and replaced (see
    /// `openingWarning`); a file from a newer schema throws `newerSchema` and is not written to.
    package init(path: String, integrityCheck: IntegrityCheck = .quickCheck, now: Date = Date()) throws(LibraryError) {
        let file = LibraryFile(path: path)
        let schema = LibrarySchema()
        try file.createFolder()
        var warning: LibraryWarning?
        let inode = file.inode()
        if case .corrupt(let reason) = try file.inspect(schema: schema, check: integrityCheck),
            let movedTo = try file.moveAside(at: now, expectedInode: inode)
        {
            warning = .movedAsideCorruptFile(path: path, movedTo: movedTo, reason: reason)
        }
        try file.createIfMissing()
        do {
            let pool = try DatabasePool(path: path, configuration: Self.configuration)
            try Self.migrate(pool, with: schema, path: path)
            self.pool = pool
        } catch {
            throw LibraryError(error, path: path)
        }
        file.restrictModes()
        self.path = path
        self.file = file
        self.openingWarning = warning
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "qiita library"
        configuration.maximumReaderCount = 2
        configuration.prepareDatabase { db in
            // WAL with NORMAL cannot corrupt the file; a power cut may lose the last saves, which a
            // cache can fetch again.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA cache_size = -512")
        }
        return configuration
    }

    /// Brings the schema up to date. Two processes may race on a new file: the loser's migration
    /// fails on tables that now exist. It tries again, which applies only what the winner has
    /// not (GRDB reads which migrations are applied before it takes the write lock).
    private static func migrate(_ pool: DatabasePool, with schema: LibrarySchema, path: String) throws {
        let migrator = schema.migrator
        if try pool.read({ try migrator.hasCompletedMigrations($0) }) == false {
            try pool.writeWithoutTransaction { db in
                // Lets prune give space back. Switching a file that has pages (WAL wrote its
                // header) takes a VACUUM, instant while it holds no table yet.
                if try db.tableExists("grdb_migrations") == false {
                    try db.execute(sql: "PRAGMA auto_vacuum = INCREMENTAL; VACUUM")
                }
            }
            for attempt in 1... {
                do {
                    try migrator.migrate(pool)
                    break
                } catch {
                    if try pool.read({ try migrator.hasCompletedMigrations($0) }) { break }
                    if attempt == 20 { throw error }
                    usleep(useconds_t(10_000 * attempt))
                }
            }
        }
        if let newer = try pool.read({ try schema.newerSchemaDetail($0) }) {
            throw LibraryError.newerSchema(path: path, detail: newer)
        }
    }

    /// Runs `body` in a read transaction, mapping failures to `LibraryError`.
    func read<T>(_ body: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try pool.read(body)
        } catch {
            throw LibraryError(error, path: path)
        }
    }

    /// Runs `body` in one write transaction (all or nothing), mapping failures to `LibraryError`.
    func write<T>(_ body: (Database) throws -> T) throws(LibraryError) -> T {
        do {
            return try pool.write(body)
        } catch {
            throw LibraryError(error, path: path)
        }
    }

    /// Closes the connections now rather than when the store is released (tests moving files).
    package func close() throws(LibraryError) {
        do {
            try pool.close()
        } catch {
            throw LibraryError(error, path: path)
        }
    }
}

extension LibraryStore {
    /// A JSON array of strings, bound as one argument and read back with `json_each`, so a query
    /// takes any number of ids.
    static func jsonArgument(_ strings: [String]) -> String {
        guard let data = try? JSONEncoder().encode(strings) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
