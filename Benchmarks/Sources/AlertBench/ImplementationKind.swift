import BenchShim

/// The alert implementations the benchmark compares.
enum ImplementationKind: String, CaseIterable, Sendable {
    /// GtkAlerts' `Alert`, presented `.presentation(.window)`.
    case oursWindow = "ours-window"
    /// GtkAlerts' `Alert`, presented `.presentation(.inWindow)`.
    case oursInWindow = "ours-inwindow"
    /// GtkAlerts' `Alert` in-window with a 100 kB message: the long-text goal (≤ 250 ms).
    case oursLongText = "ours-long-text"
    /// Ours in-window under the same conditions as AdwAlertDialog: libadwaita initialized (its
    /// stylesheet, which draws the parent's buttons with fewer render nodes than GTK's own
    /// theme) and a libadwaita window as the parent. Not a goal row: it tells how much of the
    /// gap to AdwAlertDialog is the setting rather than the alert.
    case oursInWindowAdwaita = "ours-inwindow-adw-window"
    /// GTK's GtkMessageDialog (deprecated from 4.10): `gtk_window_present`, then
    /// `gtk_window_destroy`.
    case gtkMessageDialog = "gtk-message-dialog"
    /// libadwaita's AdwMessageDialog (deprecated from 1.6): `gtk_window_present`, then
    /// `gtk_window_destroy`.
    case adwMessageDialog = "adw-message-dialog"
    /// libadwaita 1.5's AdwAlertDialog, in a libadwaita window: `adw_dialog_present`, then
    /// `adw_dialog_force_close`. The in-window anchor.
    case adwAlertDialog = "adw-alert-dialog"
    /// GTK 4.10's GtkAlertDialog: `gtk_alert_dialog_choose`, dismissed by cancelling. The
    /// window anchor.
    case gtkAlertDialog = "gtk-alert-dialog"
    /// No alert: a full-window translucent layer appears over the parent and goes again. The
    /// least a dimming alert can cost (see `FloorRepaint`).
    case floor
    /// The floor over the libadwaita window AdwAlertDialog is measured over (its content
    /// wrapped in a layers overlay), so that row has a floor of its own kind of parent.
    case floorAdwaitaWindow = "floor-adw-window"
    /// The floor of an alert in a window of its own: a bare modal window opens over the parent
    /// and the full-window layer appears (see `FloorRepaint`). Opening any window costs more
    /// than one repaint, so the repaint alone is no floor for these.
    case floorWindow = "floor-window"

    /// Whether this is GtkAlerts' own alert (which the goals are about).
    var isOurs: Bool { self == .oursWindow || self == .oursInWindow || self == .oursInWindowAdwaita }

    /// Whether the benchmark was built against, and runs with, a GTK and libadwaita that have
    /// this implementation (the anchors need GTK 4.10 and libadwaita 1.5).
    var isAvailable: Bool {
        switch self {
        // Its floor exists to pair with it: over libadwaita 1.2 there is nothing to compare.
        case .adwAlertDialog, .floorAdwaitaWindow, .oursInWindowAdwaita: bench_adw_alert_dialog_is_available()
        case .gtkAlertDialog: bench_gtk_alert_dialog_is_available()
        default: true
        }
    }

    /// Whether the implementation is libadwaita's (the process then calls `adw_init`).
    var isAdwaita: Bool { self == .adwMessageDialog || needsAdwaitaWindow }

    /// Whether the parent is a libadwaita window (`ParentWindow(adwaita: true)`).
    var needsAdwaitaWindow: Bool {
        self == .adwAlertDialog || self == .floorAdwaitaWindow || self == .oursInWindowAdwaita
    }

    /// Whether the alert opens a window of its own (the floor-window row is its floor).
    var isWindowPresentation: Bool {
        [.oursWindow, .gtkMessageDialog, .adwMessageDialog, .gtkAlertDialog].contains(self)
    }

    /// For our rows, the dialog GTK or libadwaita has for the same presentation: the floor
    /// checks print its ratio beside ours, so a goal is read against what the anchor reaches.
    var anchor: ImplementationKind? {
        guard isOurs else { return nil }
        return self == .oursWindow ? .gtkAlertDialog : .adwAlertDialog
    }

    /// The floor this implementation's medians are compared with: the one of the same
    /// presentation over the same kind of parent window; a floor's is itself.
    var floor: ImplementationKind {
        self == .floorWindow || isWindowPresentation ? .floorWindow : needsAdwaitaWindow ? .floorAdwaitaWindow : .floor
    }
}
