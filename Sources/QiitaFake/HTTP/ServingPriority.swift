import Dispatch
import Synchronization

/// The fake serves, starts and stops at a task priority of its own. On Linux, libdispatch gives
/// each priority its own few threads, so tests (which run at medium priority) that keep every
/// thread of theirs busy, or blocked while they wait for this server, never hold the threads
/// that answer them. An executor preference would not do: FlyingFox starts its accept loop in
/// an unstructured task, which keeps the priority but drops the preference.
enum ServingPriority {
    static let priority = TaskPriority.high

    /// Starts `operation` at the serving priority.
    static func start(_ operation: @escaping @Sendable () async -> Void) {
        Task.detached(priority: priority, operation: operation)
    }

    /// Runs `operation` at the serving priority and blocks until it returns, or until `timeout`
    /// passes (nil then): `start()` and `stop()` are called from synchronous code.
    static func wait<Value: Sendable>(
        timeout: DispatchTime, _ operation: @escaping @Sendable () async -> Value
    ) -> Value? {
        let result = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached(priority: priority) {
            let value = await operation()
            result.withLock { $0 = value }
            done.signal()
        }
        guard done.wait(timeout: timeout) == .success else { return nil }
        return result.withLock { $0 }
    }
}
