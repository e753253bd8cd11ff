import FlyingFox
import FlyingSocks
import Synchronization

/// Connections opened, still open, and bytes sent. FlyingFox reports connections only to its
/// logger ("<host> open connection", "<host> close connection"), so the counters are that
/// logger; tests of keep-alive read them through ``FakeServerStats``.
final class ConnectionCounters: Logging {
    struct Counts: Sendable {
        var accepted = 0
        var open = 0
        var bytesSent = 0
    }

    private let counts = Mutex(Counts())

    var current: Counts {
        counts.withLock { $0 }
    }

    /// Zeroes what has accumulated; open connections stay counted.
    func reset() {
        counts.withLock {
            $0.accepted = 0
            $0.bytesSent = 0
        }
    }

    func recordSent(_ bytes: Int) {
        counts.withLock { $0.bytesSent += bytes }
    }

    func logInfo(_ info: @autoclosure () -> String) {
        let message = info()
        if message.hasSuffix(" open connection") {
            counts.withLock {
                $0.accepted += 1
                $0.open += 1
            }
        } else if message.hasSuffix(" close connection") {
            counts.withLock { $0.open -= 1 }
        }
    }

    func logDebug(_ debug: @autoclosure () -> String) {}
    func logWarning(_ warning: @autoclosure () -> String) {}
    func logError(_ error: @autoclosure () -> String) {}
    func logCritical(_ critical: @autoclosure () -> String) {}
}
