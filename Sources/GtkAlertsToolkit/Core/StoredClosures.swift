internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Everything Swift code stored on one widget through this layer, and the rule that lets go of
/// it when the widget leaves the interface for good.
///
/// A closure stored on a widget (a signal handler, a tick callback, an action, an attached
/// value) that captures the widget's own wrapper makes a cycle reference counting cannot break:
/// widget → closure → wrapper → widget. Asking every call site to capture `[weak]` failed in
/// practice (every alert card leaked through one strong capture), so the layer breaks such
/// cycles itself:
///
/// - A widget that loses its parent, and still has none at the next idle of the main loop,
///   drops every closure stored here. Moving a widget within one turn of the main loop
///   (unparent, then add elsewhere) keeps them.
/// - A window that GTK destroyed (it left GTK's list of top-level windows, say through
///   `gtk_window_destroy` from C or the default close) is disposed at the next idle, as
///   `Window.destroy()` does at once; disposal drops its handlers and tick callbacks.
///
/// Then nothing but the app's own references keeps the widget, and it is finalized with them.
@MainActor
final class StoredClosures {
    nonisolated fileprivate static let key = "gtk-alerts-stored-closures"

    private var tickCallbackIDs: [UInt] = []
    private var actionGroupPrefixes: Set<String> = []
    private var attachedValueKeys: Set<String> = []
    private var releaseCheckPending = false

    /// The record of `widget`, made (and its watch connected) on first use.
    static func of(_ widget: Widget) -> StoredClosures {
        let object = widget.objectPointer
        if let existing = g_object_get_data(object, key) {
            return Unmanaged<StoredClosures>.fromOpaque(existing).takeUnretainedValue()
        }
        let record = StoredClosures()
        g_object_set_data_full(object, key, Unmanaged.passRetained(record).toOpaque()) { data in
            guard let data else { return }
            Unmanaged<StoredClosures>.fromOpaque(data).release()
        }
        // C functions without Swift state: the watch itself must not hold the widget, and it
        // is not one of the handlers `release` disconnects.
        if widget.isInstance(of: gtk_window_get_type()) {
            _ = gtkshim_connect_void(gpointer(widget.pointer), "unrealize", windowUnrealized, nil, nil)
        } else {
            _ = gtkshim_connect_void_pointer(gpointer(widget.pointer), "notify::parent", parentChanged, nil, nil)
        }
        return record
    }

    func addTickCallback(_ id: UInt) { tickCallbackIDs.append(id) }
    func addActionGroup(prefix: String) { actionGroupPrefixes.insert(prefix) }
    func addAttachedValue(key: String) { attachedValueKeys.insert(key) }

    /// Looks again at the next idle whether the widget is still detached.
    fileprivate static func scheduleReleaseCheck(_ object: gpointer) {
        guard let data = g_object_get_data(object.assumingMemoryBound(to: GObject.self), key) else { return }
        Unmanaged<StoredClosures>.fromOpaque(data).takeUnretainedValue().scheduleReleaseCheck(object)
    }

    private func scheduleReleaseCheck(_ object: gpointer) {
        guard !releaseCheckPending else { return }
        releaseCheckPending = true
        let weak = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        weak.initialize(to: GWeakRef())
        g_weak_ref_init(weak, object)
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, releaseCheck, weak, releaseWeakReference)
    }

    fileprivate static func releaseIfDetached(_ object: gpointer) {
        guard let data = g_object_get_data(object.assumingMemoryBound(to: GObject.self), key) else { return }
        let record = Unmanaged<StoredClosures>.fromOpaque(data).takeUnretainedValue()
        record.releaseCheckPending = false
        let widget = object.assumingMemoryBound(to: GtkWidget.self)
        if g_type_check_instance_is_a(object.assumingMemoryBound(to: GTypeInstance.self), gtk_window_get_type()) != 0 {
            guard !Window.isListed(OpaquePointer(object)) else { return }
            Window(owning: OpaquePointer(object)).markContentDestroyed()
            g_object_run_dispose(object.assumingMemoryBound(to: GObject.self))
        } else {
            guard gtk_widget_get_parent(widget) == nil else { return }
        }
        record.release(widget)
    }

    /// Drops every closure this layer stored on `widget`.
    private func release(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let instance = gpointer(widget)
        for trampoline in signalTrampolines {
            g_signal_handlers_disconnect_matched(
                instance, GSignalMatchType(rawValue: GTKSHIM_SIGNAL_MATCH_FUNC), 0, 0, nil, trampoline, nil)
        }
        for id in tickCallbackIDs { gtk_widget_remove_tick_callback(widget, guint(clamping: id)) }
        tickCallbackIDs = []
        for prefix in actionGroupPrefixes { gtk_widget_insert_action_group(widget, prefix, nil) }
        actionGroupPrefixes = []
        // Values last: one of them may be what keeps the caller's wrapper alive.
        let keys = attachedValueKeys
        attachedValueKeys = []
        for key in keys {
            g_object_set_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), key, nil)
        }
    }
}

/// The idle that looks again at a widget that lost its parent (its data is a `GWeakRef`).
private let releaseCheck: GSourceFunc = { data in
    let weak = data!.assumingMemoryBound(to: GWeakRef.self)
    if let found = g_weak_ref_get(weak) {
        nonisolated(unsafe) let object = found
        MainActor.assumeIsolated { StoredClosures.releaseIfDetached(object) }
        g_object_unref(found)
    }
    return gboolean(0)  // G_SOURCE_REMOVE
}

/// Frees the `GWeakRef` a release check carried.
private let releaseWeakReference: GDestroyNotify = { data in
    let weak = data!.assumingMemoryBound(to: GWeakRef.self)
    g_weak_ref_clear(weak)
    weak.deinitialize(count: 1)
    weak.deallocate()
}

private let parentChanged: GtkShimVoidPointerHandler = { instance, _, _ in
    guard let instance, gtk_widget_get_parent(instance.assumingMemoryBound(to: GtkWidget.self)) == nil
    else { return }
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { StoredClosures.scheduleReleaseCheck(object) }
}

private let windowUnrealized: GtkShimVoidHandler = { instance, _ in
    guard let instance else { return }
    nonisolated(unsafe) let object = instance
    MainActor.assumeIsolated { StoredClosures.scheduleReleaseCheck(object) }
}
