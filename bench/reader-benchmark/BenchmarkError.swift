import TerminalUI

/// Why the benchmark could not measure, said in one line.
enum BenchmarkError: Error, CustomStringConvertible {
    case usage(String)
    case serverFailed(String)
    case libraryFailed(String)
    case loadFailed(String)
    case tooFewItems(loaded: Int, wanted: Int)
    case readerStopped(TerminalError?)

    var description: String {
        switch self {
        case .usage(let message):
            return message
        case .serverFailed(let message):
            return "the fake server did not start: \(message)"
        case .libraryFailed(let message):
            return "the library could not be opened: \(message)"
        case .loadFailed(let message):
            return "the reader could not load a page: \(message)"
        case .tooFewItems(let loaded, let wanted):
            return "the reader loaded \(loaded) items, not \(wanted)"
        case .readerStopped(let error?):
            return "the reader stopped: \(error)"
        case .readerStopped(nil):
            return "the reader stopped before the benchmark was done"
        }
    }
}
