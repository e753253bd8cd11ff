import CFiles
import Glibc

/// Files only their owner may read, written so that a full disk or a crashed process never
/// leaves a half written one: a temporary file in the same directory, swapped with the old one
/// (or renamed into place). A durable write (credentials) also syncs the file before and the
/// directory after, so that not even a power loss does; a cache (the rate ledger) skips that,
/// and may be found empty after one.
public enum PrivateFile {
    public static let fileMode: mode_t = 0o600
    public static let directoryMode: mode_t = 0o700

    /// The file's bytes, or nil when it does not exist. With `requirePrivate`, a file that group
    /// or others may read or write is refused.
    public static func read(_ path: String, requirePrivate: Bool) throws(AccountError) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            throw .unreadable(path: path, reason: Self.reason())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: Self.reason()) }
        if requirePrivate && info.st_mode & 0o077 != 0 {
            throw .insecurePermissions(path: path, mode: UInt32(info.st_mode))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: Self.reason())
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
        }
        return bytes
    }

    /// Replaces `path` with `bytes` atomically, mode 0600, creating its directory (0700).
    /// `durable` also syncs the data and the rename to disk (credentials); caches skip it.
    public static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(AccountError) {
        guard let slash = path.lastIndex(of: "/") else { throw .unwritable(path: path, reason: "not an absolute path") }
        let directory = String(path[..<slash])
        try makeDirectory(directory)
        let temporary = "\(directory)/.\(path[path.index(after: slash)...]).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, fileMode)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.reason()) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, fileMode) == 0 else { throw AccountError.unwritable(path: path, reason: Self.reason()) }
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    throw AccountError.unwritable(path: path, reason: Self.reason())
                }
                offset += written
            }
            if durable && fsync(descriptor) != 0 { throw AccountError.unwritable(path: path, reason: Self.reason()) }
        } catch let error as AccountError {
            throw error
        } catch {
            throw .unwritable(path: path, reason: "\(error)")
        }
        // Swapped with the old file, then the old one removed: as atomic as renaming over it, and
        // ext4 does not flush a file swapped in as it does one renamed over another
        // (`auto_da_alloc`), which took ~0.2 ms of every rate ledger update. Renamed when there
        // is no old regular file (a swap would move a directory away; a rename refuses it), or
        // the filesystem cannot swap.
        var old = stat()
        if lstat(path, &old) == 0, old.st_mode & S_IFMT == S_IFREG, qiita_exchange_files(temporary, path) == 0 {
            // The old file, now at the temporary name. (Should something other than a file have
            // taken its place meanwhile, it goes back, and the write fails as a rename would.)
            guard unlink(temporary) == 0 else {
                let reason = Self.reason()
                _ = qiita_exchange_files(temporary, path)
                throw .unwritable(path: path, reason: reason)
            }
        } else {
            guard rename(temporary, path) == 0 else { throw .unwritable(path: path, reason: Self.reason()) }
        }
        succeeded = true
        guard durable else { return }
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Removes `path`; true when there was a file.
    @discardableResult
    public static func remove(_ path: String) throws(AccountError) -> Bool {
        if unlink(path) == 0 { return true }
        if errno == ENOENT { return false }
        throw .unwritable(path: path, reason: Self.reason())
    }

    /// `mkdir -p`, with the last component (qiita's own directory) at mode 0700; an existing one
    /// that group or others could enter is tightened.
    static func makeDirectory(_ path: String) throws(AccountError) {
        var info = stat()
        // Usually there already, private: one call rather than one for each component.
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_mode & 0o077 == 0 { return }
        var current = ""
        let components = path.split(separator: "/")
        for (index, component) in components.enumerated() {
            current += "/" + component
            let isLast = index == components.count - 1
            if mkdir(current, isLast ? directoryMode : 0o755) != 0 && errno != EEXIST {
                throw .unwritable(path: current, reason: Self.reason())
            }
        }
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw .unwritable(path: path, reason: "not a directory")
        }
        if info.st_mode & 0o077 != 0 && chmod(path, directoryMode) != 0 {
            throw .unwritable(path: path, reason: Self.reason())
        }
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
