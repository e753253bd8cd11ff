import CInvocation
import Glibc

/// Whether `qiita` run with `words` (without the program's name) starts loading libcurl before
/// `main` (`qiita_may_send_requests`, Sources/CInvocation).
package func maySendRequests(_ words: [String], onTerminal: Bool = true) -> Bool {
  var pointers = words.map { strdup($0) }
  defer { pointers.forEach { free($0) } }
  return pointers.withUnsafeMutableBufferPointer { buffer in
    buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { words in
      qiita_may_send_requests(Int32(words.count), words.baseAddress, onTerminal ? 1 : 0) == 1
    }
  }
}
