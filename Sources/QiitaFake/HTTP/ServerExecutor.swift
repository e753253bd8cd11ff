import Dispatch
import Synchronization

/// Runs the server's start and stop on a queue of its own. `start()` and `stop()` block their
/// caller until the listener is bound or closed; doing that work on Swift's cooperative pool
/// would deadlock when the callers (synchronous tests) hold every thread of that pool.
final class ServerExecutor: TaskExecutor {
    private let queue = DispatchQueue(label: "qiita.fake-server")

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// Runs `operation` on this executor and blocks until it returns or `timeout` passes
    /// (nil then).
    func run<Value: Sendable>(
        timeout: DispatchTime = .distantFuture, _ operation: @escaping @Sendable () async -> Value
    ) -> Value? {
        let result = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Task(executorPreference: self) {
            let value = await operation()
            result.value.withLock { $0 = value }
            done.signal()
        }
        guard done.wait(timeout: timeout) == .success else { return nil }
        return result.value.withLock { $0 }
    }

    /// Hands the value from the task to the waiting thread.
    private final class Box<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }
}
