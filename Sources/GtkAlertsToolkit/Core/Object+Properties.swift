internal import CGtkAlertsGtk
internal import CGtkAlertsShim

extension Object {
    /// Sets the object-valued GObject property `name`, for classes this package does not wrap:
    /// for example the `content` of a libadwaita window, without linking libadwaita.
    ///
    /// ```swift
    /// window.setObjectProperty("content", to: box)  // an AdwApplicationWindow
    /// ```
    ///
    /// - Parameters:
    ///   - name: the property's name, e.g. `content`.
    ///   - value: the object to set, or `nil` to clear the property.
    /// - Returns: whether the property was set; `false`, with nothing changed, when the object
    ///   has no writable object property `name` or `value` is not of its type.
    @discardableResult
    public func setObjectProperty(_ name: String, to value: Object?) -> Bool {
        gtkshim_object_set_object_checked(gpointer(pointer), name, value.map { gpointer($0.pointer) }) != 0
    }
}
