#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A complete HTTP response: status, headers (looked up case-insensitively) and body.
public struct HTTPResponse: Sendable, Hashable {
    public var status: Int
    public var headers: HTTPHeaders
    public var body: Data

    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The rate figures every Qiita response carries, when it carries them.
    public var rateLimit: RateLimit? { RateLimit(headers: headers) }

    /// The body decoded as `Value` when the status is 2xx; ``QiitaError`` otherwise.
    func decodeJSON<Value: Decodable>(_ type: Value.Type, subject: String) throws(QiitaError) -> Value {
        try decodeJSON(subject: subject) { try APIDecoder.decode(Value.self, from: $0) }
    }

    /// The same for the API's models, read straight off the tape.
    func decodeJSON<Value: TapeReadable>(_ type: Value.Type, subject: String) throws(QiitaError) -> Value {
        try decodeJSON(subject: subject) { try APIDecoder.read(Value.self, from: $0) }
    }

    private func decodeJSON<Value>(subject: String, _ decode: (Data) throws -> Value) throws(QiitaError) -> Value {
        guard isSuccess else { throw QiitaError(response: self, subject: subject) }
        do {
            return try decode(body)
        } catch let error as DecodingError {
            throw .invalidResponse(detail: error.summary)
        } catch {
            throw .invalidResponse(detail: "\(error)")
        }
    }
}

extension DecodingError {
    /// One line: what was wrong and where (`items[3].user.id: expected String, found null`).
    var summary: String {
        func path(_ context: Context) -> String {
            let components = context.codingPath.map { key in
                key.intValue.map { "[\($0)]" } ?? "." + key.stringValue
            }
            let joined = components.joined()
            return joined.hasPrefix(".") ? String(joined.dropFirst()) : joined
        }
        switch self {
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context)): expected \(type), found null"
        case .keyNotFound(let key, let context):
            let location = path(context)
            return "\(location.isEmpty ? "" : location + ": ")missing field \"\(key.stringValue)\""
        case .dataCorrupted(let context):
            let location = path(context)
            let reason = context.debugDescription.components(separatedBy: "\n").first ?? "malformed"
            return location.isEmpty ? reason : "\(location): \(reason)"
        @unknown default:
            return "malformed JSON"
        }
    }
}
