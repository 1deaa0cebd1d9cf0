internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// The widgets under some roots that a user could operate (focusable ones, and those with an
/// activation) made inert for assistive technologies, without a change on screen, until
/// restored: reported disabled, and with their activation (what GTK runs for an assistive
/// technology's `click` action or a mnemonic) cancelled before it clicks.
///
/// Their `focusable` flag is left alone. Turning it off reports them not focusable, but GTK
/// queues a resize for each, and the relayout that follows cost some 13 M instructions per
/// block and per restore over a 1,000-widget parent, a third of repainting it. To keep the
/// focus out, turn `canFocus` off on the roots as well: GTK refuses the focus to a widget
/// inside one whose `can-focus` is off, and its AT-SPI bridge has no `GrabFocus`.
///
/// One pass over GTK's own pointers, with one C handler shared by every widget: wrapping each
/// widget in Swift and connecting a closure to it cost more than GTK's own work.
@MainActor
public final class WidgetTreeBlock {
    private struct Entry {
        let widget: UnsafeMutablePointer<GtkWidget>
        let activation: gulong
    }

    /// Each blocked widget, holding a reference until it is restored.
    private var entries: [Entry] = []

    /// Blocks `roots` and everything in them.
    public init(blocking roots: [Widget]) {
        for root in roots { block(root.widgetPointer) }
    }

    isolated deinit {
        restore()
    }

    /// Gives `widget` back what it had now, and leaves the others blocked.
    public func restore(_ widget: Widget) {
        guard let index = entries.firstIndex(where: { $0.widget == widget.widgetPointer }) else { return }
        Self.restore(entries.remove(at: index))
    }

    /// Gives every widget back what it had; safe to call more than once.
    public func restore() {
        let restoring = entries
        entries = []
        for entry in restoring { Self.restore(entry) }
    }

    private func block(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let signal = gtkshim_widget_activate_signal_name(widget)
        if signal != nil || gtk_widget_get_focusable(widget) != 0 {
            g_object_ref(gpointer(widget))
            var activation: gulong = 0
            if let signal {
                activation = gtkshim_connect_void(
                    gpointer(widget), signal, { instance, _ in cancelClickGestures(instance) }, nil, nil)
            }
            entries.append(Entry(widget: widget, activation: activation))
            gtkshim_accessible_set_disabled(OpaquePointer(widget), 1)
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            block(current)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func restore(_ entry: Entry) {
        let widget = entry.widget
        // GTK keeps DISABLED in step with the widget's own sensitivity; restore that.
        gtkshim_accessible_set_disabled(OpaquePointer(widget), gtk_widget_is_sensitive(widget) != 0 ? 0 : 1)
        if entry.activation != 0 { g_signal_handler_disconnect(gpointer(widget), entry.activation) }
        g_object_unref(gpointer(widget))
    }
}

/// Cancels a press in progress on `widget`'s click gestures, as when a pointer grab is lost: a
/// button whose activation is pending (GTK arms a 250 ms timeout before `clicked`) then
/// finishes it without emitting `clicked`, so neither the app's handlers, nor a toggle's own,
/// nor an attached action run.
private func cancelClickGestures(_ widget: gpointer?) {
    guard let widget else { return }
    let controllers = gtk_widget_observe_controllers(widget.assumingMemoryBound(to: GtkWidget.self))
    defer { g_object_unref(gpointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
        guard let item = g_list_model_get_item(controllers, index) else { continue }
        defer { g_object_unref(item) }
        if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), gtk_gesture_click_get_type())
            != 0
        {
            gtkshim_emit_pointer(item, "cancel", nil)
        }
    }
}
