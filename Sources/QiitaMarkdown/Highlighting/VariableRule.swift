/// Variables written with a sigil: shell `$HOME`, `${PATH:-/bin}`, `$1`, `$?`; Ruby `@name`,
/// `@@count`, `$stdout`; Swift `$0`; SCSS `$gap`; YAML anchors and aliases (`&base`, `*base`).
struct VariableRule: Sendable {
    /// The sigils; a sigil may be doubled before a name (`@@count`).
    let sigils: [UInt8]
    /// Whether `${…}` is a variable up to its matching brace (shell, Dockerfile).
    let braces: Bool
    /// Single symbols that make a variable after a sigil (shell's `$?`, `$#`, `$1`).
    let specials: [UInt8]
    /// Symbols allowed inside a name besides letters, digits and `_` (`-` in YAML anchors).
    /// Shell names have none, so `$name-suffix` stops before the `-`.
    let extraNameBytes: [UInt8]

    init(sigils: String, braces: Bool = false, specials: String = "", extraNameBytes: String = "") {
        self.sigils = Array(sigils.utf8)
        self.braces = braces
        self.specials = Array(specials.utf8)
        self.extraNameBytes = Array(extraNameBytes.utf8)
    }

    /// Whether a name may begin with `byte`: a letter, `_`, or the first byte of a non-ASCII scalar.
    func startsName(_ byte: UInt8) -> Bool {
        ASCII.isLetter(byte) || byte == UInt8(ascii: "_") || byte >= 0xC0
    }

    /// Whether `byte` may stand inside a name. Non-ASCII bytes do, so a name never ends inside a scalar.
    func continuesName(_ byte: UInt8) -> Bool {
        ASCII.isWordByte(byte) || byte >= 0x80 || extraNameBytes.contains(byte)
    }
}
