import CCurl
import Dispatch
import Glibc
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The real transport: libcurl.
///
/// - Connections, DNS answers and TLS sessions live in one share handle, and easy handles are
///   pooled, so consecutive requests reuse one TCP (and TLS) connection.
/// - Every decoder libcurl was built with is offered (`Accept-Encoding`) to real hosts; to this
///   machine (127.0.0.0/8, ::1, localhost) by default none, since compressing and decompressing
///   a reply that crosses no network only costs time. TLS peers and host names are always
///   verified, and only http and https are spoken; redirects are not followed.
/// - Proxies come from the environment as libcurl reads it (`https_proxy`, `http_proxy`,
///   `all_proxy`, `no_proxy`, and their upper-case forms except `HTTP_PROXY`).
/// - Each transfer blocks one thread of a private queue; cancelling the calling task aborts the
///   transfer through libcurl's progress callback.
public final class CurlTransport: Transport {
    /// Connecting must finish within this.
    public let connectTimeout: Duration
    /// The whole exchange must finish within this.
    public let timeout: Duration
    /// Larger bodies are refused rather than held in memory.
    public let maximumBodySize: Int
    public let compression: Compression

    /// When to ask for compressed replies.
    public enum Compression: Sendable, Hashable {
        /// Every decoder libcurl has, for every host.
        case always
        /// Every decoder for real hosts; none for this machine.
        case exceptLoopback
    }

    private let session: CurlSession
    private let queue = DispatchQueue(label: "qiita.curl", attributes: .concurrent)

    public init(
        timeout: Duration = .seconds(30), connectTimeout: Duration = .seconds(10),
        maximumBodySize: Int = 256 << 20, compression: Compression = .exceptLoopback
    ) {
        self.timeout = timeout
        self.compression = compression
        self.connectTimeout = min(connectTimeout, timeout)
        self.maximumBodySize = maximumBodySize
        self.session = CurlSession()
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let transfer = Transfer(request: request, maximumBodySize: maximumBodySize)
        let options = TransferOptions(
            timeout: timeout, connectTimeout: connectTimeout,
            acceptsEncodings: compression == .always || !Self.isLoopback(request.url))
        let session = self.session
        let result: Result<HTTPResponse, TransportError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                queue.async {
                    continuation.resume(returning: session.perform(transfer, options: options))
                }
            }
        } onCancel: {
            transfer.cancel()
        }
        return try result.get()
    }

    /// Whether `url` names this machine.
    static func isLoopback(_ url: String) -> Bool {
        guard let separator = url.firstUTF8Range(of: "://") else { return false }
        let rest = url[separator.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let origin = url[..<separator.upperBound] + authority
        return QiitaHost(String(origin))?.isLoopback ?? false
    }
}

/// Timeouts for one transfer.
struct TransferOptions: Sendable {
    var timeout: Duration
    var connectTimeout: Duration
    var acceptsEncodings: Bool
}

/// The pooled easy handles and the share handle they all use. The pool, the share handle and
/// its locks are the only shared mutable state; each transfer owns its easy handle while it runs.
///
/// libcurl is loaded (`qiita_curl_load`, unless `qiita`'s start-up has preloaded it) and the
/// share handle made by the first transfer, on the transfer's own queue thread: making a
/// transport never waits for a load still under way.
final class CurlSession: @unchecked Sendable {
    private let shareLocks: UnsafeMutablePointer<pthread_mutex_t>
    private let lockCount = Int(CURL_LOCK_DATA_LAST.rawValue)
    private let idleHandles = Mutex<[EasyHandle]>([])
    /// The share handle (nil if libcurl could not make one), or why libcurl cannot be used;
    /// nil before the first transfer.
    private let library = Mutex<Result<UnsafeMutableRawPointer?, TransportError>?>(nil)

    init() {
        shareLocks = .allocate(capacity: lockCount)
        for index in 0..<lockCount { pthread_mutex_init(shareLocks + index, nil) }
    }

    deinit {
        for handle in idleHandles.withLock({ $0 }) { qiita_curl_easy_cleanup(handle.pointer) }
        if case .success(let share?) = library.withLock({ $0 }) { qiita_curl_share_cleanup(share) }
        for index in 0..<lockCount { pthread_mutex_destroy(shareLocks + index) }
        shareLocks.deallocate()
    }

