@preconcurrency import Glibc
import Synchronization

/// A pseudo-terminal pair for tests of the real terminal code: the program side (`terminal`)
/// behaves like a real tty (termios, window size), and the test reads what was written to it
/// and types into it from the other side (`controller`).
final class PseudoTerminal: Sendable {
    let controller: Int32
    let terminal: Int32
    private let controllerOpen = Atomic<Bool>(true)

    init?(columns: Int = 0, rows: Int = 0) {
        var controller: Int32 = -1
        var terminal: Int32 = -1
        guard openpty(&controller, &terminal, nil, nil, nil) == 0 else { return nil }
        self.controller = controller
        self.terminal = terminal
        setSize(columns: columns, rows: rows)
    }

    deinit {
        hangUp()
        close(terminal)
    }

    func setSize(columns: Int, rows: Int) {
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
    }

    var attributes: termios {
        var attributes = termios()
        _ = tcgetattr(terminal, &attributes)
        return attributes
    }

    /// Types bytes as the user's terminal would send them.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Reads what the program wrote until `count` bytes arrived or nothing more comes within
    /// `patience` milliseconds (the pty hands bytes over asynchronously).
    func read(count: Int, patience: Int32 = 2_000) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while received.count < count {
            var ready = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, patience) > 0 else { break }
            let got = Glibc.read(controller, &buffer, buffer.count)
            guard got > 0 else { break }
            received += buffer[..<got]
        }
        return received
    }

    /// Whatever is waiting to be read right now and in the next few milliseconds.
    func drain() -> [UInt8] {
        read(count: Int.max, patience: 50)
    }

    /// Hangs up, as closing the terminal window would.
    func hangUp() {
        guard controllerOpen.exchange(false, ordering: .relaxed) else { return }
        close(controller)
    }
}
