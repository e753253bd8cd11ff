/// Which bytes make up a language's identifiers, as a 256-entry class table.
///
/// Every byte of a multi-byte UTF-8 sequence (0x80 and up) counts as an identifier byte in every
/// language. That keeps Japanese identifiers whole and, more importantly, guarantees that the
/// scanner only ever cuts a line at an ASCII byte, so no token can split a scalar.
struct IdentifierRule: Sendable {
    private static let startFlag: UInt8 = 1
    private static let continueFlag: UInt8 = 2
    private static let weakStartFlag: UInt8 = 4
    private static let trailingFlag: UInt8 = 8

    private let classes: [UInt8]

    /// - Parameters:
    ///   - extraStart: symbols that may begin an identifier when a letter or another of them follows
    ///     (`$` in JavaScript, `-` in CSS's `-webkit-…` and `--custom`), so `-10px` stays a number.
    ///   - extraContinue: symbols allowed inside one (`-` in `apt-get`, `font-size`).
    ///   - trailing: symbols that may end one (`?` and `!` in Ruby's `empty?`, `save!`).
    init(extraStart: String = "", extraContinue: String = "", trailing: String = "") {
        var classes = [UInt8](repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { classes[Int(byte)] = Self.startFlag | Self.continueFlag }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { classes[Int(byte)] = Self.startFlag | Self.continueFlag }
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { classes[Int(byte)] = Self.continueFlag }
        classes[Int(UInt8(ascii: "_"))] = Self.startFlag | Self.continueFlag
        for byte in 0x80...0xFF { classes[byte] = Self.startFlag | Self.continueFlag }
        for byte in extraStart.utf8 { classes[Int(byte)] |= Self.weakStartFlag | Self.continueFlag }
        for byte in extraContinue.utf8 { classes[Int(byte)] |= Self.continueFlag }
        for byte in trailing.utf8 { classes[Int(byte)] |= Self.trailingFlag }
        self.classes = classes
    }

    /// Whether an identifier begins at `index` (never past `end`).
    func starts(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Bool {
        let flags = classes[Int(bytes[index])]
        if flags & Self.startFlag != 0 { return true }
        guard flags & Self.weakStartFlag != 0, index + 1 < end else { return false }
        let next = bytes[index + 1]
        let nextFlags = classes[Int(next)]
        return nextFlags & Self.startFlag != 0 || nextFlags & Self.weakStartFlag != 0
    }

    /// Whether `byte` may stand inside an identifier.
    func continues(_ byte: UInt8) -> Bool {
        classes[Int(byte)] & Self.continueFlag != 0
    }

    /// The end of the identifier that begins at `start`, including a trailing `?`/`!` where the
    /// language has them and no `=` follows (`a!=b` is not `a!`).
    func end(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, limit: Int) -> Int {
        var index = start + 1
        while index < limit, classes[Int(bytes[index])] & Self.continueFlag != 0 { index += 1 }
        if index < limit, classes[Int(bytes[index])] & Self.trailingFlag != 0,
            index + 1 >= limit || bytes[index + 1] != UInt8(ascii: "=")
        {
            index += 1
        }
        return index
    }
}