    /// Runs one transfer to completion on the calling thread.
    func perform(_ transfer: Transfer, options: TransferOptions) -> Result<HTTPResponse, TransportError> {
        let share: UnsafeMutableRawPointer?
        switch loaded() {
        case .failure(let error): return .failure(error)
        case .success(let handle): share = handle
        }
        let pooled = idleHandles.withLock { $0.popLast() }
        guard let handle = pooled?.pointer ?? qiita_curl_easy_init() else {
            return .failure(.other(code: -1, message: "libcurl could not create a handle"))
        }
        defer {
            qiita_curl_easy_reset(handle)
            let returned = EasyHandle(pointer: handle)
            idleHandles.withLock { $0.append(returned) }
        }
        return transfer.run(on: handle, share: share, options: options)
    }

    /// Why qiita_curl_load failed: libcurl missing, or present but not starting.
    private static func loadFailure() -> TransportError {
        // Set whenever loading failed.
        let reason = String(cString: qiita_curl_load_error()!)
        return qiita_curl_start_failed() == 1 ? .libraryFailedToStart(reason) : .libraryUnavailable(reason)
    }

    /// libcurl loaded and the share handle made, once; later transfers get the same answer.
    private func loaded() -> Result<UnsafeMutableRawPointer?, TransportError> {
        library.withLock { library in
            if let library { return library }
            let result: Result<UnsafeMutableRawPointer?, TransportError> =
                if qiita_curl_load() == 1 {
                    .success(makeShare())
                } else {
                    .failure(Self.loadFailure())
                }
            library = result
            return result
        }
    }

    /// A share handle for connections, DNS answers and TLS sessions, locked with `shareLocks`.
    private func makeShare() -> UnsafeMutableRawPointer? {
        guard let share = qiita_curl_share_init() else { return nil }
        _ = qiita_curl_share_setopt_pointer(share, CURLSHOPT_USERDATA, UnsafeMutableRawPointer(shareLocks))
        _ = qiita_curl_share_setopt_lock(share) { _, data, _, context in
            guard let context else { return }
            pthread_mutex_lock(context.assumingMemoryBound(to: pthread_mutex_t.self) + Int(data.rawValue))
        }
        _ = qiita_curl_share_setopt_unlock(share) { _, data, context in
            guard let context else { return }
            pthread_mutex_unlock(context.assumingMemoryBound(to: pthread_mutex_t.self) + Int(data.rawValue))
        }
        for data in [CURL_LOCK_DATA_CONNECT, CURL_LOCK_DATA_DNS, CURL_LOCK_DATA_SSL_SESSION] {
            _ = qiita_curl_share_setopt_long(share, CURLSHOPT_SHARE, Int(data.rawValue))
        }
        return share
    }
}

/// A libcurl easy handle. Only one transfer uses it at a time: it is taken from the pool for the
/// length of a transfer and put back after.
struct EasyHandle: @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
}

/// One request in flight: the state libcurl's callbacks write into.
final class Transfer: @unchecked Sendable {
    let request: HTTPRequest
    let maximumBodySize: Int
    private let cancelled = Atomic<Bool>(false)
    // Written only by libcurl's callbacks, on the thread running the transfer.
    private var body = ResponseBuffer()
    /// The body parsed as it arrives (``parsing`` is `.transport`).
    private var tape = StreamingTape()
    private var parsing = BodyParsing.none
    private var headers = HTTPHeaders()
    /// The body's length as `Content-Length` announced it (bounded by `maximumBodySize`), or 0.
    private var announcedLength = 0
    private var tooLarge = false
    private var outOfMemory = false

