internal import CGtkAlertsGtk

extension Window {
    /// The themed icon every window shows (in the task switcher, on X11 title bars) unless it
    /// has its own; `nil` when none was set.
    ///
    /// The name is looked up in the icon theme, so the icon must be installed (e.g.
    /// `share/icons/hicolor/scalable/apps/NAME.svg`). Set it once at start-up, before windows
    /// are shown:
    ///
    /// ```swift
    /// Window.defaultIconName = "io.github.gtkalerts.Gallery"
    /// ```
    public static var defaultIconName: String? {
        get { gtk_window_get_default_icon_name().map { String(cString: $0) } }
        set { gtk_window_set_default_icon_name(newValue) }
    }
}
