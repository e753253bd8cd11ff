// swift-tools-version: 6.1
import Foundation
import PackageDescription

/// `Secrets.swift` at the top level (a copy of `Secrets.example.swift`, gitignored) is compiled in
/// when present; otherwise the defaults in `Sources/QiitaSecrets` are. SwiftPM caches the
/// manifest keyed on its text and the environment, so the Makefile exports `QIITA_SECRETS`
/// (present/absent) to make this check run again whenever the file comes or goes.
let hasSecrets = FileManager.default.fileExists(atPath: Context.packageDirectory + "/Secrets.swift")

/// Linux only: the terminal layer and the file code call Glibc directly.
///
/// Dependencies point one way: `qiita` → QiitaReader → QiitaAPI → CCurl, and the renderers
/// (QiitaMarkdown, TerminalUI) → TerminalText. The fake server knows nothing of the client.
let package = Package(
    name: "qiita",
    products: [
        .executable(name: "qiita", targets: ["qiita"]),
        .executable(name: "qiita-fake-server", targets: ["qiita-fake-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // C libraries, each behind a shim header of typed wrappers.
        .systemLibrary(name: "CLibcurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "CCurl", dependencies: ["CLibcurl"]),
        .systemLibrary(
            name: "CCmark", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CLibxml2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "CGlibc"),

        // Libraries.
        .target(name: "TerminalText"),
        .target(name: "QiitaAPI", dependencies: ["CCurl"]),
        // Yams reads the YAML front matter of qiita-cli drafts (`qiita render`).
        .target(name: "QiitaMarkdown", dependencies: ["CCmark", "CLibxml2", "TerminalText", .product(name: "Yams", package: "Yams")]),
        .target(name: "TerminalUI", dependencies: ["TerminalText"]),
        .target(name: "QiitaAccounts", dependencies: ["QiitaAPI", .product(name: "FlyingFox", package: "FlyingFox")]),
        .target(
            name: "QiitaSecrets", path: hasSecrets ? "." : "Sources/QiitaSecrets",
            sources: hasSecrets ? ["Secrets.swift"] : nil),
        .target(name: "QiitaReader", dependencies: ["QiitaAPI", "QiitaMarkdown", "TerminalUI", "TerminalText"]),
        .target(name: "QiitaFake", dependencies: ["CZlib", .product(name: "FlyingFox", package: "FlyingFox")]),
        // The local library (issue 17): SQLite through GRDB, fed plain values by the client layer.
        .target(name: "QiitaLibrary", dependencies: ["QiitaAPI", "TerminalText", .product(name: "GRDB", package: "GRDB.swift")]),

        // Executables: thin front ends over the libraries.
        .executableTarget(
            name: "qiita",
            dependencies: [
                "QiitaAPI", "QiitaAccounts", "QiitaLibrary", "QiitaSecrets", "QiitaMarkdown", "QiitaReader", "TerminalUI",
                .product(name: "Yams", package: "Yams"),
                "TerminalText", "CGlibc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "qiita-fake-server",
            dependencies: ["QiitaFake", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .executableTarget(
            name: "reader-benchmark", dependencies: ["QiitaReader", "QiitaAPI", "QiitaFake", "QiitaLibrary", "TerminalUI", "TerminalText"],
            path: "bench/reader-benchmark"),

        // Tests mirror the library targets; TestSupport holds shared fixtures and runners.
        .target(
            name: "TestSupport", dependencies: ["QiitaAPI", "QiitaFake", "CGlibc", .product(name: "FlyingSocks", package: "FlyingFox")],
            path: "Tests/TestSupport"),
        // A terminal in memory (VirtualTerminal, VirtualScreen) for the reader's and TerminalUI's tests.
        .target(name: "TerminalUITestSupport", dependencies: ["TerminalUI", "TerminalText"], path: "Tests/TerminalUITestSupport"),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText", "TestSupport"]),
        .testTarget(name: "QiitaAPITests", dependencies: ["QiitaAPI", "QiitaFake", "TestSupport"]),
        .testTarget(name: "QiitaAccountsTests", dependencies: ["QiitaAccounts", "QiitaAPI", "TestSupport"]),
        .testTarget(
            name: "QiitaMarkdownTests", dependencies: ["QiitaMarkdown", "TerminalText", "TestSupport"],
            exclude: ["Golden"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITestSupport", "TerminalText", "TestSupport"]),
        .testTarget(
            name: "QiitaReaderTests",
            dependencies: ["QiitaReader", "QiitaAPI", "TerminalText", "TerminalUI", "TerminalUITestSupport", "TestSupport"]),
        .testTarget(
            name: "QiitaFakeTests", dependencies: ["QiitaFake", "TestSupport", .product(name: "FlyingFox", package: "FlyingFox")]),
        .testTarget(name: "EndToEndTests", dependencies: ["QiitaFake", "TestSupport"]),
        .testTarget(name: "QiitaLibraryTests", dependencies: ["QiitaLibrary", "QiitaAPI"]),
    ],
    swiftLanguageModes: [.v6]
)
