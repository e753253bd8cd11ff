import Foundation
import Testing
import TestSupport

/// Runs the built `qiita-fake-server` binary, as benchmarks and `make demo` do.
@Suite struct ExecutableTests {
    /// The built binary, where ProcessRunner finds it (`swift build --build-tests` builds it).
    private var executable: URL {
        URL(fileURLWithPath: ProcessRunner.productsDirectory + "/qiita-fake-server")
    }

    /// Reads stdout until the first newline, for at most ten seconds (a server that never
    /// prints must fail the test, not hang the suite).
    private func firstLine(of pipe: Pipe) -> String {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(10)
        while !bytes.contains(10), Date() < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) >= 0 else { break }
            if entry.revents == 0 { continue }
            let count = read(descriptor, &chunk, chunk.count)
            if count <= 0 { break }
            bytes += chunk[..<count]
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

    @Test func printsItsBaseURLFirstServesAndExitsCleanlyOnSIGTERM() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build --build-tests")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--seed", "3", "--items", "40", "--token", "t=alice", "--fail-next", "503=9:1"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // A failed check below must not leave the server running.
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let line = firstLine(of: output)
        let match = line.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)/)
        let port = try #require(match.flatMap { Int($0.1) }, "first line was \(line.debugDescription)")
        let client = try await FakeHTTPClient(port: port)
        let staged = try await client.get("/api/v2/items")
        #expect(staged.status == 503 && staged.header("Retry-After") == "9")
        let me = try await client.get("/api/v2/authenticated_user", headers: [("Authorization", "Bearer t")])
        #expect(try me.jsonObject()["id"] as? String == "alice")
        #expect(try await client.get("/api/v2/items?per_page=100").header("Total-Count") != nil)
        kill(process.processIdentifier, SIGTERM)
        #expect(waitForExit(process))
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test(arguments: [
        ["--rate-limit-status", "418"], ["--items", "many"], ["--token", "nouser"], ["--token", "t=ghost"],
        ["--fail-next", "teapot"], ["--oauth-client", "id-only"], ["--bogus"],
        // Values that once overflowed the server's clock arithmetic or made a wait outlast SIGTERM.
        ["--rate-window", "9223372036854775807"], ["--rate-limit", "9223372036854775807"], ["--rate-limit", "-1"],
        ["--latency", "9223372036854775807"], ["--fail-next", "slow-response=9223372036854775807"],
        ["--fail-next", "503=9223372036854775807"], ["--fail-next", "500:9223372036854775807"], ["--idle-timeout", "0"],
    ])
    func badOptionsFailWithOneLine(_ arguments: [String]) async throws {
        let result = ProcessRunner("qiita-fake-server").run(arguments, timeout: 10)
        #expect(!result.timedOut)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("qiita-fake-server: "))
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func sigtermEndsTheServerWithinASecondWhateverAConnectionWaitsFor() async throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--items", "10", "--fail-next", "slow-response=600000"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let line = firstLine(of: output)
        let port = try #require(line.wholeMatch(of: /http:\/\/127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) })
        let slow = try await FakeHTTPClient(port: port)
        let waiting = Task { try await slow.get("/api/v2/items") }
        let idle = try await FakeHTTPClient(port: port)
        try await Task.sleep(for: .milliseconds(200))
        let signalled = Date()
        kill(process.processIdentifier, SIGTERM)
        #expect(waitForExit(process))
        #expect(Date().timeIntervalSince(signalled) < 1.5)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        // The answer in progress is cut: FlyingFox sends a 500 for the cancelled handler, or nothing.
        if case .success(let cut) = await waiting.result { #expect(cut.status == 500) }
        #expect(await idle.readsEndOfStream())
    }

    @Test func helpDocumentsTheControlEndpoints() async throws {
        let result = ProcessRunner("qiita-fake-server").run(["--help"], timeout: 10)
        #expect(result.status == 0)
        for word in ["/__fake/stats", "/__fake/faults", "/__fake/rate", "/__fake/reset-stats", "--fail-next", "--hostile", "--body-size"] {
            #expect(result.stdout.contains(word), "\(word)")
        }
    }
}
