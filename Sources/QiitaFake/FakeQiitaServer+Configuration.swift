extension FakeQiitaServer {
    /// Everything the server is started with; the executable's options map onto it one to one.
    package struct Configuration: Sendable {
        /// 0 asks the kernel for any free port. The address is always 127.0.0.1.
        package var port: UInt16
        package var seed: UInt64
        package var items: Int
        package var users: Int
        package var tags: Int
        /// Approximate bytes of each generated body.
        package var bodySize: Int
        /// Added before every API response.
        package var latencyMilliseconds: Int
        /// Anonymous budget per window (Qiita: 60 per hour).
        package var rateLimit: Int
        /// Budget of each token per window (Qiita: 1000 per hour).
        package var rateLimitAuthenticated: Int
        package var rateWindowSeconds: Int
        /// 429 (default) or 403, the status of a request over budget.
        package var rateLimitStatus: Int
        /// Valid tokens and the user id each acts as.
        package var tokens: [String: String]
        package var oauthClients: [OAuthClient]
        /// Who consents at `/oauth/authorize`; nil means the first user.
        package var oauthUser: String?
        package var hostile: Bool

        package init(
            port: UInt16 = 0, seed: UInt64 = 1, items: Int = 300, users: Int = 20, tags: Int = 30,
            bodySize: Int = 4000, latencyMilliseconds: Int = 0, rateLimit: Int = 60,
            rateLimitAuthenticated: Int = 1000, rateWindowSeconds: Int = 3600, rateLimitStatus: Int = 429,
            tokens: [String: String] = [:], oauthClients: [OAuthClient] = [], oauthUser: String? = nil,
            hostile: Bool = false
        ) {
            self.port = port
            self.seed = seed
            self.items = items
            self.users = users
            self.tags = tags
            self.bodySize = bodySize
            self.latencyMilliseconds = latencyMilliseconds
            self.rateLimit = rateLimit
            self.rateLimitAuthenticated = rateLimitAuthenticated
            self.rateWindowSeconds = rateWindowSeconds
            self.rateLimitStatus = rateLimitStatus
            self.tokens = tokens
            self.oauthClients = oauthClients
            self.oauthUser = oauthUser
            self.hostile = hostile
        }

        var corpusOptions: CorpusOptions {
            CorpusOptions(
                seed: seed, items: items, users: users, tags: tags, bodySize: bodySize, hostile: hostile,
                privateItemOwners: Array(Set(tokens.values).union(oauthUser.map { [$0] } ?? [])).sorted())
        }

        /// Checks the numbers; user ids are checked against the corpus once it exists.
        func validate() throws(FakeServerError) {
            func require(_ condition: Bool, _ message: String) throws(FakeServerError) {
                if !condition { throw .invalidOption(message) }
            }
            try require(items >= 0 && items <= 1_000_000, "--items must be between 0 and 1000000")
            try require(users >= 1 && users <= 100_000, "--users must be between 1 and 100000")
            try require(tags >= 1 && tags <= 100_000, "--tags must be between 1 and 100000")
            try require(bodySize >= 0 && bodySize <= 10_000_000, "--body-size must be between 0 and 10000000")
            try require(latencyMilliseconds >= 0 && latencyMilliseconds <= 600_000, "--latency must be between 0 and 600000")
            try require(rateLimit >= 0 && rateLimitAuthenticated >= 0, "rate limits must not be negative")
            try require(rateWindowSeconds >= 1, "--rate-window must be at least 1 second")
            try require(rateLimitStatus == 429 || rateLimitStatus == 403, "--rate-limit-status must be 429 or 403")
        }
    }
}
