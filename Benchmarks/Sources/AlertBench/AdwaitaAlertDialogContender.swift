import BenchShim
import CAdwaita
import GtkAlertsToolkit

/// libadwaita's AdwAlertDialog (1.5 and later): the in-window alert ours is measured against.
///
/// It is presented over a libadwaita window (`ParentWindow(adwaita: true)`), because over a
/// plain GtkWindow libadwaita shows its dialogs as windows of their own. Shown counts once the
/// dialog's sheet and its dim are mapped, laid out and at full opacity; dismissed once the dim
/// is gone or unmapped.
@MainActor
final class AdwaitaAlertDialogContender: Contender {
    private let parent: ParentWindow
    private var dialog: UnsafeMutableRawPointer?

    init(over parent: ParentWindow) {
        self.parent = parent
    }

    func present() {
        dialog = bench_adw_alert_dialog_present(parent.gtkWindow, Wording.title, Wording.message)
    }

    var paintingWidget: Widget? { parent.window }

    var isDrawn: Bool { dialog.map { bench_adw_alert_dialog_is_shown($0) } ?? false }

    func dismiss() {
        guard let dialog else { return }
        bench_adw_alert_dialog_close(dialog)
        self.dialog = nil
    }

    func dismissAsAUserWould() {
        guard let dialog else { return }
        bench_adw_alert_dialog_close_animated(dialog)
        self.dialog = nil
    }

    var parentIsClear: Bool { bench_adw_alert_dialog_parent_is_clear() }

    func ownedObjects() -> [WeakProbe] {
        dialog.map { [.gobject(WeakGObject($0))] } ?? []
    }
}
