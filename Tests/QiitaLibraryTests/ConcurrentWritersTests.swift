import Foundation
import GRDB
import Testing

@testable import QiitaLibrary

/// Twenty `qiita` processes writing at once, played by this test binary started again as
/// child processes: each child runs only `childProcessWrites`, which the parent enables through
/// the environment.
@Suite struct ConcurrentWritersTests {
    static let pathVariable = "QIITA_LIBRARY_TEST_CHILD_PATH"
    static let indexVariable = "QIITA_LIBRARY_TEST_CHILD_INDEX"
    static let processes = 20
    static let listsPerProcess = 5
    static let itemsPerList = 10

    static var childEnvironment: [String: String]? {
        let environment = ProcessInfo.processInfo.environment
        return environment[pathVariable] != nil ? environment : nil
    }

    @Test(.enabled(if: childEnvironment != nil))
    func childProcessWrites() throws {
        let environment = try #require(Self.childEnvironment)
        let path = try #require(environment[Self.pathVariable])
        let index = try #require(environment[Self.indexVariable].flatMap(Int.init))
        let store = try LibraryStore(path: path)
        for list in 0..<Self.listsPerProcess {
            let items = (0..<Self.itemsPerList).map {
                Fixtures.item(Fixtures.id(index * 10_000 + list * 100 + $0), body: "process \(index) 並行 \(list) \($0)")
            }
            try store.saveList(key: "p\(index) l\(list)", items: items, metadata: ResponseMetadata(fetchedAt: Date()))
            try store.markRead([items[0].id])
            _ = try store.listBody(key: "p\(index) l\(list)")
            _ = try store.find(["並行"], limit: 5)
        }
    }

    @Test(.enabled(if: childEnvironment == nil))
    func twentyProcessesWritingAtOnceLoseNothing() throws {
        let folder = TemporaryFolder()
        let path = folder.libraryPath
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var children: [(Process, String)] = []
        for index in 0..<Self.processes {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--testing-library", "swift-testing", "--filter", "childProcessWrites"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.pathVariable] = path
            environment[Self.indexVariable] = String(index)
            process.environment = environment
            let log = folder.file("child-\(index).log")
            _ = FileManager.default.createFile(atPath: log, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            children.append((process, log))
        }
        for (process, log) in children {
            process.waitUntilExit()
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            #expect(process.terminationStatus == 0, "\(output.suffix(2000))")
        }

        let store = try LibraryStore(path: path)
        let check = try store.pool.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
        let stats = try store.stats()
        #expect(stats.itemCount == Self.processes * Self.listsPerProcess * Self.itemsPerList)
        #expect(stats.listCount == Self.processes * Self.listsPerProcess)
        #expect(stats.readCount == Self.processes * Self.listsPerProcess)
        #expect(try store.find(["並行"], limit: 10_000).count == stats.itemCount)
        for index in 0..<Self.processes {
            #expect(try store.listIDs(key: "p\(index) l\(Self.listsPerProcess - 1)")?.count == Self.itemsPerList)
        }
    }
}
