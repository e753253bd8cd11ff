import CZlib

/// gzip (RFC 1952) through zlib, for `Content-Encoding: gzip` responses.
package enum Gzip {
    /// Level 1, as nginx's `gzip_comp_level` default: fast, and most of the gain on JSON.
    static let level: Int32 = 1

    /// The gzip member for the bytes; nil only if zlib fails to initialise.
    package static func compress(_ input: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard qiita_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))) + 32)
        var source = input
        let status = source.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = uInt(inputBuffer.count)
                stream.next_out = outputBuffer.baseAddress
                stream.avail_out = uInt(outputBuffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }

    /// The original bytes of a gzip member; nil when the data is not valid gzip.
    package static func decompress(_ input: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        guard qiita_inflate_init_gzip(&stream) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var source = input
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        return source.withUnsafeMutableBufferPointer { inputBuffer -> [UInt8]? in
            stream.next_in = inputBuffer.baseAddress
            stream.avail_in = uInt(inputBuffer.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { chunkBuffer -> (Int32, Int) in
                    stream.next_out = chunkBuffer.baseAddress
                    stream.avail_out = uInt(chunkBuffer.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, chunkBuffer.count - Int(stream.avail_out))
                }
                output += chunk[0..<produced]
                if status == Z_STREAM_END { return output }
                if status != Z_OK || (produced == 0 && stream.avail_in == 0) { return nil }
            }
        }
    }

    /// Whether an `Accept-Encoding` value allows gzip (`gzip`, `x-gzip` or `*`, without `q=0`).
    package static func isAccepted(by acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        var wildcard = false
        for entry in acceptEncoding.split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.trimmingSpaces().lowercased() }
            guard let coding = parts.first else { continue }
            let refused = parts.dropFirst().contains { $0.hasPrefix("q=") && Double($0.dropFirst(2)) == 0 }
            if coding == "gzip" || coding == "x-gzip" { return !refused }
            if coding == "*" { wildcard = !refused }
        }
        return wildcard
    }
}
