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

    /// Readies the window `widget` is in for alerts before it shows: for a window made
    /// elsewhere (libadwaita's, or one made in C), so that its first alert is as quick as the
    /// others.
    ///
    /// An alert shows in a layer over the window's content, and a window not made by
    /// `Window()` gets that layer wrapped around its content at its first alert. Moving the
    /// content re-realizes and restyles every widget in it once: over an `AdwApplicationWindow`
    /// of 10,000 widgets, most of the first alert's time. Before the window is shown the move
    /// costs next to nothing:
    ///
    /// ```swift
    /// let window = makeMainWindow()       // an AdwApplicationWindow, say
    /// Alert.prepare(over: window)
    /// window.present()
    /// ```
    ///
    /// Afterwards the window's `content` (libadwaita) or `child` (GTK) is the layer, with the
    /// app's content inside it, as after any alert. It also loads the stylesheet
    /// (`loadStylesheet(on:)`). Does nothing for a widget in no window, or a window already
    /// ready; an `AlertStateHost` readies its window when it is made.
    ///
    /// A window already on screen only gets the stylesheet: moving its content would take the
    /// keyboard focus from where the user is typing. Its first alert moves it, as it takes the
    /// focus anyway.
    @MainActor public static func prepare(over widget: Widget) {
        loadStylesheet(on: widget.display)
        guard let window = widget.window, !window.isMapped else { return }
        _ = window.installLayers()
    }
}
