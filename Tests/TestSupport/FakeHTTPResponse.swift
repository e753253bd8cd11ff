import Foundation
import QiitaFake

/// One response as `FakeHTTPClient` read it off the wire.
package struct FakeHTTPResponse: Sendable {
    package var status: Int
    /// Header fields in the order received, names as sent.
    package var headers: [(String, String)]
    /// The body as sent (still gzip-compressed when `Content-Encoding: gzip`).
    package var body: [UInt8]

    /// A header's value, name matched ignoring case.
    package func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    /// The body, decompressed when it was sent gzip-encoded.
    package var decodedBody: [UInt8] {
        guard header("Content-Encoding") == "gzip" else { return body }
        return Gzip.decompress(body) ?? []
    }

    package var text: String {
        String(decoding: decodedBody, as: UTF8.self)
    }

    /// The body parsed as JSON (`[String: Any]`, `[Any]`, …).
    package func json() throws -> Any {
        try JSONSerialization.jsonObject(with: Data(decodedBody), options: [.fragmentsAllowed])
    }

    /// The body as a JSON array of objects; empty when it is something else.
    package func jsonArray() throws -> [[String: Any]] {
        try json() as? [[String: Any]] ?? []
    }

    /// The body as a JSON object; empty when it is something else.
    package func jsonObject() throws -> [String: Any] {
        try json() as? [String: Any] ?? [:]
    }

    /// `rel` → URL of a `Link` header.
    package var links: [String: String] {
        guard let value = header("Link") else { return [:] }
        var links: [String: String] = [:]
        for entry in value.components(separatedBy: ", ") {
            let parts = entry.components(separatedBy: "; rel=")
            guard parts.count == 2 else { continue }
            links[parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))] =
                parts[0].trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        }
        return links
    }
}
