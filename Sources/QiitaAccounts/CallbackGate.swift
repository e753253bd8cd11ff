/// Decides which redirects end the sign-in. The browser may come back before `callback()` has
/// said which state to expect, so early arrivals wait here for that answer; a redirect with
/// another state is reported and answered as ignored, and only the first matching one counts.
actor CallbackGate {
    private var expectation: (state: String, ignored: @Sendable (LoopbackReceiver.Callback) -> Void)?
    private var waiter: CheckedContinuation<LoopbackReceiver.Callback?, Never>?
    private var early: [(LoopbackReceiver.Callback, CheckedContinuation<Bool, Never>)] = []
    private var finished = false

    /// Whether this redirect is the one the sign-in waits for.
    func admit(_ callback: LoopbackReceiver.Callback) async -> Bool {
        guard expectation != nil || finished else {
            return await withCheckedContinuation { early.append((callback, $0)) }
        }
        return judge(callback)
    }

    /// The first redirect carrying `state`; nil once `finish()` was called.
    func expect(state: String, ignored: @escaping @Sendable (LoopbackReceiver.Callback) -> Void) async -> LoopbackReceiver.Callback? {
        await withCheckedContinuation { continuation in
            expectation = (state, ignored)
            waiter = continuation
            if finished { return finish() }
            for (callback, decision) in early { decision.resume(returning: judge(callback)) }
            early = []
        }
    }

    /// Stops waiting (the time is up): redirects from now on are answered as ignored.
    func finish() {
        finished = true
        waiter?.resume(returning: nil)
        waiter = nil
        for (_, decision) in early { decision.resume(returning: false) }
        early = []
    }

    private func judge(_ callback: LoopbackReceiver.Callback) -> Bool {
        guard let expectation, let waiter, callback.state == expectation.state else {
            expectation?.ignored(callback)
            return false
        }
        self.waiter = nil
        waiter.resume(returning: callback)
        return true
    }
}
