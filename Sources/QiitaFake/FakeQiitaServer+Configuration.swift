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
        /// Seconds a connection may wait on its client (for a request, or for it to read)
        /// before the server closes it.
        package var idleTimeoutSeconds: Int
        /// The newest item's `created_at`, in seconds since 1970; nil keeps the fixed moment
        /// that makes every run serve the same bytes. "Now" makes date searches (the trend) find posts.
        package var newestCreation: Int?

        package init(
            port: UInt16 = 0, seed: UInt64 = 1, items: Int = 300, users: Int = 20, tags: Int = 30,
            bodySize: Int = 4000, latencyMilliseconds: Int = 0, rateLimit: Int = 60,
            rateLimitAuthenticated: Int = 1000, rateWindowSeconds: Int = 3600, rateLimitStatus: Int = 429,
            tokens: [String: String] = [:], oauthClients: [OAuthClient] = [], oauthUser: String? = nil,
            hostile: Bool = false, idleTimeoutSeconds: Int = 60, newestCreation: Int? = nil
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
            self.idleTimeoutSeconds = idleTimeoutSeconds
            self.newestCreation = newestCreation
        }

        var corpusOptions: CorpusOptions {
            CorpusOptions(
                seed: seed, items: items, users: users, tags: tags, bodySize: bodySize, hostile: hostile,
                privateItemOwners: Array(Set(tokens.values).union(oauthUser.map { [$0] } ?? [])).sorted(),
                newestCreation: newestCreation)
        }

        /// Checks the numbers, so none can overflow the server's arithmetic or outlast `stop()`;
        /// user ids are checked against the corpus once it exists.
        func validate() throws(FakeServerError) {
            func require(_ value: Int, in range: ClosedRange<Int>, _ option: String) throws(FakeServerError) {
                if !range.contains(value) {
                    throw .invalidOption("\(option) must be between \(range.lowerBound) and \(range.upperBound)")
                }
            }
            try require(items, in: 0...1_000_000, "--items")
            try require(users, in: 1...100_000, "--users")
            try require(tags, in: 1...100_000, "--tags")
            try require(bodySize, in: 0...10_000_000, "--body-size")
            try require(latencyMilliseconds, in: Fault.delayRange, "--latency")
            try require(rateLimit, in: RateLimiter.budgetRange, "--rate-limit")
            try require(rateLimitAuthenticated, in: RateLimiter.budgetRange, "--rate-limit-authenticated")
            try require(rateWindowSeconds, in: 1...RateLimiter.secondsRange.upperBound, "--rate-window")
            try require(idleTimeoutSeconds, in: 1...86_400, "--idle-timeout")
            if rateLimitStatus != 429 && rateLimitStatus != 403 {
                throw .invalidOption("--rate-limit-status must be 429 or 403")
            }
        }
    }
}
