/// Percent-decoding (RFC 3986 §2.1) of the URL parts qiita reads: tag names in article addresses.
package enum PercentDecoding {
    /// The bytes `text` stands for: `%XX` decoded; a `%` not followed by two hex digits stays as it is.
    package static func bytes(of text: some StringProtocol) -> [UInt8] {
        let source = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "%"), index + 2 < source.count,
                let high = HexDigit.value(source[index + 1]), let low = HexDigit.value(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(byte)
            index += 1
        }
        return bytes
    }
}
