internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// A compiled GResource bundle (`.gresource`, from `glib-compile-resources`) loaded from a
/// file: stylesheets, icons and other data GTK reads from `resource://` paths.
///
/// Loading only reads the file; `register()` makes its paths visible to the whole process
/// (`resource:///…` URIs, `IconTheme.addResourcePath(_:)`). A missing or damaged file is a
/// typed error, never a crash, so a program can run on without its bundle:
///
/// ```swift
/// do {
///     let bundle = try ResourceBundle(contentsOfFile: "/usr/share/my-app/my-app.gresource")
///     bundle.register()
///     IconTheme(display: display).addResourcePath("/com/example/MyApp/icons")
/// } catch {
///     print("running without resources: \(error)")
/// }
/// ```
///
/// Registration holds its own reference: the bundle stays registered after this object goes,
/// until `unregister()`.
@MainActor
package final class ResourceBundle {
    /// Why a bundle could not be loaded.
    package enum LoadError: Error, CustomStringConvertible, Equatable, Sendable {
        /// There is no file at `path`.
        case missing(path: String)
        /// The file is there but could not be read as a resource bundle; `reason` is GLib's.
        case unreadable(path: String, reason: String)

        /// What went wrong, for logs.
        package var description: String {
            switch self {
            case .missing(let path): "no resource bundle at \(path)"
            case .unreadable(let path, let reason): "cannot load the resource bundle \(path): \(reason)"
            }
        }
    }

    /// The file the bundle was loaded from.
    package let path: String
    /// Whether the bundle's paths are visible to the process (see `register()`).
    package private(set) var isRegistered = false
    /// The `GResource *`, one reference owned, which never leaves this module.
    private let resource: OpaquePointer

    /// Loads the bundle at `path` (memory-mapped; nothing is registered yet).
    ///
    /// - Parameter path: a `.gresource` file.
    /// - Throws: `LoadError.missing` when there is no such file, `LoadError.unreadable` when
    ///   it cannot be read or is not a resource bundle.
    package init(contentsOfFile path: String) throws(LoadError) {
        guard !path.isEmpty, !path.utf8.contains(0) else { throw .missing(path: path) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_load(path, &error) else {
            defer { if error != nil { g_error_free(error) } }
            let isMissing =
                error.map {
                    $0.pointee.domain == g_file_error_quark() && $0.pointee.code == G_FILE_ERROR_NOENT.rawValue
                } ?? false
            if isMissing { throw .missing(path: path) }
            let reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            throw .unreadable(path: path, reason: reason)
        }
        self.path = path
        self.resource = resource
    }

    isolated deinit {
        g_resource_unref(resource)
    }

    /// Makes the bundle's paths visible to the whole process; does nothing the second time.
    package func register() {
        guard !isRegistered else { return }
        g_resources_register(resource)
        isRegistered = true
    }

    /// Takes the bundle's paths away from the process again, if `register()` added them.
    package func unregister() {
        guard isRegistered else { return }
        g_resources_unregister(resource)
        isRegistered = false
    }

    /// Whether the bundle holds a file at `resourcePath`.
    ///
    /// - Parameter resourcePath: an absolute resource path, such as `/com/example/MyApp/style.css`.
    /// - Returns: `true` when the bundle has a file there.
    package func contains(_ resourcePath: String) -> Bool {
        g_resource_get_info(
            resource, resourcePath, GResourceLookupFlags(rawValue: GTKSHIM_RESOURCE_LOOKUP_FLAGS_NONE), nil, nil, nil)
            != 0
    }
}
