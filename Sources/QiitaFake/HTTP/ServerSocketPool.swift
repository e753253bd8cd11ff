import FlyingFox
import FlyingSocks
import Glibc

/// FlyingFox's socket pool with what the fake needs of its sockets, set where the library lets
/// a pool see them: every wait of a connection is limited (a client that sends nothing, or
/// stops reading, for `idleSeconds` has its connection closed), and Nagle's algorithm is off
/// (FlyingFox writes a head and its body separately, and with Nagle and delayed ACKs each
/// keep-alive answer would wait for the client's ACK). The listening socket waits for
/// connections without a limit; connections accepted from it inherit its TCP_NODELAY.
struct ServerSocketPool: AsyncSocketPool {
    let base: any AsyncSocketPool
    let idleSeconds: Int

    init(idleSeconds: Int, base: any AsyncSocketPool = HTTPServer.defaultPool()) {
        self.idleSeconds = idleSeconds
        self.base = base
    }

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        guard (try? socket.remotePeer()) != nil else {
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await base.suspendSocket(socket, untilReadyFor: events) }
            group.addTask {
                try await Task.sleep(for: .seconds(idleSeconds))
                throw SocketError.disconnected
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }
}
