/// The colours for the terminal's background: `dark` keeps the terminal's own named colours;
/// `light` swaps those that wash out on white (yellow, cyan, green, magenta, white) for darker
/// ones of the 256-colour palette. The `theme` setting chooses.
package enum Palette: String, Sendable, Hashable, CaseIterable {
    case dark, light

    /// The colour written for a foreground of `color`.
    package func foreground(_ color: Color) -> Color {
        guard self == .light else { return color }
        switch color {
        case .yellow, .brightYellow: return .indexed(130)
        case .cyan, .brightCyan: return .indexed(24)
        case .green, .brightGreen: return .indexed(28)
        case .magenta, .brightMagenta: return .indexed(90)
        case .white, .brightWhite: return .black
        default: return color
        }
    }
}
