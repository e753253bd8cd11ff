import CCurl
import CLibcurl
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
///   `all_proxy`, `no_proxy`, and their upper-case forms except `HTTP_PROXY`), except for this
///   machine, which is always reached directly.
/// - Each transfer blocks one thread of a private queue; cancelling the calling task aborts the
///   transfer through libcurl's progress callback.
package final class CurlTransport: Transport {
    /// Connecting must finish within this.
    package let connectTimeout: Duration
    /// The whole exchange must finish within this.
    package let timeout: Duration
    /// Larger bodies are refused rather than held in memory.
    package let maximumBodySize: Int
    package let compression: Compression

    /// When to ask for compressed replies.
    package enum Compression: Sendable, Hashable {
        /// Every decoder libcurl has, for every host.
        case always
        /// Every decoder for real hosts; none for this machine.
        case exceptLoopback
    }

    private let session: CurlSession
    private let queue = DispatchQueue(label: "qiita.curl", attributes: .concurrent)

    package init(
        timeout: Duration = .seconds(30), connectTimeout: Duration = .seconds(10),
        maximumBodySize: Int = 256 << 20, compression: Compression = .exceptLoopback
    ) {
        self.timeout = timeout
        self.compression = compression
        self.connectTimeout = min(connectTimeout, timeout)
        self.maximumBodySize = maximumBodySize
        self.session = CurlSession()
    }

    package func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let transfer = Transfer(request: request, maximumBodySize: maximumBodySize)
        let options = TransferOptions(
            timeout: timeout, connectTimeout: connectTimeout,
            acceptsEncodings: compression == .always || !Self.isLoopback(request.url),
            bypassesProxy: Self.isLoopback(request.url))
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

/// Timeouts and proxy choice for one transfer.
struct TransferOptions: Sendable {
    var timeout: Duration
    var connectTimeout: Duration
    var acceptsEncodings: Bool
    /// A request to this machine never goes through a proxy: the environment's proxy would
    /// otherwise receive it, token and all, over plain HTTP.
    var bypassesProxy: Bool
}

/// The pooled easy handles and the share handle they all use. The pool, the share handle and
/// its locks are the only shared mutable state; each transfer owns its easy handle while it runs.
final class CurlSession: @unchecked Sendable {
    private let shareLocks: UnsafeMutablePointer<pthread_mutex_t>
    private let lockCount = Int(CURL_LOCK_DATA_LAST.rawValue)
    private let idleHandles = Mutex<[EasyHandle]>([])
    /// Connections, DNS answers and TLS sessions shared by every handle; nil if libcurl could not
    /// make one (transfers then work alone).
    private let share: UnsafeMutableRawPointer?
    /// Why libcurl cannot be used, when `curl_global_init` failed.
    private let startFailure: TransportError?

    init() {
        shareLocks = .allocate(capacity: lockCount)
        for index in 0..<lockCount { pthread_mutex_init(shareLocks + index, nil) }
        let started = Self.globalInit
        startFailure = started == CURLE_OK ? nil : .libraryFailedToStart(String(cString: curl_easy_strerror(started)))
        share = startFailure == nil ? Self.makeShare(locks: shareLocks) : nil
    }

    deinit {
        for handle in idleHandles.withLock({ $0 }) { curl_easy_cleanup(handle.pointer) }
        if let share { curl_share_cleanup(share) }
        for index in 0..<lockCount { pthread_mutex_destroy(shareLocks + index) }
        shareLocks.deallocate()
    }

    /// `curl_global_init`, once per process, before any other libcurl call.
    private static let globalInit: CURLcode = curl_global_init(Int(CURL_GLOBAL_DEFAULT))

    /// Runs one transfer to completion on the calling thread.
    func perform(_ transfer: Transfer, options: TransferOptions) -> Result<HTTPResponse, TransportError> {
        if let startFailure { return .failure(startFailure) }
        let pooled = idleHandles.withLock { $0.popLast() }
        guard let handle = pooled?.pointer ?? curl_easy_init() else {
            return .failure(.other(code: -1, message: "libcurl could not create a handle"))
        }
        defer {
            curl_easy_reset(handle)
            let returned = EasyHandle(pointer: handle)
            idleHandles.withLock { $0.append(returned) }
        }
        return transfer.run(on: handle, share: share, options: options)
    }

    /// A share handle for connections, DNS answers and TLS sessions, locked with `locks`.
    private static func makeShare(locks: UnsafeMutablePointer<pthread_mutex_t>) -> UnsafeMutableRawPointer? {
        guard let share = curl_share_init() else { return nil }
        _ = qiita_curl_share_setopt_pointer(share, CURLSHOPT_USERDATA, UnsafeMutableRawPointer(locks))
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
    private var body = Data()
    private var headers = HTTPHeaders()
    private var tooLarge = false

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
        defer { curl_slist_free_all(headerList) }
        var errorBuffer = [CChar](repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)

        let context = Unmanaged.passUnretained(self).toOpaque()
        if let share { _ = qiita_curl_setopt_pointer(handle, CURLOPT_SHARE, share) }
        _ = qiita_curl_setopt_string(handle, CURLOPT_URL, request.url)
        _ = qiita_curl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http,https")
        _ = qiita_curl_setopt_long(handle, CURLOPT_FOLLOWLOCATION, 0)
        _ = qiita_curl_setopt_long(handle, CURLOPT_SSL_VERIFYPEER, 1)
        _ = qiita_curl_setopt_long(handle, CURLOPT_SSL_VERIFYHOST, 2)
        _ = qiita_curl_setopt_long(handle, CURLOPT_NOSIGNAL, 1)
        _ = qiita_curl_setopt_long(handle, CURLOPT_TCP_KEEPALIVE, 1)
        if options.bypassesProxy { _ = qiita_curl_setopt_string(handle, CURLOPT_PROXY, "") }
        if options.acceptsEncodings { _ = qiita_curl_setopt_string(handle, CURLOPT_ACCEPT_ENCODING, "") }
        _ = qiita_curl_setopt_long(handle, CURLOPT_TIMEOUT_MS, options.timeout.curlTimeoutMilliseconds)
        _ = qiita_curl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, options.connectTimeout.curlTimeoutMilliseconds)

        switch request.method {
        case .get:
            _ = qiita_curl_setopt_long(handle, CURLOPT_HTTPGET, 1)
        case .delete:
            _ = qiita_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, "DELETE")
        case .post, .put, .patch:
            let payload = [UInt8](request.body ?? Data())
            _ = qiita_curl_setopt_string(handle, CURLOPT_CUSTOMREQUEST, request.method.rawValue)
            _ = qiita_curl_setopt_long(handle, CURLOPT_POSTFIELDSIZE, payload.count)
            // COPYPOSTFIELDS copies the bytes, so the array may go; an empty body still needs an address.
            (payload.isEmpty ? [0] : payload).withUnsafeBytes { bytes in
                _ = qiita_curl_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, UnsafeMutableRawPointer(mutating: bytes.baseAddress))
            }
        }

        var sawContentType = false
        for field in request.headers {
            if field.name.caseInsensitiveEquals("Content-Type") { sawContentType = true }
            headerList = curl_slist_append(headerList, "\(field.name): \(field.value)")
        }
        if !sawContentType { headerList = curl_slist_append(headerList, "Content-Type:") }
        headerList = curl_slist_append(headerList, "Expect:")
        _ = qiita_curl_setopt_pointer(handle, CURLOPT_HTTPHEADER, headerList)

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

        let code = errorBuffer.withUnsafeMutableBufferPointer { buffer in
            _ = qiita_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, buffer.baseAddress)
            defer { _ = qiita_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, nil) }
            return curl_easy_perform(handle)
        }
        guard code == CURLE_OK else {
            let message = String(decoding: errorBuffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(error(for: code, message: message))
        }
        var status = 0
        _ = qiita_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return .success(HTTPResponse(status: status, headers: headers, body: body))
    }

    private func receiveBody(_ chunk: UnsafeRawBufferPointer) -> Int {
        if isCancelled { return 0 }
        guard body.count + chunk.count <= maximumBodySize else {
            tooLarge = true
            return 0
        }
        if body.isEmpty, let length = headers["Content-Length"].flatMap(Int.init), length <= maximumBodySize {
            body.reserveCapacity(length)  // one buffer of the right size, not doublings
        }
        body.append(contentsOf: chunk)
        return chunk.count
    }

    private func receiveHeaderLine(_ chunk: UnsafeRawBufferPointer) {
        // Trim CR and LF as bytes: "\r\n" is one Character, so String suffix checks miss it.
        var end = chunk.count
        while end > 0, chunk[end - 1] == 0x0A || chunk[end - 1] == 0x0D { end -= 1 }
        let line = String(decoding: UnsafeRawBufferPointer(rebasing: chunk[..<end]), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            headers = HTTPHeaders()  // a new response (after 100 Continue, or a proxy's CONNECT)
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        headers.add(line[..<colon].trimmingSpaces(), line[line.index(after: colon)...].trimmingSpaces())
    }

    private func error(for code: CURLcode, message: String) -> TransportError {
        let detail = message.isEmpty ? String(cString: curl_easy_strerror(code)) : message
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
        case CURLE_OUT_OF_MEMORY:
            // What libcurl reports for a header line over its 100 kB limit, too.
            return .other(code: Int(code.rawValue), message: "the reply could not be held: a header line longer than 100 kB, or no memory left")
        case CURLE_ABORTED_BY_CALLBACK:
            return .cancelled
        case CURLE_WRITE_ERROR where tooLarge:
            return .responseTooLarge(limit: maximumBodySize)
        case CURLE_WRITE_ERROR where isCancelled:
            return .cancelled
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
