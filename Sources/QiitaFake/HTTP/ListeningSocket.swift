import Glibc

/// The server's listening TCP socket, always on 127.0.0.1: the fake server must never be
/// reachable from another machine, so there is no way to choose the address.
struct ListeningSocket: Sendable {
    let descriptor: Int32
    /// The port actually bound (the kernel's choice when asked for port 0).
    let port: UInt16

    /// Listen backlog: benchmarks open many connections at once.
    static let backlog: Int32 = 512

    static func bindLoopback(port: UInt16) throws(FakeServerError) -> ListeningSocket {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw .socket("socket", errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .socket("bind 127.0.0.1:\(port)", code)
        }
        guard listen(descriptor, backlog) == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw .socket("listen", code)
        }
        guard let local = localAddress(of: descriptor) else {
            let code = errno
            Glibc.close(descriptor)
            throw .socket("getsockname", code)
        }
        return ListeningSocket(descriptor: descriptor, port: local.port)
    }

    /// The address and port a socket is bound to.
    static func localAddress(of descriptor: Int32) -> (address: String, port: UInt16)? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        var inAddress = address.sin_addr
        guard inet_ntop(AF_INET, &inAddress, &text, socklen_t(text.count)) != nil else { return nil }
        let end = text.firstIndex(of: 0) ?? text.endIndex
        let name = String(decoding: text[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (name, UInt16(bigEndian: address.sin_port))
    }

    /// Waits for the next connection; nil once the socket has been shut down.
    func accept() -> Int32? {
        while true {
            let client = Glibc.accept(descriptor, nil, nil)
            if client >= 0 {
                _ = fcntl(client, F_SETFD, FD_CLOEXEC)
                var yes: Int32 = 1
                setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
                return client
            }
            switch errno {
            case EINTR, ECONNABORTED, EPROTO: continue
            case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                usleep(10_000)  // out of descriptors: give connections time to close
                continue
            default: return nil
            }
        }
    }

    /// Wakes a blocked `accept` (it returns nil) without closing the descriptor yet.
    func shutDown() {
        Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func close() {
        _ = Glibc.close(descriptor)
    }
}
