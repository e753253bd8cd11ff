import Foundation
import Testing
import TestSupport

/// Runs the built `qiita-fake-server` binary, as benchmarks and `make demo` do.
@Suite struct ExecutableTests {
    /// The binary beside the test bundle in `.build/<triple>/debug` (built by `swift build --build-tests`).
    private var executable: URL {
        get throws {
            let url = Bundle.main.bundleURL.appendingPathComponent("qiita-fake-server")
            guard FileManager.default.isExecutableFile(atPath: url.path) else {
                throw ExecutableMissing(path: url.path)
            }
            return url
        }
    }

    private struct ExecutableMissing: Error, CustomStringConvertible {
        var path: String
        var description: String { "no qiita-fake-server at \(path); run `swift build --build-tests` first" }
    }

    /// Reads stdout until the first newline.
    private func firstLine(of pipe: Pipe) -> String {
        var bytes: [UInt8] = []
        let handle = pipe.fileHandleForReading
        while !bytes.contains(10) {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            bytes += chunk
        }
        return String(decoding: bytes.prefix { $0 != 10 }, as: UTF8.self)
    }

    /// Waits for the process to exit; kills it (and fails) if it has not within ten seconds.
    private func waitForExit(_ process: Process) -> Bool {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        if !process.isRunning { return true }
        if exited.wait(timeout: .now() + 10) == .success { return true }
        kill(process.processIdentifier, SIGKILL)
        return false
    }

    @Test func printsItsBaseURLFirstServesAndExitsCleanlyOnSIGTERM() throws {
        let process = Process()
        process.executableURL = try executable
        process.arguments = ["--seed", "3", "--items", "40", "--token", "t=alice", "--fail-next", "503=9:1"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let line = firstLine(of: output)
        let match = line.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)/)
        let port = try #require(match.flatMap { Int($0.1) }, "first line was \(line.debugDescription)")
        let client = try FakeHTTPClient(port: port)
        let staged = try client.get("/api/v2/items")
        #expect(staged.status == 503 && staged.header("Retry-After") == "9")
        let me = try client.get("/api/v2/authenticated_user", headers: [("Authorization", "Bearer t")])
        #expect(try me.jsonObject()["id"] as? String == "alice")
        #expect(try client.get("/api/v2/items?per_page=100").header("Total-Count") != nil)
        client.close()
        kill(process.processIdentifier, SIGTERM)
        #expect(waitForExit(process))
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test(arguments: [
        ["--rate-limit-status", "418"], ["--items", "many"], ["--token", "nouser"], ["--token", "t=ghost"],
        ["--fail-next", "teapot"], ["--oauth-client", "id-only"], ["--bogus"],
    ])
    func badOptionsFailWithOneLine(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let exitedInTime = waitForExit(process)
        #expect(exitedInTime)
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus != 0)
        #expect(text.hasPrefix("qiita-fake-server: "))
        #expect(text.split(separator: "\n").count == 1, "\(text)")
    }

    @Test func helpDocumentsTheControlEndpoints() throws {
        let process = Process()
        process.executableURL = try executable
        process.arguments = ["--help"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(waitForExit(process))
        #expect(process.terminationStatus == 0)
        for word in ["/__fake/stats", "/__fake/faults", "/__fake/rate", "/__fake/reset-stats", "--fail-next", "--hostile", "--body-size"] {
            #expect(text.contains(word), "\(word)")
        }
    }
}
