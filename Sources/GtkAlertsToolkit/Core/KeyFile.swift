internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// A GLib key file (`[group]` headers and `key=value` lines, as desktop entries are written),
/// read and written whole.
///
/// Writing replaces the file atomically (a new file renamed over the old one), so a crash or a
/// full disk never leaves half a file; groups, keys and comments the program did not touch are
/// written back as they were read.
///
/// ```swift
/// let file = try KeyFile(contentsOf: path) ?? KeyFile()
/// file.set("Delete", group: "delete-file", key: "button")
/// try file.write(to: path)
/// ```
package final class KeyFile {
    /// Why a key file could not be read or written: GLib's message.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// GLib's message, naming the file and what went wrong.
        package let description: String
    }

    private let file: OpaquePointer

    /// An empty key file.
    package init() {
        file = g_key_file_new()
    }

    /// The key file at `path`, comments kept; `nil` when there is no file there.
    ///
    /// - Throws: `Failure` when the file exists but cannot be read or is not a key file.
    package convenience init?(contentsOf path: String) throws(Failure) {
        self.init()
        var error: UnsafeMutablePointer<GError>?
        let flags = GKeyFileFlags(rawValue: GTKSHIM_KEY_FILE_KEEP_COMMENTS | GTKSHIM_KEY_FILE_KEEP_TRANSLATIONS)
        guard g_key_file_load_from_file(file, path, flags, &error) == 0 else { return }
        let failure = Self.take(error)
        if failure.isNoSuchFile { return nil }
        throw Failure(description: failure.message)
    }

    deinit { g_key_file_unref(file) }

    /// The groups, in file order.
    package var groups: [String] {
        var count = 0
        guard let names = g_key_file_get_groups(file, &count) else { return [] }
        defer { g_strfreev(names) }
        return (0..<count).compactMap { names[$0].map { String(cString: $0) } }
    }

    /// The value of `key` in `group`, unescaped; `nil` when either is missing.
    package func string(group: String, key: String) -> String? {
        guard let value = g_key_file_get_string(file, group, key, nil) else { return nil }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets `key` in `group` to `value` (escaped as key files need), adding either if missing.
    package func set(_ value: String, group: String, key: String) {
        g_key_file_set_string(file, group, key, value)
    }

    /// Removes `group` and its keys, if there is one.
    package func removeGroup(_ group: String) {
        _ = g_key_file_remove_group(file, group, nil)
    }

    /// Writes the file to `path` atomically, creating its folder (mode 0700) when missing.
    ///
    /// - Throws: `Failure` when the folder or the file cannot be written.
    package func write(to path: String) throws(Failure) {
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            let folder = String(path[..<slash])
            guard g_mkdir_with_parents(folder, 0o700) == 0 else {
                throw Failure(description: "cannot create the folder \(folder)")
            }
        }
        var error: UnsafeMutablePointer<GError>?
        guard g_key_file_save_to_file(file, path, &error) == 0 else { return }
        throw Failure(description: Self.take(error).message)
    }

    /// Whether `name` can be a group's name: not empty, no `[`, `]` or control characters.
    package static func isValidGroupName(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains { $0 == "[" || $0 == "]" || $0.value < 0x20 || $0.value == 0x7F }
    }

    /// GLib's error, freed.
    private static func take(_ error: UnsafeMutablePointer<GError>?) -> (message: String, isNoSuchFile: Bool) {
        guard let error else { return ("unknown error", false) }
        defer { g_error_free(error) }
        let isNoSuchFile =
            error.pointee.domain == g_file_error_quark() && error.pointee.code == G_FILE_ERROR_NOENT.rawValue
        return (String(cString: error.pointee.message), isNoSuchFile)
    }
}
