import BenchShim
import CAdwaita
import GtkAlertsToolkit

/// GTK's GtkAlertDialog (4.10 and later): the window alert ours is measured against.
///
/// `gtk_alert_dialog_choose` makes a modal window transient for the parent; the shim names it
/// so it can be found among the toplevels. Dismissing cancels the choice, and GTK destroys the
/// window.
@MainActor
final class GtkAlertDialogContender: Contender {
    private static let windowName = "alert-bench-alert-dialog"

    private let parent: ParentWindow
    private var dialog: UnsafeMutableRawPointer?

    init(over parent: ParentWindow) {
        self.parent = parent
    }

    func present() {
        dialog = bench_gtk_alert_dialog_present(parent.gtkWindow, Wording.title, Wording.message, Self.windowName)
    }

    var paintingWidget: Widget? {
        Window.all.first { $0.name == Self.windowName }
    }

    /// The dialog's content mapped and laid out.
    var isDrawn: Bool {
        guard let dialog, let window = bench_gtk_alert_dialog_window(dialog) else { return false }
        return bench_window_content_is_allocated(window)
    }

    func dismiss() {
        guard let dialog else { return }
        bench_gtk_alert_dialog_dismiss(dialog)
        self.dialog = nil
    }

    var parentIsClear: Bool { true }

    func ownedObjects() -> [WeakProbe] {
        guard let dialog else { return [] }
        var probes: [WeakProbe] = [.gobject(WeakGObject(dialog))]
        if let window = bench_gtk_alert_dialog_window(dialog) { probes.append(.gobject(WeakGObject(window))) }
        return probes
    }
}
