internal import CGtkAlertsGtk

/// Read-only, wrapping text that lays out only what shows: for text too long for a label.
///
/// A label lays out all of its text (several times, to measure it) before the first frame; a
/// text view lays out the lines in view first and the rest while the main loop is idle, so a
/// 100 kB message shows as fast as a short one. Put it in a `ScrolledWindow`, which it scrolls.
@MainActor
package final class TextView: Widget {
    /// Creates a read-only text view showing `text` literally.
    package init(text: String) {
        super.init(takingNew: OpaquePointer(gtk_text_view_new()!))
        configure()
        let buffer = gtk_text_view_get_buffer(textViewPointer)
        gtk_text_buffer_set_text(buffer, text, -1)
    }

    /// Creates a read-only text view showing Pango `markup` (check it with
    /// `Markup.validationError(in:)` first).
    package init(markup: String) {
        super.init(takingNew: OpaquePointer(gtk_text_view_new()!))
        configure()
        let buffer = gtk_text_view_get_buffer(textViewPointer)
        var start = GtkTextIter()
        gtk_text_buffer_get_start_iter(buffer, &start)
        gtk_text_buffer_insert_markup(buffer, &start, markup, -1)
    }

    /// A wrapper of `widget` when it is a text view.
    package static func wrapping(_ widget: Widget) -> TextView? {
        widget.isInstance(of: gtk_text_view_get_type()) ? TextView(owning: widget.pointer) : nil
    }

    override init(owning pointer: OpaquePointer) {
        super.init(owning: pointer)
    }

    private var textViewPointer: UnsafeMutablePointer<GtkTextView> { .init(pointer) }

    /// The text shown, without markup.
    package var text: String {
        let buffer = gtk_text_view_get_buffer(textViewPointer)
        var start = GtkTextIter()
        var end = GtkTextIter()
        gtk_text_buffer_get_bounds(buffer, &start, &end)
        guard let characters = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
        defer { g_free(characters) }
        return String(cString: characters)
    }

    private func configure() {
        gtk_text_view_set_editable(textViewPointer, 0)
        gtk_text_view_set_cursor_visible(textViewPointer, 0)
        // Word wrap only, as `Label.wraps`: word-and-character mode can abort Pango.
        gtk_text_view_set_wrap_mode(textViewPointer, GTK_WRAP_WORD)
    }
}
