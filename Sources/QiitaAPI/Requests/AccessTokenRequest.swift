#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `POST /api/v2/access_tokens`: exchanges an OAuth authorisation code for a token. Not
/// idempotent (a code works once), so it is never retried.
package struct AccessTokenRequest: Request {
    package typealias Response = AccessToken
    package var clientID: String
    package var clientSecret: String
    package var code: String

    package init(clientID: String, clientSecret: String, code: String) {
        self.clientID = clientID
        self.clientSecret = clientSecret
        self.code = code
    }

    package var method: HTTPMethod { .post }
    package var path: String { "/api/v2/access_tokens" }
    package var subject: String { "the authorisation code" }
    package var carriesSecrets: Bool { true }

    package var body: Data? {
        var writer = JSONWriter(indent: nil)
        writer.write(
            .object([
                JSONField("client_id", JSONValue(clientID)), JSONField("client_secret", JSONValue(clientSecret)),
                JSONField("code", JSONValue(code)),
            ]))
        return Data(writer.bytes)
    }
}
