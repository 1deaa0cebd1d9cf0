internal import CGtkAlertsGtk

/// Named actions a widget tree can activate, for example from keyboard shortcuts.
///
/// Binding keys to actions (instead of handling key presses directly) lets tests trigger the
/// very path a key press takes, with `Widget.activateAction(_:)`.
@MainActor
package final class ActionGroup: Object {
    /// Creates an empty group.
    package init() {
        super.init(adoptingReference: OpaquePointer(g_simple_action_group_new()!))
    }

    /// Adds an action called `name` that runs `handler`.
    package func addAction(_ name: String, handler: @escaping @MainActor () -> Void) {
        let action = Object(adoptingReference: g_simple_action_new(name, nil)!)
        _ = action.connectWithPointer("activate") { _ in handler() }
        g_action_map_add_action(pointer, action.pointer)
    }

    /// Enables or disables an action; a disabled action's shortcuts do nothing.
    package func setEnabled(_ enabled: Bool, for name: String) {
        guard let action = g_action_map_lookup_action(pointer, name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
