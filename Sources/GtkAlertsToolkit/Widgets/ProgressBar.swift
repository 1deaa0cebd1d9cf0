internal import CGtkAlertsGtk

/// A bar that shows how far along work is, or pulses while the amount is unknown.
@MainActor
public final class ProgressBar: Widget {
    /// Creates an empty progress bar.
    public init() {
        super.init(takingNew: OpaquePointer(gtk_progress_bar_new()!))
    }

    /// The progress bar `widget` is, or `nil` when it is another kind of widget.
    public convenience init?(casting widget: Widget) {
        guard widget.isInstance(of: gtk_progress_bar_get_type()) else { return nil }
        self.init(owning: widget.pointer)
    }

    override init(owning pointer: OpaquePointer) {
        super.init(owning: pointer)
    }

    /// The fraction done, 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(pointer) }
        set { gtk_progress_bar_set_fraction(pointer, min(1, max(0, newValue))) }
    }

    /// Moves the pulse block a step, for work of unknown length.
    public func pulse() { gtk_progress_bar_pulse(pointer) }

    /// Text shown on the bar (`nil`: none).
    public var text: String? {
        get { gtk_progress_bar_get_text(pointer).map { String(cString: $0) } }
        set {
            gtk_progress_bar_set_text(pointer, newValue)
            gtk_progress_bar_set_show_text(pointer, newValue == nil ? 0 : 1)
        }
    }
}
