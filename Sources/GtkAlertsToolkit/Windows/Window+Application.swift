internal import CGtkAlertsGtk
internal import CGtkAlertsShim

extension Window {
    /// Creates an empty, hidden application window (`GtkApplicationWindow`): the application
    /// tracks it, keeps running while it is open, and its `app.` actions' shortcuts work in it.
    ///
    /// Like `Window()`, its header bar and content sit inside the built-in layers overlay. Make it from
    /// `onStartup` or later: GTK refuses application windows before.
    public convenience init(application: Application, role: AccessibleRole = .window) {
        precondition(application.isRegistered, Application.earlyWindowMessage)
        let raw = gtkshim_widget_new_with_role(gtk_application_window_get_type(), role.gtkValue)!
        self.init(owning: OpaquePointer(raw))
        installFrame(decorated: true)
        gtk_window_set_application(windowPointer, application.applicationPointer)
    }

    /// The application tracking this window, if any; setting one adds the window to it (from
    /// `onStartup` or later).
    public var application: Application? {
        get { gtk_window_get_application(windowPointer).map { Application(owning: OpaquePointer($0)) } }
        set {
            if let newValue { precondition(newValue.isRegistered, Application.earlyWindowMessage) }
            gtk_window_set_application(windowPointer, newValue?.applicationPointer)
        }
    }
}
