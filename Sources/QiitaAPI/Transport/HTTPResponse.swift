#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A complete HTTP response: status, headers (looked up case-insensitively) and body.
package struct HTTPResponse: Sendable, Hashable {
    package var status: Int
    package var headers: HTTPHeaders
    package var body: Data

    package init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    package var isSuccess: Bool { Self.isSuccess(status) }

    /// Whether `status` is a 2xx.
    static func isSuccess(_ status: Int) -> Bool { (200..<300).contains(status) }

    /// The rate figures every Qiita response carries, when it carries them.
    package var rateLimit: RateLimit? { RateLimit(headers: headers) }

    /// The body decoded as `Value` when the status is 2xx; ``QiitaError`` otherwise.
    func decodeJSON<Value: Decodable>(_ type: Value.Type, subject: String) throws(QiitaError) -> Value {
        guard isSuccess else { throw QiitaError(response: self, subject: subject) }
        do {
            return try JSONDecoder().decode(Value.self, from: body)
        } catch let error as DecodingError {
            throw .invalidResponse(detail: error.summary)
        } catch {
            throw .invalidResponse(detail: "\(error)")
        }
    }

    /// The body as the API's own JSON when the status is 2xx; ``QiitaError`` otherwise.
    func decodeJSONValue(subject: String) throws(QiitaError) -> JSONValue {
        guard isSuccess else { throw QiitaError(response: self, subject: subject) }
        do {
            return try JSONValue(parsing: body)
        } catch {
            throw .invalidResponse(detail: error.description)
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
