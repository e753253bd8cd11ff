#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The same request, its reply read as the API's own JSON instead of a model: `--json` selects
/// fields from these objects, so it prints what the API sent.
struct JSONReplyRequest<Base: Request, Response: Decodable & Sendable>: Request {
    let base: Base
    let convert: @Sendable (JSONValue) throws(QiitaError) -> Response

    var method: HTTPMethod { base.method }
    var path: String { base.path }
    var queryItems: [QueryItem] { base.queryItems }
    var paging: Paging? { base.paging }
    var body: Data? { base.body }
    var requiresToken: Bool { base.requiresToken }
    var subject: String { base.subject }
    var carriesSecrets: Bool { base.carriesSecrets }
    var storage: LibraryStorage { base.storage }

    func decode(_ response: HTTPResponse) throws(QiitaError) -> Response {
        try convert(response.decodeJSONValue(subject: subject))
    }
}

extension Request {
    /// This request with its reply kept as JSON.
    package func jsonReply() -> AnyRequest<JSONValue> {
        AnyRequest(JSONReplyRequest(base: self) { $0 })
    }

    /// This listing with each element kept as JSON.
    package func jsonElements() -> AnyRequest<[JSONValue]> {
        AnyRequest(
            JSONReplyRequest(base: self) { (value: JSONValue) throws(QiitaError) -> [JSONValue] in
                guard case .array(let elements) = value else { throw .invalidResponse(detail: "expected an array") }
                return elements
            })
    }
}
