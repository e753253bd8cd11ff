import FlyingFox
import Foundation

/// The authorization-code flow (qiita-api.md §8): `/oauth/authorize` consents at once as the
/// configured user and redirects with a code; `POST /access_tokens` trades it for a token;
/// `DELETE /access_tokens/:token` revokes.
enum OAuthRoutes {
    static func authorize(_ context: APIRequestContext, _: [String], _ responder: APIResponder) -> APIReply {
        let request = context.request
        guard let clientID = request.query("client_id") else { return .badRequest }
        let scopes = (request.query("scope") ?? "read_qiita").split(whereSeparator: { $0 == " " || $0 == "+" }).map(String.init)
        let userID = responder.configuration.oauthUser ?? context.corpus.users.first?.id ?? ""
        let issued: (client: OAuthClient, code: String)? = responder.state.withLock { state in
            guard let client = state.tokens.client(id: clientID) else { return nil }
            return (client, state.tokens.issueCode(clientID: clientID, userID: userID, scopes: scopes))
        }
        guard let issued else { return .badRequest }
        var location = issued.client.redirectURL + (issued.client.redirectURL.contains("?") ? "&" : "?")
        location += "code=\(issued.code)"
        if let state = request.query("state") {
            location += "&state=\(PercentEncoding.encodeQueryComponent(state))"
        }
        var reply = APIReply(status: 302, json: nil, headers: [.location: location])
        let escaped = location.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        reply.other = (
            "text/html; charset=utf-8",
            Array("<html><body>You are being <a href=\"\(escaped)\">redirected</a>.</body></html>".utf8)
        )
        return reply
    }

    static func exchange(_ context: APIRequestContext, _: [String], _ responder: APIResponder) -> APIReply {
        guard let object = try? JSONSerialization.jsonObject(with: Data(context.body)) as? [String: Any] else {
            return .badRequest
        }
        let clientID = object["client_id"] as? String
        let result = responder.state.withLock { state in
            Result { () throws(TokenRegistry.ExchangeError) in
                try state.tokens.exchange(
                    clientID: clientID, secret: object["client_secret"] as? String, code: object["code"] as? String)
            }
        }
        switch result {
        case .success(let issued):
            return APIReply(
                status: 201, json: QiitaJSON.accessToken(clientID: clientID ?? "", scopes: issued.scopes, token: issued.token))
        case .failure(.missingFields): return .badRequest
        case .failure(.unauthorized): return .unauthorized
        }
    }

    static func revoke(_ context: APIRequestContext, _ captures: [String], _ responder: APIResponder) -> APIReply {
        responder.state.withLock { $0.tokens.revoke(captures[0]) } ? .noContent : .notFound
    }
}
