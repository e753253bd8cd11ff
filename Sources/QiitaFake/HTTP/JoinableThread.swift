import Glibc

/// A POSIX thread that can be joined, so `stop()` returns only when every connection thread
/// has finished (Foundation's `Thread` cannot be joined).
struct JoinableThread: Sendable {
    private let handle: pthread_t

    private final class Body: @unchecked Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    static func start(_ run: @escaping @Sendable () -> Void) throws(FakeServerError) -> JoinableThread {
        let body = Unmanaged.passRetained(Body(run))
        var handle = pthread_t()
        let result = pthread_create(
            &handle, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
                return nil
            }, body.toOpaque())
        guard result == 0 else {
            body.release()
            throw .thread(result)
        }
        return JoinableThread(handle: handle)
    }

    func join() {
        pthread_join(handle, nil)
    }
}
