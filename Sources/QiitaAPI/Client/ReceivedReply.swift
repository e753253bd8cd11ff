#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A reply as it was received, from the network or the library, not decoded yet. Receiving and
/// decoding are two steps so that a paginator can ask for the next page as soon as this one has
/// arrived, and the next exchange overlaps this page's decoding.
package struct ReceivedReply: Sendable {
    package let response: HTTPResponse
    package let source: ReplySource
    /// Where to keep the reply once it has decoded: only fresh replies from the network are kept.
    let keep: (key: ReplyKey, storage: LibraryStorage, at: Date)?
    /// A copy from the library that was fresh enough: if it no longer decodes, the network is asked.
    let isKeptCopy: Bool
    /// A page of which the library holds only the first items (``StoredReply/isPartial``).
    let isPartial: Bool

    init(
        response: HTTPResponse, source: ReplySource, keep: (key: ReplyKey, storage: LibraryStorage, at: Date)? = nil,
        isKeptCopy: Bool = false, isPartial: Bool = false
    ) {
        self.response = response
        self.source = source
        self.keep = keep
        self.isKeptCopy = isKeptCopy
        self.isPartial = isPartial
    }
}
