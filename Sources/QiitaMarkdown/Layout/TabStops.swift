import TerminalText

/// Tabs in verbatim text (code, HTML shown as source) become spaces up to the next tab stop: a
/// tab written to the terminal would move the cursor a distance the layout cannot know.
struct TabStops {
    let width: Int

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Whether `text` holds a tab. Every token of every code block is asked, and a scan of its
    /// bytes costs a fraction of going through `String.UTF8View` one byte at a time.
    static func hasTab(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { ByteScan.firstIndex(of: 0x09, in: $0) != nil }
    }

    /// `text`, starting at `column`, with its tabs expanded; `column` ends past the text.
    func expand(_ text: String, column: inout Int) -> String {
        guard Self.hasTab(text) else {
            column += DisplayWidth.of(text)
            return text
        }
        var expanded = ""
        var pieceStart = text.startIndex
        // A tab is a control character, so always a cluster of its own.
        DisplayWidth.forEachCluster(in: text) { cluster in
            if cluster.first == "\t" {
                expanded += text[pieceStart..<cluster.start]
                let spaces = width - column % width
                expanded += String(repeated: " ", count: spaces)
                column += spaces
                pieceStart = cluster.end
            } else {
                column += cluster.width
            }
        }
        expanded += text[pieceStart...]
        return expanded
    }
}
