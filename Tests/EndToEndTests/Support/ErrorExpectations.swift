import Testing
import TestSupport

extension ProcessRunner.Result {
    /// Checks what every failure promises: the documented exit status, nothing on stdout, and
    /// exactly one line on stderr, prefixed `qiita:`, with no crash report or stack trace in it.
    func expectOneLineError(status expected: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(status == expected, "\(summary)", sourceLocation: sourceLocation)
        #expect(signal == nil && !timedOut, "\(summary)", sourceLocation: sourceLocation)
        #expect(stdout.isEmpty, "stdout: \(stdout.prefix(300))", sourceLocation: sourceLocation)
        #expect(errorLines.count == 1, "one line: \(stderr)", sourceLocation: sourceLocation)
        #expect(errorLines.first?.hasPrefix("qiita: ") == true, "\(stderr)", sourceLocation: sourceLocation)
        for trace in ["Fatal error", "Stack dump", "Current stack trace", "#0 ", "Error Domain", "Swift runtime failure"] {
            #expect(!stderr.contains(trace), "no crash output: \(stderr)", sourceLocation: sourceLocation)
        }
    }
}
