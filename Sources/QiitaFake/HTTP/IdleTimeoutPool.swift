import FlyingFox
import FlyingSocks

/// FlyingFox's socket pool with a limit on every wait of a connection: a client that sends
/// nothing, or stops reading, for `seconds` has its connection closed. The listening socket
/// (which has no peer) waits for connections without a limit.
struct IdleTimeoutPool: AsyncSocketPool {
    let base: any AsyncSocketPool
    let seconds: Int

    init(seconds: Int, base: any AsyncSocketPool = HTTPServer.defaultPool()) {
        self.seconds = seconds
        self.base = base
    }

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        guard (try? socket.remotePeer()) != nil else {
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await base.suspendSocket(socket, untilReadyFor: events) }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw SocketError.disconnected
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
