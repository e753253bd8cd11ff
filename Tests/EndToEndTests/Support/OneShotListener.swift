import Foundation
import Glibc
import Synchronization

/// A loopback listener that accepts connections on its own thread, keeps what each sent and
/// answers with a reply made from it: a stand-in for a proxy or a misbehaving server.
final class OneShotListener: Sendable {
    let port: Int
    private let descriptor: Int32
    private let received = Mutex<[UInt8]>([])
    private let done = DispatchSemaphore(value: 0)

    /// `reply` gets the request's bytes (headers and all) and returns the whole HTTP reply.
    init(reply: @escaping @Sendable (String) -> String) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 8) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, ready else { throw ClosedPort.Failure.bind }
        self.descriptor = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            defer { done.signal() }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            // One connection, or none within ten seconds (a test that expects none waits less).
            guard poll(&poller, 1, 10_000) == 1 else { return }
            let connection = accept(descriptor, nil, nil)
            guard connection >= 0 else { return }
            defer { close(connection) }
            var request: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            var connectionPoller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            while !request.contains(subsequence: Array("\r\n\r\n".utf8)), poll(&connectionPoller, 1, 2_000) == 1 {
                let count = read(connection, &buffer, buffer.count)
                if count <= 0 { break }
                request += buffer[..<count]
            }
            received.withLock { $0 = request }
            let answer = Array(reply(String(decoding: request, as: UTF8.self)).utf8)
            _ = answer.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
        }
    }

    deinit {
        close(descriptor)
    }

    /// What the connection sent, once it was answered (or nothing came within `timeout`).
    func request(waiting timeout: TimeInterval) -> String {
        _ = done.wait(timeout: .now() + timeout)
        return String(decoding: received.withLock { $0 }, as: UTF8.self)
    }

    var baseURL: String { "http://127.0.0.1:\(port)" }
}

extension Array where Element == UInt8 {
    fileprivate func contains(subsequence: [UInt8]) -> Bool {
        guard count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains { self[$0..<$0 + subsequence.count].elementsEqual(subsequence) }
    }
}
