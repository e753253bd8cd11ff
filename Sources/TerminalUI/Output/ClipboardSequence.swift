#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// OSC 52: asks the terminal to put text on the system clipboard. It travels with the rest of
/// the output, so it reaches the user's own terminal over ssh and through tmux, where no
/// clipboard program on this machine could. Terminals that do not take it ignore it, and none
/// answers, so whether it worked cannot be known.
package enum ClipboardSequence {
    /// `ESC ] 52 ; c ; BASE64 BEL`: the text base64-encoded, so nothing in it can act on the terminal.
    package static func bytes(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}".utf8)
    }
}
