#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /api/v2/access_tokens`: exchanges an OAuth authorisation code for a token. Not
/// idempotent (a code works once), so it is never retried.
public struct AccessTokenRequest: Request {
    public typealias Response = AccessToken
    public var clientID: String
    public var clientSecret: String
    public var code: String

    public init(clientID: String, clientSecret: String, code: String) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.code = code
    }

    public var method: HTTPMethod { .post }
    public var path: String { "/api/v2/access_tokens" }
    public var subject: String { "the authorisation code" }
    public var carriesSecrets: Bool { true }

    public var body: Data? {
        var writer = JSONWriter(indent: nil)
        writer.write(
            .object([
                JSONField("client_id", .string(clientID)), JSONField("client_secret", .string(clientSecret)),
                JSONField("code", .string(code)),
            ]))
        return Data(writer.bytes)
    }
}
