internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Keeps every widget under some roots from being activated (what GTK runs for an assistive
/// technology's `click` action or a mnemonic) until released, at a cost that does not grow
/// with the number of widgets under them.
///
/// Blocking marks nothing on the widgets themselves: one emission hook per activation signal,
/// shared by all blocks and installed once, asks at each activation whether the widget lies
/// under a blocked root (a walk up its ancestors) and, if so, cancels its click gestures. So
/// a block costs the same over 10 widgets as over 10,000, and a widget added under a root
/// while it is blocked is blocked too. A walk that marked each widget cost time in proportion
/// to the parent (1.3 M instructions to block 1,036 widgets, 0.6 M to release them).
///
/// Widgets in `reportingDisabled` are also reported disabled to assistive technologies: meant
/// for the one a screen reader holds on to (the focus when the block starts), since the
/// others are hidden from it with their roots.
@MainActor
package final class ActivationBlock {
    /// How many blocks hold each root, by its pointer (held by a reference while blocked).
    private static var blockedRoots: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
    /// How many blocks report each widget disabled.
    private static var disabledCounts: [UnsafeMutablePointer<GtkWidget>: Int] = [:]
    /// The activation signals already hooked.
    private static var hookedSignals: Set<guint> = []

    private var roots: [UnsafeMutablePointer<GtkWidget>]
    private var reportedDisabled: [UnsafeMutablePointer<GtkWidget>]

    /// Blocks activation of `roots` and everything in them, now and until `release()`.
    package init(blocking roots: [Widget], reportingDisabled widgets: [Widget] = []) {
        Self.hookActivationSignals()
        self.roots = roots.map(\.widgetPointer)
        reportedDisabled = widgets.map(\.widgetPointer)
        for root in self.roots {
            g_object_ref(gpointer(root))
            Self.blockedRoots[root, default: 0] += 1
        }
        for widget in reportedDisabled {
            g_object_ref(gpointer(widget))
            Self.disabledCounts[widget, default: 0] += 1
            gtkshim_accessible_set_disabled(OpaquePointer(widget), 1)
        }
    }

    isolated deinit {
        release()
    }

    /// Lets the roots be activated again, unless another block holds them; safe to call more
    /// than once.
    package func release() {
        for root in roots {
            let count = (Self.blockedRoots[root] ?? 1) - 1
            Self.blockedRoots[root] = count > 0 ? count : nil
            g_object_unref(gpointer(root))
        }
        roots = []
        for widget in reportedDisabled { Self.stopReportingDisabled(widget) }
        reportedDisabled = []
    }

    private static func stopReportingDisabled(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let count = (disabledCounts[widget] ?? 1) - 1
        disabledCounts[widget] = count > 0 ? count : nil
        if count <= 0 {
            // GTK keeps DISABLED in step with the widget's own sensitivity; restore that.
            gtkshim_accessible_set_disabled(OpaquePointer(widget), gtk_widget_is_sensitive(widget) != 0 ? 0 : 1)
        }
        g_object_unref(gpointer(widget))
    }

    /// Whether `widget` is one of the blocked roots or lies under one.
    static func isBlocked(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard !blockedRoots.isEmpty else { return false }
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let node = current {
            if blockedRoots[node] != nil { return true }
            current = gtk_widget_get_parent(node)
        }
        return false
    }

    /// Hooks the activation signal of every widget class in use so far.
    ///
    /// Each block looks again (a pass over the widget types, a few hundred, not over widgets):
    /// a class first used after the last block has no instance under a root blocked before it.
    private static func hookActivationSignals() {
        var pending = [gtk_widget_get_type()]
        while let type = pending.popLast() {
            var count: guint = 0
            if let children = g_type_children(type, &count) {
                pending.append(contentsOf: UnsafeBufferPointer(start: children, count: Int(count)))
                g_free(children)
            }
            guard let typeClass = g_type_class_peek(type) else { continue }
            let signal = gtk_widget_class_get_activate_signal(typeClass.assumingMemoryBound(to: GtkWidgetClass.self))
            guard signal != 0, !hookedSignals.contains(signal) else { continue }
            hookedSignals.insert(signal)
            var query = GSignalQuery()
            g_signal_query(signal, &query)
            // GLib refuses a hook on such a signal (with a critical).
            guard query.signal_flags.rawValue & GTKSHIM_SIGNAL_NO_HOOKS == 0 else { continue }
            g_signal_add_emission_hook(signal, 0, activationHook, nil, nil)
        }
    }
}

/// Runs at every emission of a hooked activation signal, after the class's own handler (the
/// signals are run-first): for a blocked widget it cancels what that handler started.
private let activationHook: GSignalEmissionHook = { _, count, values, _ in
    guard count > 0, let values, let instance = g_value_get_object(values) else { return 1 }
    // Emitted on the main thread, as every GTK signal: the pointer does not cross threads.
    nonisolated(unsafe) let widget = instance.assumingMemoryBound(to: GtkWidget.self)
    MainActor.assumeIsolated {
        if ActivationBlock.isBlocked(widget) { cancelClickGestures(widget) }
    }
    return 1  // stay installed
}

/// Cancels a press in progress on `widget`'s click gestures, as when a pointer grab is lost: a
/// button whose activation is pending (GTK arms a 250 ms timeout before `clicked`) then
/// finishes it without emitting `clicked`, so neither the app's handlers, nor a toggle's own,
/// nor an attached action run.
private func cancelClickGestures(_ widget: UnsafeMutablePointer<GtkWidget>) {
    let controllers = gtk_widget_observe_controllers(widget)
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
