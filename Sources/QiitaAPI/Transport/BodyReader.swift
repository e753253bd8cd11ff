/// Reads a reply's body while it arrives, beside the transfer, so that little is left to do
/// when the last byte is in (see ``StreamingArrayReader``: a page of items is parsed and its
/// elements decoded on another thread while the rest of the page downloads).
///
/// A transport hands the reader longer and longer prefixes of a 2xx body whose bytes stay where
/// they are, and stops it before they move or are freed. When the transfer succeeds, they are the
/// response's body, and the reader may go on reading them until ``finish(_:)`` is called with that
/// response (which the caller must do while the response lives). A transport may hand it nothing
/// at all (a small body, a recorded reply): ``finish(_:)`` then returns the response as it is,
/// and the request's decode parses it.
public protocol BodyReader: AnyObject, Sendable {
    /// The body's first `bytes.count` bytes, at the address of every earlier call, of the
    /// `expectedCount` its `Content-Length` announced (0 when it announced none). Called on the
    /// transfer's thread, which it must not hold up.
    func bodyGrew(_ bytes: UnsafeBufferPointer<UInt8>, of expectedCount: Int)
    /// No more calls, and no more reads of the bytes handed over: returns once a read under way
    /// has ended. The transport calls it before those bytes move or are freed (a body longer than
    /// it said, a failed transfer); ``finish(_:)`` calls it too. Calling it again does nothing.
    func stop()
    /// `response` (the finished reply of the transfer that fed this reader) with what the reader
    /// made of it, for the request's `decode`; unchanged when the reader has nothing to add.
    func finish(_ response: HTTPResponse) -> HTTPResponse
}
