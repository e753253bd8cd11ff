import GRDB
import QiitaAPI

/// The tables and their migrations. Each migration also raises `PRAGMA user_version`, so that a
/// file written by a newer build is recognised even by tools that do not know GRDB's table.
/// A migration never changes once on main: GRDB knows them by name, and a file that ran one
/// would never run it again. A change is a new migration.
struct LibrarySchema: Sendable {
    /// The `user_version` the last migration below sets.
    static let version = 5

    let migrator: DatabaseMigrator

    init() {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 items, lists, responses, reading, search") { db in
            try db.execute(sql: Self.version1)
        }
        migrator.registerMigration("v2 items waiting to be indexed for search") { db in
            try db.execute(sql: Self.version2)
        }
        migrator.registerMigration("v3 visits") { db in
            try db.execute(sql: Self.version3)
        }
        migrator.registerMigration("v4 lists by listing, whatever their page size") { db in
            try db.execute(sql: Self.version4)
            for key in try String.fetchAll(db, sql: "SELECT key FROM list") {
                guard let page = ListingPage(key: key) else { continue }
                try db.execute(
                    sql: "UPDATE list SET listing = ?, first_position = ?, page_size = ? WHERE key = ?",
                    arguments: [page.listing, page.positions.lowerBound, page.paging.perPage, key])
            }
        }
        migrator.registerMigration("v5 list sizes and when their items were saved") { db in
            // Files made by a build between this migration and v4's first form have the count.
            if try !db.columns(in: "list").contains(where: { $0.name == "item_count" }) {
                try db.execute(sql: "ALTER TABLE list ADD COLUMN item_count INTEGER NOT NULL DEFAULT 0")
            }
            try db.execute(sql: Self.version5)
        }
        self.migrator = migrator
    }

    /// Why the file is too new for this build, or nil when this build can use it.
    func newerSchemaDetail(_ db: Database) throws -> String? {
        let userVersion = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
        if userVersion > Self.version {
            return "schema version \(userVersion), this qiita knows \(Self.version)"
        }
        guard try db.tableExists("grdb_migrations") else { return nil }
        let known = Set(migrator.migrations)
        let unknown = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations").filter { !known.contains($0) }
        return unknown.isEmpty ? nil : "unknown migration \(unknown.sorted().joined(separator: ", "))"
    }

    /// `item.num` is the rowid the search index shares; `id` is Qiita's. Times are Unix seconds;
    /// `created_at`/`updated_at` are the API's own strings. The search columns hold folded text
    /// (NFKC, lower case) written by the store in the same transaction as the item.
    private static let version1 = """
        CREATE TABLE item (
            num INTEGER PRIMARY KEY,
            id TEXT NOT NULL UNIQUE,
            json BLOB NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            tags TEXT NOT NULL,
            author_id TEXT NOT NULL,
            author_name TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            fetched_at REAL NOT NULL
        );
        CREATE INDEX item_fetched_at ON item(fetched_at);
        CREATE VIRTUAL TABLE item_search USING fts5(title, body, tags, author, tokenize = 'trigram');
        CREATE TRIGGER item_deleted AFTER DELETE ON item BEGIN
            DELETE FROM item_search WHERE rowid = old.num;
        END;

        CREATE TABLE list (
            key TEXT PRIMARY KEY NOT NULL,
            fetched_at REAL NOT NULL,
            headers TEXT NOT NULL
        );
        CREATE TABLE list_entry (
            list_key TEXT NOT NULL REFERENCES list(key) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            item_id TEXT NOT NULL,
            PRIMARY KEY (list_key, position)
        ) WITHOUT ROWID;
        CREATE INDEX list_entry_item ON list_entry(item_id);

        CREATE TABLE response (
            key TEXT PRIMARY KEY NOT NULL,
            fetched_at REAL NOT NULL,
            headers TEXT NOT NULL,
            body BLOB NOT NULL
        );

        CREATE TABLE reading (
            item_id TEXT PRIMARY KEY NOT NULL,
            title TEXT,
            first_read_at REAL NOT NULL,
            last_read_at REAL NOT NULL,
            is_read INTEGER NOT NULL,
            marked_at REAL NOT NULL,
            position INTEGER NOT NULL DEFAULT 0,
            read_body TEXT,
            read_updated_at TEXT
        );
        CREATE INDEX reading_last_read_at ON reading(last_read_at);

        PRAGMA user_version = 1;
        """

    /// The items saved since search last indexed (new ones, and changed ones whose entry was
    /// dropped), so that a search does not look through every item to find them.
    private static let version2 = """
        CREATE TABLE search_pending (num INTEGER PRIMARY KEY);
        INSERT INTO search_pending SELECT num FROM item
            WHERE NOT EXISTS (SELECT 1 FROM item_search WHERE item_search.rowid = item.num);
        CREATE TRIGGER item_deleted_pending AFTER DELETE ON item BEGIN
            DELETE FROM search_pending WHERE num = old.num;
        END;
        PRAGMA user_version = 2;
        """

    /// When a place (the timeline) was last shown, for "N new since your last visit".
    private static let version3 = """
        CREATE TABLE visit (place TEXT PRIMARY KEY, at REAL NOT NULL);
        PRAGMA user_version = 3;
        """

    /// Which listing a list is a page of, and where in it (``ListingPage``), so that a list can
    /// be answered from pages of another size. Lists that are no page of a listing have none.
    private static let version4 = """
        ALTER TABLE list ADD COLUMN listing TEXT;
        ALTER TABLE list ADD COLUMN first_position INTEGER;
        ALTER TABLE list ADD COLUMN page_size INTEGER;
        CREATE INDEX list_listing ON list(listing, fetched_at);
        PRAGMA user_version = 4;
        """

    /// How many items a list holds, and when they were saved: a 304 confirms a list as of now
    /// (`fetched_at`), but its items are as old as their save, which is what tells pages of one
    /// snapshot of a listing.
    private static let version5 = """
        UPDATE list SET item_count = (SELECT count(*) FROM list_entry WHERE list_key = list.key);
        ALTER TABLE list ADD COLUMN saved_at REAL;
        UPDATE list SET saved_at = fetched_at;
        PRAGMA user_version = 5;
        """
}
