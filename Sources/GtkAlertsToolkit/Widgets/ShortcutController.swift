internal import CGtkAlertsGtk

/// Keyboard shortcuts for a widget, each activating a named action.
@MainActor
package final class ShortcutController: Object {
    /// Creates a controller.
    ///
    /// With `global` scope, shortcuts work anywhere in the window; otherwise only while the
    /// focus is inside the widget.
    package init(global: Bool = false) {
        // Event controllers are not floating: adopt the reference `new` returned.
        super.init(adoptingReference: gtk_shortcut_controller_new()!)
        gtk_shortcut_controller_set_scope(pointer, global ? GTK_SHORTCUT_SCOPE_GLOBAL : GTK_SHORTCUT_SCOPE_LOCAL)
    }

    /// Binds `trigger` (GTK's syntax, such as `Escape` or `<Control>w`) to the action `action`
    /// (such as `alert.cancel`).
    ///
    /// Returns `false` when the trigger cannot be parsed.
    @discardableResult
    package func bind(_ trigger: String, toAction action: String) -> Bool {
        guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { return false }
        let shortcut = gtk_shortcut_new(parsed, gtk_named_action_new(action))
        gtk_shortcut_controller_add_shortcut(pointer, shortcut)
        return true
    }
}
