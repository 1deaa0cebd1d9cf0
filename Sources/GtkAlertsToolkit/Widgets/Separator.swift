internal import CGtkAlertsGtk

/// A thin line between groups of widgets.
@MainActor
public final class Separator: Widget {
    /// Creates a separator; a `.horizontal` one is a horizontal line.
    public init(_ orientation: Orientation) {
        super.init(owning: OpaquePointer(gtk_separator_new(orientation.gtkValue)!))
    }
}
