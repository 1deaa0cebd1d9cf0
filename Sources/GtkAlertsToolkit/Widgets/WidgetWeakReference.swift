internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// A weak reference to a `GtkWidget` made elsewhere (by C, or by another Swift binding), which
/// any context may hold, pass between tasks and drop, and which the main actor turns back into
/// a `Widget` while the widget lives.
///
/// It neither keeps the widget alive nor touches its reference count or floating state: GLib's
/// weak references are thread-safe and add no reference.
package final class WidgetWeakReference: @unchecked Sendable {
    // Sendable by GLib's rule: a GWeakRef may be read and cleared from any thread.
    private let storage: UnsafeMutablePointer<GWeakRef>

    /// Refers to `pointer`, from the main thread but outside the main actor's checks (a
    /// binding's callbacks are not isolated).
    ///
    /// - Parameters:
    ///   - pointer: the `GtkWidget *`.
    ///   - caller: the public call, named in the messages of the preconditions.
    /// - Precondition: called on the main thread, and `pointer` is a live `GtkWidget`.
    package nonisolated init(_ pointer: OpaquePointer, caller: String) {
        Self.requireMainThread(caller)
        if let problem = Widget.borrowingProblem(pointer) { preconditionFailure("\(caller): \(problem)") }
        storage = .allocate(capacity: 1)
        g_weak_ref_init(storage, gpointer(pointer))
    }

    /// Refers to the running `GtkApplication`'s active window (the one the user last used),
    /// from the main thread but outside the main actor's checks.
    ///
    /// - Parameter caller: the public call, named in the message of the precondition.
    /// - Returns: the reference, or `nil` when no `GtkApplication` runs or it has no window.
    /// - Precondition: called on the main thread.
    package nonisolated static func activeApplicationWindow(caller: String) -> WidgetWeakReference? {
        requireMainThread(caller)
        guard let application = g_application_get_default().map(OpaquePointer.init),
            g_type_check_instance_is_a(UnsafeMutablePointer(application), gtk_application_get_type()) != 0,
            let window = gtk_application_get_active_window(UnsafeMutablePointer(application))
        else { return nil }
        return WidgetWeakReference(OpaquePointer(window), caller: caller)
    }

    /// Stops the program, naming `caller`, unless it runs on the main thread: foreign callers
    /// reach the library from callbacks the compiler cannot check.
    package nonisolated static func requireMainThread(_ caller: String) {
        precondition(
            gtkshim_is_main_thread() != 0,
            "\(caller): called off the main thread; GTK's widgets belong to the thread that runs its main loop")
    }

    deinit {
        g_weak_ref_clear(storage)
        storage.deallocate()
    }

    /// The widget, wrapped, or `nil` once it has been finalized.
    @MainActor package func widget() -> Widget? {
        guard let object = g_weak_ref_get(storage) else { return nil }
        // g_weak_ref_get returns a plain strong reference, which the wrapper takes over.
        return Widget(adoptingReference: OpaquePointer(object))
    }
}
