import QiitaFake

/// Starts fake servers for tests: small corpora by default so each test stays fast.
package enum FakeServerHarness {
    /// A small corpus: 60 items, 8 users, 12 tags, bodies of about 600 bytes.
    package static func smallConfiguration(seed: UInt64 = 7) -> FakeQiitaServer.Configuration {
        FakeQiitaServer.Configuration(seed: seed, items: 60, users: 8, tags: 12, bodySize: 600)
    }

    /// A started server on a free port; call `stop()` when done (`defer { server.stop() }`).
    package static func start(
        _ configuration: FakeQiitaServer.Configuration = smallConfiguration()
    ) throws -> FakeQiitaServer {
        let server = try FakeQiitaServer(configuration: configuration)
        try server.start()
        return server
    }

    /// A started server whose configuration is the small one changed by `adjust`.
    package static func start(
        seed: UInt64 = 7, _ adjust: (inout FakeQiitaServer.Configuration) -> Void
    ) throws -> FakeQiitaServer {
        var configuration = smallConfiguration(seed: seed)
        adjust(&configuration)
        return try start(configuration)
    }
}
