/// The ASCII bytes the scanner compares against, named so the scanning code reads as prose.
enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backtick = UInt8(ascii: "`")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let percent = UInt8(ascii: "%")
    static let ampersand = UInt8(ascii: "&")
    static let openParenthesis = UInt8(ascii: "(")
    static let closeParenthesis = UInt8(ascii: ")")
    static let star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let less = UInt8(ascii: "<")
    static let equals = UInt8(ascii: "=")
    static let greater = UInt8(ascii: ">")
    static let question = UInt8(ascii: "?")
    static let at = UInt8(ascii: "@")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let pipe = UInt8(ascii: "|")
    static let closeBrace = UInt8(ascii: "}")
    static let exclamation = UInt8(ascii: "!")

    /// Control characters, space and DEL: white space as far as tokens go (tabs, `\r`).
    static func isSpace(_ byte: UInt8) -> Bool { byte <= 0x20 || byte == 0x7F }
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }
    static func isUppercase(_ byte: UInt8) -> Bool { byte &- 0x41 < 26 }
    static func isLowercase(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- 0x61 < 6 }
    /// Letters, digits and `_`: what a number's suffix and a sigil variable's name are made of.
    static func isWordByte(_ byte: UInt8) -> Bool { isDigit(byte) || isLetter(byte) || byte == 0x5F }
    /// ASCII punctuation and symbols (`!` to `~` without letters and digits).
    static func isPunctuation(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F && !isWordByte(byte) }
}
