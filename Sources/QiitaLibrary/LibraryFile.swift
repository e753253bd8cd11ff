import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The database file and its companions (`-wal`, `-shm`) on disk: private modes, the checks made
/// before SQLite may write to it, and moving a damaged file aside. Kept apart from the store so
/// that nothing here needs an open connection.
struct LibraryFile: Sendable {
    /// What the checks found in an existing file.
    enum Health: Equatable {
        case absent
        case usable
        case corrupt(reason: String)
    }

    static let companionSuffixes = ["-wal", "-shm"]
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    let path: String

    var folder: String { (path as NSString).deletingLastPathComponent }

    /// Creates every missing folder on the way with mode 0700; folders that exist are left as they are.
    func createFolder() throws(LibraryError) {
        var missing: [String] = []
        var current = folder
        while !current.isEmpty, current != "/", !FileManager.default.fileExists(atPath: current) {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for folder in missing.reversed() {
            if mkdir(folder, 0o700) != 0, errno != EEXIST {
                throw .cannotCreateFolder(path: folder, reason: String(cString: strerror(errno)))
            }
            chmod(folder, 0o700)
        }
    }

    /// Creates an empty database file with mode 0600 before SQLite opens it, so it is never
    /// readable by others, whatever the umask. SQLite gives `-wal` and `-shm` the same mode.
    func createIfMissing() throws(LibraryError) {
        let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if fd >= 0 {
            fchmod(fd, 0o600)
            close(fd)
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Sets 0600 on the database and its companions that exist (a file copied in with another mode).
    func restrictModes() {
        for file in [path] + Self.companionSuffixes.map({ path + $0 }) {
            var info = stat()
            if stat(file, &info) == 0, info.st_mode & 0o777 != 0o600 {
                chmod(file, 0o600)
            }
        }
    }

    /// The inode of the database file, to make sure the file moved aside is the one found damaged.
    func inode() -> UInt64? {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }

    /// Looks at an existing file without writing to it: the SQLite header, `PRAGMA quick_check`
    /// when asked,
    /// then the schema version, which throws `newerSchema` for a file from a newer build.
    func inspect(schema: LibrarySchema, check: IntegrityCheck) throws(LibraryError) -> Health {
        // One open, and its own reason: asking again whether the file exists could see one that
        // another process created meanwhile, and call that a refusal.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return .absent }
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let header = (try? handle.read(upToCount: Self.sqliteHeader.count)) ?? Data()
        try? handle.close()
        if header.isEmpty { return .usable }
        guard Array(header) == Self.sqliteHeader else { return .corrupt(reason: "not an SQLite database") }

        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(LibraryStore.busyTimeout)
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read { db throws -> Health in
                if check == .quickCheck {
                    let result = try String.fetchAll(db, sql: "PRAGMA quick_check(1)")
                    guard result == ["ok"] else { return .corrupt(reason: result.first ?? "quick_check failed") }
                }
                if let newer = try schema.newerSchemaDetail(db) {
                    throw LibraryError.newerSchema(path: path, detail: newer)
                }
                return .usable
            }
        } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
            return .corrupt(reason: error.message ?? "database disk image is malformed")
        } catch {
            throw LibraryError(error, path: path)
        }
    }

    /// Renames the damaged file (and its `-wal`/`-shm`, which belong to it) to
    /// `library.sqlite3.corrupt-YYYYMMDD-HHMMSS`; nothing is deleted. Returns the new path, or nil
    /// when another process already moved that file.
    func moveAside(at date: Date, expectedInode: UInt64?) throws(LibraryError) -> String? {
        if let expectedInode, inode() != expectedInode { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stamp = formatter.string(from: date)
        var target = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        if rename(path, target) != 0 {
            if errno == ENOENT { return nil }
            throw .cannotMoveAside(path: path, reason: String(cString: strerror(errno)))
        }
        for suffix in Self.companionSuffixes where FileManager.default.fileExists(atPath: path + suffix) {
            rename(path + suffix, target + suffix)
        }
        return target
    }

    /// Bytes on disk of the database and its companions.
    func sizeOnDisk() -> Int64 {
        ([path] + Self.companionSuffixes.map { path + $0 }).reduce(0) { total, file in
            var info = stat()
            return stat(file, &info) == 0 ? total + Int64(info.st_size) : total
        }
    }
}
