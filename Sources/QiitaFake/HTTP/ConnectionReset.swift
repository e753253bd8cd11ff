import Foundation
import Glibc

/// The fake's only raw socket code: a TCP reset, which no HTTP library sends on purpose.
/// The accepted socket is found by its two ports, set to linger 0 and closed (the kernel
/// sends RST instead of FIN); /dev/null takes its descriptor number until FlyingFox, failing
/// to write the answer, closes it, so the number is never reused under the library.
enum ConnectionReset {
    struct Failure: Error {}

    static func reset(serverPort: UInt16, peerPort: UInt16) throws {
        guard let descriptor = descriptor(serverPort: serverPort, peerPort: peerPort) else { throw Failure() }
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        guard null >= 0 else { throw Failure() }
        defer { close(null) }
        guard dup2(null, descriptor) == descriptor else { throw Failure() }
    }

    /// The open TCP socket of this process connected from `peerPort` to `serverPort` on loopback.
    private static func descriptor(serverPort: UInt16, peerPort: UInt16) -> Int32? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { Int32($0) }.first { descriptor in
            port(of: descriptor, getsockname) == serverPort && port(of: descriptor, getpeername) == peerPort
        }
    }

    private static func port(
        of descriptor: Int32, _ query: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
    ) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { query(descriptor, $0, &length) }
        }
        guard result == 0, address.sin_family == sa_family_t(AF_INET) else { return nil }
        return UInt16(bigEndian: address.sin_port)
    }
}
