import Glibc

/// Files only their owner may read, written so that a full disk or a crashed process never
/// leaves a half written one: a temporary file in the same directory, renamed into place. A
/// durable write (credentials) also syncs the file before and the directory after, so that not
/// even a power loss does; a cache (the rate ledger) skips that, and may be found empty after one.
package enum PrivateFile {
    package static let fileMode: mode_t = 0o600
    package static let directoryMode: mode_t = 0o700
    /// qiita's own files are a few kilobytes; anything far larger is not one of them.
    package static let maximumSize = 1 << 20

    /// The file's bytes, or nil when it does not exist. Only a regular file is read (a FIFO or a
    /// device would block or never end). With `requirePrivate` (credentials), a file that group
    /// or others may read or write, or that another user owns, is refused.
    package static func read(_ path: String, requirePrivate: Bool) throws(AccountError) -> [UInt8]? {
        // Non-blocking, so that opening a FIFO returns at once; fstat then refuses it.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        if descriptor < 0 {
            if errno == ENOENT { return nil }
            if errno == ELOOP { throw .unreadable(path: path, reason: "it is a symbolic link") }
            throw .unreadable(path: path, reason: Self.reason())
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: path, reason: Self.reason()) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, reason: "it is a directory, not a file")
        default: throw .unreadable(path: path, reason: "it is not a regular file")
        }
        if info.st_size > maximumSize {
            throw .unreadable(path: path, reason: "it is \(info.st_size) bytes, more than any file qiita writes")
        }
        if requirePrivate && info.st_uid != geteuid() {
            throw .unreadable(path: path, reason: "it belongs to another user (uid \(info.st_uid))")
        }
        if requirePrivate && info.st_mode & 0o077 != 0 {
            throw .insecurePermissions(path: path, mode: UInt32(info.st_mode))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while bytes.count <= maximumSize {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: path, reason: Self.reason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
        throw .unreadable(path: path, reason: "it grew past \(maximumSize) bytes while being read")
    }

    /// Replaces `path` with `bytes` atomically, mode 0600, creating its directory (0700).
    /// `durable` also syncs the data and the rename to disk (credentials); caches skip it.
    package static func write(_ bytes: [UInt8], to path: String, durable: Bool = true) throws(AccountError) {
        let (directory, name) = try split(path)
        try makeDirectory(directory)
        let temporary = "\(directory)/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, fileMode)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.reason()) }
        var renamed = false
        defer { if !renamed { unlink(temporary) } }
        let written = writeAll(bytes, to: descriptor) && (!durable || fsync(descriptor) == 0)
        let reason = Self.reason()
        close(descriptor)
        guard written else { throw .unwritable(path: path, reason: reason) }
        var old = stat()
        if lstat(path, &old) == 0, old.st_mode & S_IFMT == S_IFDIR {
            throw .unwritable(path: path, reason: "it is a directory, not a file")
        }
        guard rename(temporary, path) == 0 else { throw .unwritable(path: path, reason: Self.reason()) }
        renamed = true
        guard durable else { return }
        let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryDescriptor >= 0 {
            fsync(directoryDescriptor)
            close(directoryDescriptor)
        }
    }

    /// Opens `path` for writing from its start, mode 0600, creating its directory (0700): a log
    /// written line by line (the reader's `--verbose` trace). Returns the descriptor.
    package static func openLog(_ path: String) throws(AccountError) -> Int32 {
        let (directory, _) = try split(path)
        try makeDirectory(directory)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, fileMode)
        guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.reason()) }
        // An older file keeps its mode through open: make it private like a new one.
        fchmod(descriptor, fileMode)
        return descriptor
    }

    /// Runs `body` holding an exclusive lock on `path`'s lock file (`path.lock`), so that a
    /// read-modify-write of `path` by several processes at once loses nothing.
    package static func withLock<Value>(
        on path: String, _ body: () throws(AccountError) -> Value
    ) throws(AccountError) -> Value {
        let (directory, _) = try split(path)
        try makeDirectory(directory)
        let descriptor = open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, fileMode)
        guard descriptor >= 0 else { throw .unwritable(path: path + ".lock", reason: Self.reason()) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .unwritable(path: path + ".lock", reason: Self.reason()) }
        }
        return try body()
    }

    /// Removes `path`; true when there was a file.
    @discardableResult
    package static func remove(_ path: String) throws(AccountError) -> Bool {
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

    private static func split(_ path: String) throws(AccountError) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/"), path.hasPrefix("/") else {
            throw .unwritable(path: path, reason: "not an absolute path")
        }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static func reason() -> String {
        String(cString: strerror(errno))
    }
}
