import Glibc

/// One accepted TCP connection: blocking reads and writes, and the two ways to end it.
struct ConnectionSocket: Sendable {
    let descriptor: Int32

    /// Reads what is available (blocking until something is); nil at end of stream or on error.
    func receive(maximum: Int = 65_536) -> [UInt8]? {
        var chunk = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, maximum, 0) }
            if count > 0 { return Array(chunk[0..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Sends every byte; returns how many went out before an error (a peer that hung up).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Int {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress?.advanced(by: sent), bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count > 0 {
                sent += count
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return sent
    }

    /// Unblocks a thread waiting in `receive` (used by `stop()`); the owner still closes.
    func shutDown() {
        Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    /// Closes with SO_LINGER 0: the kernel sends RST instead of FIN, and the peer reads
    /// "connection reset by peer".
    func resetAndClose() {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        _ = Glibc.close(descriptor)
    }
}
