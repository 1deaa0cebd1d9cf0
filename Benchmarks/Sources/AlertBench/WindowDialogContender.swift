import BenchShim
import CAdwaita
import GtkAlertsToolkit

/// A dialog of GTK's or libadwaita's in a modal window of its own, transient for the parent:
/// timed to that window's first paint with its content laid out, and gone with the window.
///
/// - GtkMessageDialog and AdwMessageDialog, shown with `gtk_window_present` and destroyed with
///   `gtk_window_destroy`. Both are deprecated in the newer libraries (so they are made in the
///   C shim), and still what apps on GTK 4.8 and libadwaita 1.2 have.
/// - GtkAlertDialog (GTK 4.10 and later), the window alert ours is measured against:
///   `gtk_alert_dialog_choose` makes the window, dismissing cancels the choice, and GTK
///   destroys the window.
@MainActor
final class WindowDialogContender: Contender {
    /// Which of the three dialogs.
    enum Kind {
        case gtkMessage
        case adwaitaMessage
        case gtkAlert
    }
    /// The dialog's window's name, to find it among the toplevels: the Gtk wrappers adopt only
    /// widgets they made or GTK lists.
    private static let name = "alert-bench-dialog"

    private let kind: Kind
    private let parent: UnsafeMutablePointer<GtkWindow>
    /// The dialog: a window itself, except GtkAlertDialog's, which makes one.
    private var dialog: UnsafeMutableRawPointer?

    init(_ kind: Kind, over parent: ParentWindow) {
        self.kind = kind
        self.parent = parent.gtkWindow
    }

    private var window: UnsafeMutableRawPointer? {
        kind == .gtkAlert ? dialog.flatMap(bench_gtk_alert_dialog_window) : dialog
    }

    func present() {
        switch kind {
        case .gtkMessage, .adwaitaMessage:
            let widget =
                kind == .gtkMessage
                ? bench_message_dialog_new(parent, Wording.title, Wording.message)
                : bench_adw_message_dialog_new(parent, Wording.title, Wording.message)
            gtk_widget_set_name(widget?.assumingMemoryBound(to: GtkWidget.self), Self.name)
            dialog = widget
            gtk_window_present(widget?.assumingMemoryBound(to: GtkWindow.self))
        case .gtkAlert:
            dialog = bench_gtk_alert_dialog_present(parent, Wording.title, Wording.message, Self.name)
        }
    }

    var paintingWidget: Widget? { Window.all.first { $0.name == Self.name } }

    /// The dialog's content mapped and laid out (the paint is then of the dialog, not of an
    /// empty window).
    var isDrawn: Bool { window.map { bench_window_content_is_allocated($0) } ?? false }

    func dismiss() {
        guard let dialog else { return }
        if kind == .gtkAlert {
            bench_gtk_alert_dialog_dismiss(dialog)
        } else {
            gtk_window_destroy(dialog.assumingMemoryBound(to: GtkWindow.self))
        }
        self.dialog = nil
    }

    var parentIsClear: Bool { true }

    func ownedObjects() -> [WeakProbe] {
        // A message dialog is its window; GtkAlertDialog's window is an object of its own.
        (kind == .gtkAlert ? [dialog, window] : [dialog]).compactMap { $0 }.map { .gobject(WeakGObject($0)) }
    }
}
