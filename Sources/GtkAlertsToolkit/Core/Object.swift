internal import CGtkAlertsGtk

/// A Swift owner of one GObject reference.
///
/// The wrapper takes a strong reference when it is created (sinking the floating one of a widget
/// it made itself, never one made elsewhere) and gives it back in `deinit`, so the GObject lives at least as long as any
/// Swift wrapper of it. Two wrappers of the same object are fine: each holds its own reference.
@MainActor
public class Object {
    /// The wrapped `GObject *`, which never leaves this module.
    let pointer: OpaquePointer

    var objectPointer: UnsafeMutablePointer<GObject> { .init(pointer) }

    /// Takes a new object just made here: sinks its floating reference (a new widget's), or
    /// adds a strong one to an object that has none floating (a new window, which GTK holds).
    init(takingNew pointer: OpaquePointer) {
        self.pointer = pointer
        g_object_ref_sink(gpointer(pointer))
    }

    /// Wraps an object that someone else made and holds, with a strong reference of its own.
    ///
    /// A plain reference, never a sink: a floating widget made elsewhere (by C, another
    /// binding, or an app's own code not yet parented) stays floating, so its maker still owns
    /// it and this wrapper's release never frees it.
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
        g_object_ref(gpointer(pointer))
    }

    /// Adopts a reference the caller already owns (a `*_new` result that is not floating).
    init(adoptingReference pointer: OpaquePointer) {
        self.pointer = pointer
    }

    isolated deinit {
        g_object_unref(gpointer(pointer))
    }

    /// A weak reference to the GObject itself, independent of this wrapper.
    public func makeWeakReference() -> WeakObjectReference {
        WeakObjectReference(pointer)
    }

    /// The GObject's type name, such as `GtkButton`; for diagnostics.
    package var typeName: String {
        let instance = UnsafeMutablePointer<GTypeInstance>(pointer)
        return String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
    }

    /// Whether two wrappers stand for the same GObject.
    public func isSameObject(as other: Object) -> Bool {
        pointer == other.pointer
    }

    /// Keeps `value` alive for as long as the GObject lives (or until replaced), under `key`.
    ///
    /// This is how Swift state rides along with a widget that Swift code did not create. On a
    /// widget the value is let go like its handlers when the widget is left without a parent
    /// (see the object-lifetime article), so it may capture the widget.
    public func setAttachedValue(_ value: AnyObject?, forKey key: String) {
        if value != nil, let widget = self as? Widget { StoredClosures.of(widget).addAttachedValue(key: key) }
        guard let value else {
            g_object_set_data(objectPointer, key, nil)
            return
        }
        let retained = Unmanaged.passRetained(value).toOpaque()
        g_object_set_data_full(objectPointer, key, retained) { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }

    /// The value stored with `setAttachedValue(_:forKey:)`, if any.
    public func attachedValue(forKey key: String) -> AnyObject? {
        guard let data = g_object_get_data(objectPointer, key) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
    }

    func isInstance(of type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(pointer), type) != 0
    }
}
