internal import CGtkAlertsGtk

/// A check box with a label beside it.
@MainActor
package final class CheckButton: Widget {
    /// Creates an unchecked check button; `_` before a letter of `label` makes it the mnemonic.
    package init(mnemonicLabel label: String) {
        super.init(takingNew: OpaquePointer(gtk_check_button_new_with_mnemonic(label)!))
    }

    /// Whether the box is checked.
    package var isActive: Bool {
        get { gtk_check_button_get_active(UnsafeMutablePointer(pointer)) != 0 }
        set { gtk_check_button_set_active(UnsafeMutablePointer(pointer), newValue ? 1 : 0) }
    }

    /// The label's text, mnemonic underscores included.
    package var label: String? {
        gtk_check_button_get_label(UnsafeMutablePointer(pointer)).map { String(cString: $0) }
    }
}
