import Glibc

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reply's body as it arrives from libcurl, in pieces.
///
/// A body of a megabyte or more (a page of 100 items with their bodies is about 2 MB) goes into an
/// anonymous mapping of its own, aligned and advised for transparent huge pages: filling 2 MB then
/// takes one page fault instead of ~500, and freeing it one unmapping. On a kernel without them
/// (or with them turned off) the mapping is an ordinary one. Smaller bodies go into a `Data`.
struct ResponseBuffer: ~Copyable {
    /// Bodies expected (or grown) to at least this size are mapped.
    static let mappingThreshold = 1 << 20

    private var small = Data()
    private var mapping: ResponseMapping?

    init() {}

    var count: Int {
        switch mapping {
        case .some(let mapped): mapped.count
        case .none: small.count
        }
    }

    /// Whether the body is in a mapping, whose bytes stay where they are while it has room.
    var isMapped: Bool {
        switch mapping {
        case .some: true
        case .none: false
        }
    }

    /// Whether appending `count` bytes leaves the bytes so far where they are: in a mapping with
    /// room for them.
    func keepsBytesInPlace(appending count: Int) -> Bool {
        switch mapping {
        case .some(let mapped): mapped.hasRoom(for: count)
        case .none: false
        }
    }

    /// Makes room for `capacity` bytes in all (from `Content-Length`), so they arrive without copies.
    mutating func reserve(_ capacity: Int) {
        guard !isMapped else { return }
        if capacity >= Self.mappingThreshold, let mapped = ResponseMapping(capacity: capacity, copying: small) {
            mapping = consume mapped
            small = Data()
        } else {
            small.reserveCapacity(capacity)
        }
    }

    /// Appends `chunk`; false when there is no memory for it.
    mutating func append(_ chunk: UnsafeRawBufferPointer) -> Bool {
        if !isMapped && small.count + chunk.count >= Self.mappingThreshold {
            reserve(max(small.count + chunk.count, 2 * small.count))
        }
        guard var mapped = mapping.take() else {
            small.append(contentsOf: chunk)
            return true
        }
        let appended = mapped.append(chunk)
        mapping = consume mapped
        return appended
    }

    /// The bytes so far, for the duration of `body`.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch mapping {
        case .some(let mapped): mapped.withBytes(body)
        case .none: small.withUnsafeBytes { body($0.assumingMemoryBound(to: UInt8.self)) }
        }
    }

    /// The body, leaving the buffer empty; a mapping is handed over to the `Data`, which unmaps
    /// it when freed.
    mutating func takeData() -> Data {
        guard let mapped = mapping.take() else {
            defer { small = Data() }
            return small
        }
        return mapped.data()
    }
}

/// Anonymous memory mapped for one body, its length a multiple of the huge page size and its start
/// aligned to one. (Internal rather than private: Swift 6.3 fails to emit a private noncopyable
/// type's descriptor in debug builds.)
struct ResponseMapping: ~Copyable {
    static let hugePageSize = 2 << 20

    private let base: UnsafeMutableRawPointer
    private let length: Int
    private(set) var count = 0

    /// Nil when the memory cannot be mapped.
    init?(capacity: Int, copying existing: Data = Data()) {
        let size = Self.hugePageSize
        let length = (max(capacity, existing.count) + size - 1) / size * size
        // Map one huge page more than needed, then give back what lies before the first aligned
        // address and after the aligned range.
        let raw = mmap(nil, length + size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let raw, raw != MAP_FAILED else { return nil }
        let address = UInt(bitPattern: raw)
        let aligned = (address + UInt(size) - 1) / UInt(size) * UInt(size)
        let head = Int(aligned - address)
        if head > 0 { munmap(raw, head) }
        if size - head > 0 { munmap(raw + head + length, size - head) }
        base = raw + head
        self.length = length
        // Advice only: without transparent huge pages the mapping works the same, page by page.
        _ = madvise(base, length, MADV_HUGEPAGE)
        existing.withUnsafeBytes { bytes in
            if let source = bytes.baseAddress, bytes.count > 0 { base.copyMemory(from: source, byteCount: bytes.count) }
        }
        count = existing.count
    }

    deinit {
        munmap(base, length)
    }

    func hasRoom(for extra: Int) -> Bool {
        count + extra <= length
    }

    mutating func append(_ chunk: UnsafeRawBufferPointer) -> Bool {
        guard let source = chunk.baseAddress, chunk.count > 0 else { return true }
        if count + chunk.count > length {
            // More than `Content-Length` said (or no length, compressed): move to twice the room.
            guard let grown = ResponseMapping(capacity: max(count + chunk.count, 2 * length), copying: bytes()) else { return false }
            self = grown
        }
        (base + count).copyMemory(from: source, byteCount: chunk.count)
        count += chunk.count
        return true
    }

    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count))
    }

    /// The bytes so far, without copying them: valid while `self` lives.
    private func bytes() -> Data {
        Data(bytesNoCopy: base, count: count, deallocator: .none)
    }

    /// The bytes as `Data` that owns the mapping from now on.
    consuming func data() -> Data {
        let base = self.base
        let length = self.length
        let count = self.count
        discard self
        return Data(bytesNoCopy: base, count: count, deallocator: .custom { _, _ in munmap(base, length) })
    }
}
