internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// GTK's start-up, and the version the program runs against.
@MainActor
public enum Toolkit {
    /// Why GTK could not start.
    public enum StartError: Error, CustomStringConvertible {
        /// No display server could be opened (no `DISPLAY`, `WAYLAND_DISPLAY` or broadway).
        case noDisplay

        /// What went wrong, for people.
        public var description: String {
            "GTK could not open a display: set DISPLAY or WAYLAND_DISPLAY, or run under broadway "
                + "(GDK_BACKEND=broadway with gtk4-broadwayd running)"
        }
    }

    private static var started = false

    /// Starts GTK on the main thread and bridges the Dispatch main queue into GLib's main loop,
    /// so `async` main-actor code runs while GTK's loop owns the thread.
    ///
    /// Safe to call again.
    ///
    /// - Throws: `StartError.noDisplay` when there is no display to open.
    public static func initialize() throws(StartError) {
        if started { return }
        guard gtk_init_check() != 0 else { throw .noDisplay }
        gtkshim_attach_main_queue_source()
        started = true
    }

    /// Attaches (once) the source that runs the Dispatch main queue from GLib's main loop; for
    /// loops GTK runs itself, such as `Application.run()`'s, where `initialize()` may not be.
    static func attachMainQueueBridge() {
        gtkshim_attach_main_queue_source()
    }

    /// `message` translated through GTK's own catalogue (such as "_OK" and "_Cancel"), so stock words
    /// follow the user's language wherever GTK is translated.
    package static func translated(_ message: String) -> String {
        let translated = gtkshim_gtk_translate(message)!
        defer { g_free(translated) }
        return String(cString: translated)
    }

    /// The version of the libadwaita loaded in this process, if an app loaded it (linked or
    /// opened later); found at run time, so this library never links libadwaita.
    package static var libadwaitaVersion: (major: Int, minor: Int)? {
        var major: UInt32 = 0
        var minor: UInt32 = 0
        guard gtkshim_adwaita_version(&major, &minor) != 0 else { return nil }
        return (Int(major), Int(minor))
    }

    /// The GTK version the program runs against, such as (4, 8, 3).
    public static var version: (major: Int, minor: Int, micro: Int) {
        (Int(gtk_get_major_version()), Int(gtk_get_minor_version()), Int(gtk_get_micro_version()))
    }
}
