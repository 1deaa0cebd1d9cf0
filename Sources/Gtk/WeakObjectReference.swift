internal import CGtk

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

    /// Whether the GObject still exists.
    public var isAlive: Bool {
        guard let object = g_weak_ref_get(&storage) else { return false }
        g_object_unref(object)
        return true
    }
}
