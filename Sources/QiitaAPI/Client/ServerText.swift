/// Text a server sent that is about to be shown in a message: cut to one line of a readable
/// length, and with the token taken out wherever it was echoed back.
enum ServerText {
    /// Longer messages are cut: a reply can carry a whole page of text as its "message".
    static let maximumLength = 200

    /// `text`'s first line, at most ``maximumLength`` characters, with an ellipsis when cut.
    static func oneLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard line.count > maximumLength else { return line }
        return String(line.prefix(maximumLength)) + "…"
    }

    /// `text` with every occurrence of `secret` (and so `Bearer <secret>`) replaced by `[REDACTED]`.
    static func redacting(_ secret: String?, in text: String) -> String {
        guard let secret, !secret.isEmpty else { return text }
        return text.replacing("Bearer " + secret, with: "[REDACTED]").replacing(secret, with: "[REDACTED]")
    }
}

extension QiitaError {
    /// The same error with `secret` taken out of every text that came from the server.
    func redacting(_ secret: String?) -> QiitaError {
        guard let secret, !secret.isEmpty else { return self }
        func clean(_ text: String) -> String { ServerText.redacting(secret, in: text) }
        switch self {
        case .badRequest(let message): return .badRequest(message: clean(message))
        case .unauthorized(let message): return .unauthorized(message: clean(message))
        case .forbidden(let message, let type): return .forbidden(message: clean(message), type: type.map(clean))
        case .server(let status, let message): return .server(status: status, message: message.map(clean))
        case .unexpectedStatus(let status, let message): return .unexpectedStatus(status, message: message.map(clean))
        case .invalidResponse(let detail): return .invalidResponse(detail: clean(detail))
        default: return self
        }
    }
}
