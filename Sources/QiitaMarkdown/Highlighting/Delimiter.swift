/// A fixed run of ASCII bytes that opens or closes something (`//`, `/*`, `#[`), written in the
/// language tables as a string literal.
struct Delimiter: Sendable, ExpressibleByStringLiteral {
    let bytes: [UInt8]

    init(stringLiteral value: String) {
        bytes = Array(value.utf8)
    }
}
