internal import CGtkAlertsGtk

/// The keyboard focus as the user left it: the widget that had it and, in a text field, the
/// cursor and what was selected.
///
/// Taken when something covers the widget (an alert), given back when that goes: GTK selects a
/// field's whole text as it takes the focus again, and on Wayland a field that loses the focus
/// loses its selection too.
@MainActor
package struct FocusMemory {
    /// The widget that had the focus.
    package let widget: Widget
    private let selection: (start: Int32, end: Int32)?

    /// Remembers `widget`'s focus now.
    package init(_ widget: Widget) {
        self.widget = widget
        guard widget.isInstance(of: gtk_editable_get_type()) else {
            selection = nil
            return
        }
        // With nothing selected, both ends are the cursor.
        var start: Int32 = 0
        var end: Int32 = 0
        gtk_editable_get_selection_bounds(widget.pointer, &start, &end)
        selection = (start, end)
    }

    /// Gives the focus back to the widget, with a text field's cursor and selection as they
    /// were; returns whether the widget took it.
    @discardableResult
    package func regain() -> Bool {
        guard widget.regainFocus() else { return false }
        if let selection { gtk_editable_select_region(widget.pointer, selection.start, selection.end) }
        return true
    }
}
