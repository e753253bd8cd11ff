/// One timed key: from its delivery to the reader until the frame it caused was written.
struct KeyPress: Sendable {
    let elapsed: Duration
    /// The bytes of that frame (0 when nothing on the screen changed).
    let bytes: Int
}
