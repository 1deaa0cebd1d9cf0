internal import CGtkAlertsGtk

/// Wrapping widgets made outside this library: by an app written in C, or by another Swift
/// binding of GTK.
extension Widget {
    /// Unsafely wraps a `GtkWidget *` made elsewhere, taking a reference of its own.
    ///
    /// The wrapper adds one strong reference and gives it back when it goes away: the foreign
    /// object is neither freed nor kept alive longer than the wrapper. A floating widget (one
    /// made but not yet added to a parent) stays floating, so the code that made it still owns it.
    ///
    /// ```swift
    /// // `button` is a `GtkWidget *` from C code or another binding.
    /// let widget = Widget(unsafeBorrowing: button)
    /// await Alert(title: "Saved") { AlertButton("OK") }.present(over: widget)
    /// ```
    ///
    /// - Parameter pointer: a live `GtkWidget *` (or any subclass). It must point to a GObject:
    ///   the type is checked (a non-widget GObject stops with a precise message), but memory
    ///   that is no GObject at all cannot be detected and is undefined behaviour.
    /// - Precondition: `pointer` is an instance of `GtkWidget`.
    public convenience init(unsafeBorrowing pointer: UnsafeMutableRawPointer) {
        self.init(unsafeBorrowing: OpaquePointer(pointer))
    }

    /// Unsafely wraps a `GtkWidget *` made elsewhere, taking a reference of its own.
    ///
    /// The `OpaquePointer` form of `init(unsafeBorrowing:)` taking `UnsafeMutableRawPointer`,
    /// for bindings that import `GtkWidget *` as an opaque pointer.
    ///
    /// - Parameter pointer: a live `GtkWidget *` (or any subclass).
    /// - Precondition: `pointer` is an instance of `GtkWidget`.
    public convenience init(unsafeBorrowing pointer: OpaquePointer) {
        if let problem = Widget.borrowingProblem(pointer) {
            preconditionFailure("Widget(unsafeBorrowing:): \(problem)")
        }
        // A plain reference, not ref_sink: sinking would take over a floating reference the
        // caller still owns, and the wrapper's release would then free the caller's widget.
        g_object_ref(gpointer(pointer))
        self.init(adoptingReference: pointer)
    }

    /// Why `pointer` cannot be borrowed as a widget, or `nil` when it can (G_TYPE_CHECK rules).
    package nonisolated static func borrowingProblem(_ pointer: OpaquePointer) -> String? {
        let instance = UnsafeMutablePointer<GTypeInstance>(pointer)
        guard instance.pointee.g_class != nil else {
            return "the pointer is not a GObject instance (it has no class)"
        }
        guard g_type_check_instance_is_a(instance, gtk_widget_get_type()) != 0 else {
            let name = String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
            return "the pointer is a \(name), not a GtkWidget"
        }
        return nil
    }
}
