#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A decoded reply with what its headers said, and where it came from.
package struct Reply<Value: Sendable>: Sendable {
    package var value: Value
    package var status: Int
    package var headers: HTTPHeaders
    package var source: ReplySource
    package var rateLimit: RateLimit? { source == .network ? RateLimit(headers: headers) : nil }

    package init(value: Value, status: Int, headers: HTTPHeaders, source: ReplySource = .network) {
        self.value = value
        self.status = status
        self.headers = headers
        self.source = source
    }
}

/// Where a reply came from: the network, or the local library (fresh enough to need no request,
/// `--offline`, or kept from earlier because the network failed or the budget is spent).
package enum ReplySource: Sendable, Hashable {
    case network
    /// `failure`: why the network could not answer, when that is why the library did.
    case library(savedAt: Date, failure: QiitaError?)
}
