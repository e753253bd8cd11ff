import Glibc

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Copies a listing's JSON with each item's `body` and `rendered_body` strings replaced by `""`.
///
/// A page of 100 items is megabytes, nearly all of it the two bodies, which list rows never
/// show. JSONDecoder validates every byte of a document before decoding any of it, so decoding
/// summaries from the full page spends most of its time on text it then throws away. This pass
/// only follows the structure (strings, nesting, keys) to find those two values in the objects of
/// the top-level array, and skips their bytes; everything else is copied and then decoded
/// strictly as usual. Anything unexpected returns nil, and the caller decodes the original.
enum BodyStripper {
    static let strippedKeys: [[UInt8]] = [Array("body".utf8), Array("rendered_body".utf8)]

    static func strip(_ data: Data) -> Data? {
        data.withUnsafeBytes { raw -> Data? in
            guard let bytes = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            return strip(UnsafeBufferPointer(start: bytes, count: raw.count))
        }
    }

    private static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> Data? {
        let quote = UInt8(ascii: "\"")
        var output = Data()
        output.reserveCapacity(bytes.count / 8)
        var copiedUpTo = 0
        // Containers from the outside in: true for an object, false for an array.
        var objects: [Bool] = []
        var expectingKey = false
        var stripNextValue = false
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case quote:
                guard let end = closingQuote(in: bytes, after: index) else { return nil }  // unterminated
                let inItem = objects.count == 2 && !objects[0] && objects[1]
                if inItem && expectingKey {
                    let key = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
                    stripNextValue = strippedKeys.contains { $0.elementsEqual(key) }
                    expectingKey = false
                } else if inItem && stripNextValue {
                    output.append(UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<index]))
                    output.append(contentsOf: [quote, quote])
                    copiedUpTo = end + 1
                    stripNextValue = false
                } else if objects.last == true && expectingKey {
                    expectingKey = false
                }
                index = end + 1
                continue
            case UInt8(ascii: "{"):
                objects.append(true)
                expectingKey = true
                stripNextValue = false
            case UInt8(ascii: "["):
                objects.append(false)
                stripNextValue = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard objects.popLast() != nil else { return nil }
                stripNextValue = false
            case UInt8(ascii: ","):
                expectingKey = objects.last == true
                stripNextValue = false
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                break
            default:
                stripNextValue = false  // a number, true, false or null: nothing to strip
            }
            index += 1
        }
        guard objects.isEmpty else { return nil }
        output.append(UnsafeBufferPointer(rebasing: bytes[copiedUpTo..<count]))
        return output
    }

    /// The index of the quote that closes the string opened at `start`: the next quote (found
    /// with `memchr`, which is vectorised) that is not escaped, i.e. not preceded by an odd
    /// number of backslashes.
    private static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var from = start + 1
        while from < bytes.count {
            guard let found = memchr(base + from, Int32(UInt8(ascii: "\"")), bytes.count - from) else { return nil }
            let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while position - backslashes - 1 > start && bytes[position - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return position }
            from = position + 1
        }
        return nil
    }
}
