internal import GtkAlertsToolkit

/// The libadwaita release whose dialogs the alerts follow: the one loaded in this process, else
/// the one that came with the running GTK, found without linking libadwaita.
enum LibadwaitaRelease {
    /// The release in use, as (major, minor).
    @MainActor static var inUse: (major: Int, minor: Int) {
        let gtk = Toolkit.version
        return inUse(libadwaita: Toolkit.libadwaitaVersion, gtk: (gtk.major, gtk.minor))
    }

    /// The rule behind `inUse`, for the given libadwaita (if loaded) and GTK versions.
    ///
    /// Each GNOME release pairs GTK 4.(2n) with libadwaita 1.(n − 2): 4.8 with 1.2, 4.16 with
    /// 1.6, 4.24 with 1.10. A development GTK (odd minor) counts as the release before it; a
    /// GTK 5 as newer than any libadwaita 1.
    static func inUse(libadwaita: (major: Int, minor: Int)?, gtk: (major: Int, minor: Int)) -> (major: Int, minor: Int)
    {
        if let libadwaita { return libadwaita }
        guard gtk.major == 4 else { return (max(0, gtk.major - 3), 0) }
        return (1, max(0, gtk.minor / 2 - 2))
    }
}
