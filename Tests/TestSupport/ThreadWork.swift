import Dispatch
import Synchronization

/// Work on a thread of its own, whose result a test awaits: for a peer that must make progress
/// while the test blocks (the reader of a pipe being written, a browser), which a `Task` cannot
/// promise while other tests hold the cooperative threads.
package final class ThreadWork<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let done = DispatchGroup()

    /// Starts `body` at once.
    package init(_ label: String = "test thread", _ body: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue(label: label).async {
            let value = body()
            self.result.withLock { $0 = value }
            self.done.leave()
        }
    }

    /// The body's result, once it has returned.
    package func value() async -> Value {
        await withCheckedContinuation { continuation in done.notify(queue: .global()) { continuation.resume() } }
        return result.withLock { $0! }
    }
}

/// Elements appended from any thread, for callbacks a test collects.
package final class Collected<Element: Sendable>: Sendable {
    private let elements = Mutex<[Element]>([])

    package init() {}

    package func append(_ element: Element) {
        elements.withLock { $0.append(element) }
    }

    package var all: [Element] { elements.withLock { $0 } }
}
