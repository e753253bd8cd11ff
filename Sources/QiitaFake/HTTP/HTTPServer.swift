import Synchronization

/// A small HTTP/1.1 server over POSIX sockets: one thread per connection, keep-alive,
/// TCP_NODELAY, and the low-level control the fake needs (counting connections, truncating a
/// body, resetting a connection). It knows nothing of Qiita: a handler turns requests into responses.
final class HTTPServer: Sendable {
    typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private let requestedPort: UInt16
    private let state = Mutex(State())

    /// Connection counters, reset with `resetCounters()` (open connections are never reset).
    struct Counters: Sendable, Equatable {
        var connectionsAccepted = 0
        var connectionsOpen = 0
        var bytesSent = 0
    }

    private struct Connection {
        var socket: ConnectionSocket?
        var thread: JoinableThread?
        var finished = false
    }

    private struct State {
        var listener: ListeningSocket?
        var acceptThread: JoinableThread?
        var stopping = false
        var nextConnectionID = 0
        var connections: [Int: Connection] = [:]
        var counters = Counters()
    }

    init(port: UInt16) {
        requestedPort = port
    }

    /// The bound port once started.
    var port: UInt16? {
        state.withLock { $0.listener?.port }
    }

    /// The address the listening socket is bound to, as the kernel reports it (`127.0.0.1`).
    var listeningAddress: String? {
        state.withLock { $0.listener.flatMap { ListeningSocket.localAddress(of: $0.descriptor)?.address } }
    }

    var counters: Counters {
        state.withLock { $0.counters }
    }

    func resetCounters() {
        state.withLock {
            $0.counters.connectionsAccepted = 0
            $0.counters.bytesSent = 0
        }
    }

    /// Binds, listens and starts accepting; `handler` answers every request until `stop()`.
    func start(handler: @escaping Handler) throws(FakeServerError) {
        let listener: ListeningSocket = try state.withLock { (state) throws(FakeServerError) -> ListeningSocket in
            guard state.listener == nil else { throw .alreadyStarted }
            let listener = try ListeningSocket.bindLoopback(port: requestedPort)
            state.listener = listener
            state.stopping = false
            return listener
        }
        do {
            let thread = try JoinableThread.start { [self] in acceptLoop(listener, handler: handler) }
            state.withLock { $0.acceptThread = thread }
        } catch {
            state.withLock { $0.listener = nil }
            listener.close()
            throw error
        }
    }

    /// Closes the listener and every open connection, and joins all threads. Idempotent.
    func stop() {
        let (listener, acceptThread) = state.withLock { state in
            state.stopping = true
            let taken = (state.listener, state.acceptThread)
            state.acceptThread = nil
            return taken
        }
        guard let listener else { return }
        listener.shutDown()
        acceptThread?.join()
        listener.close()
        let threads = state.withLock { state -> [JoinableThread] in
            for connection in state.connections.values {
                connection.socket?.shutDown()
            }
            return state.connections.values.compactMap(\.thread)
        }
        for thread in threads { thread.join() }
        state.withLock { state in
            state.connections.removeAll()
            state.listener = nil
        }
    }

    private func acceptLoop(_ listener: ListeningSocket, handler: @escaping Handler) {
        while let descriptor = listener.accept() {
            let socket = ConnectionSocket(descriptor: descriptor)
            let id: Int? = state.withLock { state in
                guard !state.stopping else { return nil }
                state.nextConnectionID += 1
                state.connections[state.nextConnectionID] = Connection(socket: socket)
                state.counters.connectionsAccepted += 1
                state.counters.connectionsOpen += 1
                return state.nextConnectionID
            }
            guard let id else {
                socket.close()
                break
            }
            reapFinishedConnections()
            do {
                let thread = try JoinableThread.start { [self] in serve(socket, id: id, handler: handler) }
                // The connection may already have ended; then it is joined here, not by the reaper.
                let alreadyFinished = state.withLock { state -> Bool in
                    guard state.connections[id]?.finished == true else {
                        state.connections[id]?.thread = thread
                        return false
                    }
                    state.connections[id] = nil
                    return true
                }
                if alreadyFinished { thread.join() }
            } catch {
                finish(id: id) { socket.close() }
            }
        }
    }

    /// Joins the threads of connections that have ended, so a long run does not pile them up.
    private func reapFinishedConnections() {
        let done = state.withLock { state -> [JoinableThread] in
            let finished = state.connections.filter { $0.value.finished && $0.value.thread != nil }
            for id in finished.keys { state.connections[id] = nil }
            return finished.values.compactMap(\.thread)
        }
        for thread in done { thread.join() }
    }

    /// Marks a connection ended and closes its socket under the lock, so `stop()` never shuts
    /// down a descriptor number that has been closed and reused.
    private func finish(id: Int, closing close: () -> Void) {
        state.withLock { state in
            close()
            state.connections[id]?.socket = nil
            state.connections[id]?.finished = true
            state.counters.connectionsOpen -= 1
        }
    }

    private func serve(_ socket: ConnectionSocket, id: Int, handler: Handler) {
        var reader = HTTPRequestReader(socket: socket)
        var reset = false
        loop: while true {
            switch reader.next() {
            case .closed:
                break loop
            case .malformed(let status):
                let body = Array(#"{"message":"Bad request","type":"bad_request"}"#.utf8)
                let response = HTTPResponse(
                    status: status, headers: HTTPHeaders([("Content-Type", "application/json")]), body: body)
                record(sent: socket.send(response.head(closing: true) + response.body))
                break loop
            case .request(let request):
                var response = handler(request)
                let keepAlive = request.wantsKeepAlive && !state.withLock { $0.stopping }
                if keepAlive && !request.isHTTP11 { response.headers.add("Connection", "keep-alive") }
                switch response.delivery {
                case .complete:
                    let sent = socket.send(response.head(closing: !keepAlive) + (response.hasBody ? response.body : []))
                    record(sent: sent)
                    if !keepAlive { break loop }
                case .truncated(let count):
                    let partial = response.body.prefix(max(0, min(count, response.body.count - 1)))
                    record(sent: socket.send(response.head(closing: true) + partial))
                    break loop
                case .resetConnection:
                    reset = true
                    break loop
                }
            }
        }
        finish(id: id) { reset ? socket.resetAndClose() : socket.close() }
    }

    private func record(sent: Int) {
        state.withLock { $0.counters.bytesSent += sent }
    }
}