    init(request: HTTPRequest, maximumBodySize: Int) {
        self.request = request
        self.maximumBodySize = maximumBodySize
    }

    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    func run(on handle: UnsafeMutableRawPointer, share: UnsafeMutableRawPointer?, options: TransferOptions)
        -> Result<HTTPResponse, TransportError>
    {
        if isCancelled { return .failure(.cancelled) }
        var headerList: UnsafeMutablePointer<curl_slist>?
        defer { qiita_curl_slist_free_all(headerList) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        defer { errorBuffer.deallocate() }
        errorBuffer[0] = 0

        let context = Unmanaged.passUnretained(self).toOpaque()
        if let share { _ = qiita_curl_setopt_share(handle, share) }
        _ = qiita_curl_setopt_string(handle, CURLOPT_URL, request.url)
        _ = qiita_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = qiita_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        _ = qiita_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
        _ = qiita_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
        _ = qiita_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = qiita_curl_setopt_long(handle, CURLOPT_TCP_KEEPALIVE, 1)
        // Pages of items are megabytes: read them in 128 KB pieces rather than 16 KB ones
        // (larger buffers cost more page faults than the reads they save).
        _ = qiita_curl_setopt_long(handle, CURLOPT_BUFFERSIZE, 128 * 1024)
        if options.acceptsEncodings { _ = qiita_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "") }
        _ = qiita_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, options.timeout.curlTimeoutMilliseconds)
        _ = qiita_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, options.connectTimeout.curlTimeoutMilliseconds)
        _ = qiita_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer)

        switch request.method {
        case .get:
            _ = qiita_curl_setopt_long(handle, CURLOPT_HTTPGET, 1)
        case .delete:
            _ = qiita_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, "DELETE")
        case .post, .put, .patch:
            let payload = request.body ?? Data()
            _ = qiita_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, request.method.rawValue)
            _ = qiita_curl_setopt_long(handle, CURLOPT_POSTFIELDSIZE, payload.count)
            payload.withUnsafeBytes { bytes in
                _ = qiita_curl_setopt_pointer(
                    handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? UnsafeRawPointer(errorBuffer)))
            }
        }

        var sawContentType = false
        for field in request.headers {
            if field.name.caseInsensitiveEquals("Content-Type") { sawContentType = true }
            headerList = qiita_curl_slist_append(headerList, "\(field.name): \(field.value)")
        }
        if !sawContentType { headerList = qiita_curl_slist_append(headerList, "Content-Type:") }
        headerList = qiita_curl_slist_append(headerList, "Expect:")
        _ = qiita_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList)

        _ = qiita_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context)
        _ = qiita_curl_setopt_write_callback(handle) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
        }
        _ = qiita_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context)
        _ = qiita_curl_setopt_header_callback(handle) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
            transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count))
            return size * count
        }
        _ = qiita_curl_setopt_long(handle, CURLOPT_NOPROGRESS, 0)
        _ = qiita_curl_setopt_pointer(handle, CURLOPT_XFERINFODATA, context)
        _ = qiita_curl_setopt_progress_callback(handle) { context, _, _, _, _ in
            guard let context else { return 0 }
            return Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
        }

        let code = qiita_curl_easy_perform(handle)
        guard code == CURLE_OK else {
            // The body is freed with the transfer: the reader must be done with it. (On success
            // it becomes the response's, and the reader goes on until the caller finishes it.)
            stopFeedingReader()
            return .failure(error(for: code, message: String(cString: errorBuffer)))
        }
        var status = 0
        _ = qiita_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        // The reader may go on reading the body once it is the response's, in place. A body of a
        // few bytes is not (`Data` keeps one of up to 14 inline, copied, and frees the mapping at
        // once): it arrives that small despite a large Content-Length only from a server that
        // sends one with a chunked body, or with a 1xx reply. The reader is done with it first.
        if body.count < Self.smallestBodyReadInPlace { stopFeedingReader() }
        let data = body.takeData()
        // A body the streaming parse cannot finish (not JSON, or cut short) is left to the
        // decoder, which parses it again and says what is wrong with it.
        let parsed = parsing == .transport ? (try? tape.finish(data)) : nil
        return .success(HTTPResponse(status: status, headers: headers, body: data, tape: parsed))
    }

    private func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Int {
        if isCancelled { return 0 }
        guard body.count + chunk.count <= maximumBodySize else {
            tooLarge = true
            return 0
        }
        if parsing == .transport && body.count == 0, request.bodyReader != nil, body.isMapped {
            // A 2xx body of a megabyte or more (from Content-Length) for a request with a reader:
            // the reader parses it on its own thread, this one only receives.
            parsing = .reader
        }
        if parsing == .reader && !body.keepsBytesInPlace(appending: chunk.count) {
            // Longer than Content-Length said: the bytes move, so the reader stops reading them
            // and works from the finished body instead.
            stopFeedingReader()
        }
        guard body.append(chunk) else {
            outOfMemory = true
            return 0
        }
        switch parsing {
        case .reader: if let reader = request.bodyReader { body.withBytes { reader.bodyGrew($0, of: announcedLength) } }
        case .transport: body.withBytes { tape.advance(over: $0, of: announcedLength) }
        case .none: break
        }
        return chunk.count
    }

    /// Who parses the body while it arrives: nobody (an error reply, or a body the reader had to
    /// stop on because it outgrew its mapping), this thread (a 2xx JSON page without a reader, or
    /// too small to be mapped), or the request's reader (a 2xx body in a mapping).
    private enum BodyParsing { case none, transport, reader }

    /// Bodies shorter than this are never left to a reader after the transfer (see `run`).
    private static var smallestBodyReadInPlace: Int { 4096 }

    private func stopFeedingReader() {
        guard parsing == .reader else { return }
        parsing = .none
        request.bodyReader?.stop()
    }

    private func receiveHeaderLine(_ chunk: UnsafeRawBufferPointer) {
        // Trim CR and LF as bytes: "\r\n" is one Character, so String suffix checks miss it.
        var end = chunk.count
        while end > 0, chunk[end - 1] == 0x0A || chunk[end - 1] == 0x0D { end -= 1 }
        let line = String(decoding: UnsafeRawBufferPointer(rebasing: chunk[..<end]), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = HTTPHeaders()  // a new response (after 100 Continue, or a proxy's CONNECT)
            announcedLength = 0
            let status = line.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) }
            // A reader being fed stays so: it is stopped before the bytes move, or in `run` when
            // the body turns out too small to be read in place.
            if parsing != .reader { parsing = status.map(HTTPResponse.isSuccess) ?? false ? .transport : .none }
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingSpaces()
        let value = line[line.index(after: colon)...].trimmingSpaces()
        headers.add(name, value)
        // Reserve the body's size up front rather than growing it by copies (a page of items
        // with bodies is megabytes); a compressed body decodes larger and grows from there.
        if name.caseInsensitiveEquals("Content-Length"), let length = Int(value), length > 0 {
            announcedLength = min(length, maximumBodySize)
            body.reserve(announcedLength)
        }
    }

    private func error(for code: CURLcode, message: String) -> TransportError {
        let detail = message.isEmpty ? String(cString: qiita_curl_easy_strerror(code)) : message
        switch code {
        case CURLE_URL_MALFORMAT:
            return .invalidURL(URLRedaction.redacted(request.url))
        case CURLE_UNSUPPORTED_PROTOCOL:
            // Also what libcurl says of a reply whose status line is not HTTP: not transient,
            // so it is not retried.
            return .other(code: Int(code.rawValue), message: "the reply is not HTTP (\(detail))")
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .couldNotResolveHost(detail)
        case CURLE_COULDNT_CONNECT:
            return .couldNotConnect(detail)
        case CURLE_OPERATION_TIMEDOUT:
            return .timedOut
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CERTPROBLEM,
            CURLE_SSL_CACERT_BADFILE, CURLE_SSL_CIPHER, CURLE_SSL_ISSUER_ERROR:
            return .tlsFailure(detail)
        case CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_HTTP2,
            CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING:
            return .connectionLost(detail)
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        case CURLE_WRITE_ERROR where tooLarge:
            return .responseTooLarge(limit: maximumBodySize)
        case CURLE_WRITE_ERROR where isCancelled:
            return .cancelled
        case CURLE_WRITE_ERROR where outOfMemory:
            return .other(code: Int(code.rawValue), message: "out of memory for a reply of \(body.count) bytes or more")
        default:
            return .other(code: Int(code.rawValue), message: detail)
        }
    }
}

extension Duration {
    /// Whole milliseconds, rounded down.
    package var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }

    /// Whole milliseconds, at least 1 (libcurl reads 0 as "no timeout").
    fileprivate var curlTimeoutMilliseconds: Int { max(1, wholeMilliseconds) }
}
