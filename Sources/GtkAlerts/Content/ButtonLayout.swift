package import GtkAlertsToolkit

/// How an alert arranges its buttons.
public enum ButtonLayout: Equatable, Sendable {
    /// Side by side for one or two buttons that fit; stacked for three or more, or for two
    /// whose labels do not fit side by side.
    case automatic
    /// Always side by side, whatever the number of buttons and their widths.
    case horizontal
    /// Always stacked, even two buttons that would fit side by side.
    case vertical

    /// The arrangement for buttons of the given natural widths: a pure function of its inputs.
    ///
    /// Side by side, every button gets the width of the widest one (they share the row
    /// equally), so the row needs `count × widest + spacing × (count − 1)` pixels: libadwaita's
    /// rule. Automatic stacks when that exceeds `availableWidth`, and always from three buttons
    /// on, as iOS alerts do.
    ///
    /// - Parameters:
    ///   - naturalWidths: each button's natural width, in pixels.
    ///   - spacing: pixels between side-by-side buttons.
    ///   - availableWidth: the width of the button row, in pixels.
    /// - Returns: `.horizontal` for side by side, `.vertical` for stacked.
    package func orientation(naturalWidths: [Int], spacing: Int, availableWidth: Int) -> Orientation {
        switch self {
        case .horizontal: return .horizontal
        case .vertical: return .vertical
        case .automatic:
            let count = naturalWidths.count
            if count >= AlertMetrics.stackedButtonCount { return .vertical }
            guard count > 1, let widest = naturalWidths.max() else { return .horizontal }
            let rowWidth = count * widest + spacing * (count - 1)
            return rowWidth > availableWidth ? .vertical : .horizontal
        }
    }
}
