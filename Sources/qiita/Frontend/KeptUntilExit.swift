import Synchronization

/// Values a command is done with but leaves unfreed, because the process ends soon after and
/// the kernel takes its memory back at once. A long article laid out is over a hundred
/// thousand small allocations: releasing them one by one took a sixth of `qiita render`.
/// Nothing kept is ever given back, so this is for what a command makes once, never in a loop.
enum KeptUntilExit {
    private static let values = Mutex<[any Sendable]>([])

    static func keep(_ value: some Sendable) {
        values.withLock { $0.append(value) }
    }
}
