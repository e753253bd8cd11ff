import Dispatch
import Synchronization

/// How long parsing an article may take. cmark-gfm cannot be interrupted, and inputs that
/// ``ParserInputBounds`` does not know may still cost it long: past the budget the caller stops
/// waiting and shows the article as plain text, while the abandoned parse runs to its end unseen.
package struct RenderBudget: Sendable, Hashable {
    package var seconds: Double

    package init(seconds: Double) {
        self.seconds = seconds
    }

    /// Far beyond what any real article takes, even in a debug build.
    package static let standard = RenderBudget(seconds: 2)

    /// What an article shown as plain text says first.
    static let notice = "This article took too long to lay out: it is shown as plain text."

    /// Markdown up to this size is parsed without a budget, on the caller's thread: once
    /// bounded, nothing that small keeps cmark-gfm busy for long, and most articles are that
    /// small, so they do not pay for a thread switch.
    static let unbudgetedBytes = 32 * 1024

    /// What `work` returns, or nil when it did not return within the budget. Past
    /// ``unbudgetedBytes`` of input it runs on a thread of its own, so the caller's thread is
    /// free again when the budget is spent.
    func run<Value: Sendable>(inputBytes: Int, _ work: @escaping @Sendable () -> Value) -> Value? {
        if inputBytes <= Self.unbudgetedBytes { return work() }
        let outcome = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let value = work()
            outcome.value.withLock { $0 = value }
            done.signal()
        }
        let deadline: DispatchTime = seconds.isFinite ? .now() + seconds : .distantFuture
        guard done.wait(timeout: deadline) == .success else { return nil }
        return outcome.value.withLock { $0 }
    }

    /// Where the worker leaves its value for the caller.
    private final class Outcome<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }
}
