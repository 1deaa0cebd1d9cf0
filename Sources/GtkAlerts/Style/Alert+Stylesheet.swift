public import GtkAlertsToolkit

extension Alert {
    /// Loads the alerts' stylesheet on `display` now, so that the first alert does not restyle
    /// the app's windows.
    ///
    /// GTK restyles every widget of every window on a display when a stylesheet is added to
    /// it. Without this call the library adds its own at the first alert (or the first
    /// `AlertStateHost`), and over a window of thousands of widgets that restyle is most of the
    /// first alert's time. Called at start-up, before the windows are built, it restyles
    /// nothing, as libadwaita loads its stylesheet at `adw_init`:
    ///
    /// ```swift
    /// application.onStartup { Alert.loadStylesheet() }
    /// ```
    ///
    /// Calling it again, or after an alert has shown, does nothing; with no display open yet
    /// (before the application starts) it does nothing either, and the first alert loads the
    /// stylesheet as without it.
    @MainActor public static func loadStylesheet(on display: Display? = Display.default) {
        guard let display else { return }
        _ = AlertStylesheet.installed(on: display)
    }
}
