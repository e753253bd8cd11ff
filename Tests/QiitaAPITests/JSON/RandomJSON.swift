import Foundation

/// Random JSON documents for comparing decoders: nested arrays and objects of nulls, booleans,
/// integers, doubles and strings with escapes, control characters, emoji and line separators.
enum RandomJSON {
    static let strings = ["", "a", "日本語", "quote \" and \\ backslash", "\u{1B}[31m", "😀\u{FE0F}", "\n\t", "\u{2028}", "/"]

    /// One document: an array holding one random value, as `JSONSerialization` writes it.
    static func document(using generator: inout some RandomNumberGenerator) throws -> Data {
        try JSONSerialization.data(withJSONObject: [value(depth: 0, using: &generator)], options: [.fragmentsAllowed])
    }

    private static func value(depth: Int, using generator: inout some RandomNumberGenerator) -> Any {
        switch Int.random(in: 0...(depth > 3 ? 4 : 6), using: &generator) {
        case 0: return NSNull()
        case 1: return Bool.random(using: &generator)
        case 2: return Int.random(in: -1_000_000_000...1_000_000_000, using: &generator)
        case 3: return Double.random(in: -1e6...1e6, using: &generator)
        case 4: return strings.randomElement(using: &generator)! + strings.randomElement(using: &generator)!
        case 5: return (0..<Int.random(in: 0...4, using: &generator)).map { _ in value(depth: depth + 1, using: &generator) }
        default:
            var object: [String: Any] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                object[strings.randomElement(using: &generator)! + "k"] = value(depth: depth + 1, using: &generator)
            }
            return object
        }
    }
}
