import TerminalText

@testable import TerminalUI
import TerminalUITestSupport

/// A renderer and the virtual screen its bytes go to, as the reader's loop would drive them.
struct RenderedScreen {
    var renderer: FrameRenderer
    var screen: VirtualScreen
    let encoder: ANSIEncoder
    /// Bytes of the last frame.
    private(set) var lastBytes: [UInt8] = []

    init(size: TerminalSize, encoder: ANSIEncoder = ANSIEncoder(colors: true)) {
        self.encoder = encoder
        renderer = FrameRenderer(encoder: encoder)
        screen = VirtualScreen(size: size)
    }

    /// Renders `frame`; a frame of a new size first resizes the screen, as the terminal would.
    mutating func show(_ frame: Frame) {
        if frame.size != screen.size { screen.resize(to: frame.size) }
        lastBytes = renderer.render(frame)
        screen.write(lastBytes)
    }

    /// The cells the screen should show for `frame`: links are not tracked by the virtual screen.
    func expectedCells(_ frame: Frame) -> [[Cell]] {
        let withoutLinks = ANSIEncoder(colors: encoder.colors, hyperlinks: false)
        return frame.cells(encoder: withoutLinks)
    }

    /// Where the failure is, for a readable message: the first row that differs.
    func firstDifference(from frame: Frame) -> String? {
        let expected = expectedCells(frame)
        for row in expected.indices where screen.cells[row] != expected[row] {
            let wanted = expected[row].filter { !$0.isContinuation }.map(\.text).joined()
            let column = expected[row].indices.first { screen.cells[row][$0] != expected[row][$0] } ?? 0
            return "row \(row): screen \"\(screen.rowText(row))\" expected \"\(wanted)\"; column \(column): "
                + "\(screen.cells[row][column]) expected \(expected[row][column])"
        }
        return nil
    }
}
