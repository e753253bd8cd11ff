#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The byte ranges of a JSON array's elements, found without decoding them, so that each item of
/// a listing is kept exactly as the API sent it. Assumes a well-formed document (the client has
/// decoded it already); returns nil for anything that is not an array.
enum JSONArrayElements {
    static func ranges(in data: Data) -> [Range<Int>]? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [Range<Int>]? in
            var index = 0
            func skipSpace() { while index < bytes.count, isSpace(bytes[index]) { index += 1 } }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            var ranges: [Range<Int>] = []
            var depth = 0
            var start: Int?
            var inString = false
            while index < bytes.count {
                let byte = bytes[index]
                if inString {
                    if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""):
                        inString = true
                        if start == nil { start = index }
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        if start == nil { start = index }
                        depth += 1
                    case UInt8(ascii: "}"):
                        depth -= 1
                    case UInt8(ascii: "]") where depth == 0:
                        if let start { ranges.append(start..<trimmedEnd(bytes, index)) }
                        return ranges
                    case UInt8(ascii: "]"):
                        depth -= 1
                    case UInt8(ascii: ",") where depth == 0:
                        if let start { ranges.append(start..<trimmedEnd(bytes, index)) }
                        start = nil
                    case 0x20, 0x0A, 0x0D, 0x09:
                        break
                    default:
                        if start == nil { start = index }
                    }
                }
                index += 1
            }
            return nil
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// `end` moved back over white space.
    private static func trimmedEnd(_ bytes: UnsafeRawBufferPointer, _ end: Int) -> Int {
        var end = end
        while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
        return end
    }
}
