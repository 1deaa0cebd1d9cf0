internal import CGtkAlertsGtk

/// A weak reference to a GObject: tells whether the object has been finalized.
///
/// Tests use it the way libadwaita's tests use `g_assert_finalize_object`: drop every owner,
/// then check `isAlive` is false.
@MainActor
public final class WeakObjectReference {
    private var storage = GWeakRef()

    init(_ pointer: OpaquePointer) {
        g_weak_ref_init(&storage, gpointer(pointer))
    }

    isolated deinit {
        g_weak_ref_clear(&storage)
    }

    /// A wrapper of the widget, if it still exists.
    public func widget() -> Widget? {
        guard let object = g_weak_ref_get(&storage) else { return nil }
        defer { g_object_unref(object) }
        return Widget(owning: OpaquePointer(object))
    }

    /// A wrapper of the window, if it still exists and is a window.
    public func window() -> Window? {
        guard let widget = widget(), widget.isInstance(of: gtk_window_get_type()) else { return nil }
        return Window(owning: widget.pointer)
    }

    /// Whether the GObject still exists.
    public var isAlive: Bool {
        guard let object = g_weak_ref_get(&storage) else { return false }
        g_object_unref(object)
        return true
    }
}
