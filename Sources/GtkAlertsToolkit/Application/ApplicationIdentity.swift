internal import CGtkAlertsGtk

/// Who the program is to the desktop: the name that ties its windows to its desktop entry.
///
/// GNOME Shell (and every freedesktop.org desktop) matches a window to the launcher that
/// started it by the window's application id, which GTK takes from the GLib program name.
/// With the program name equal to the desktop file's name (`io.github.me.App.desktop` →
/// `io.github.me.App`), the dock shows the app's icon and name, not a generic one.
///
/// ```swift
/// ApplicationIdentity.setProgramName("io.github.gtkalerts.Gallery")
/// try Toolkit.initialize()
/// ```
@MainActor
package enum ApplicationIdentity {
    /// Sets the program name GTK reports to the display server (Wayland `app_id`, X11
    /// `WM_CLASS`), in place of the executable's file name.
    ///
    /// Call it before `Toolkit.initialize()`: GTK sets the name from `argv[0]` when none is
    /// set, and windows already mapped keep the name they were given.
    ///
    /// - Parameter name: the application id, as the desktop file is named without `.desktop`.
    package static func setProgramName(_ name: String) {
        precondition(!name.isEmpty && !name.utf8.contains(0), "invalid program name \(name.debugDescription)")
        g_set_prgname(name)
    }

    /// The program name set with `setProgramName(_:)` (or by GTK from `argv[0]`), if any.
    package static var programName: String? {
        g_get_prgname().map { String(cString: $0) }
    }

    /// The running `GApplication`'s id (a `GtkApplication`, an `AdwApplication`, this
    /// toolkit's `Application`), else the program name: what names the program's own folders.
    package static var applicationID: String? {
        if let application = g_application_get_default(), let id = g_application_get_application_id(application) {
            return String(cString: id)
        }
        return programName
    }

    /// The user's configuration folder: `XDG_CONFIG_HOME`, else `~/.config` (GLib reads the
    /// environment once, the first time it is asked).
    nonisolated package static var userConfigDirectory: String {
        String(cString: g_get_user_config_dir())
    }
}
