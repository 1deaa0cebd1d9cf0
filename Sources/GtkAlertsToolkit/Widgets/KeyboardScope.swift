internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Keeps a window's keyboard inside one part of it while that part is modal, such as an alert
/// drawn over the window's content: what AdwAlertDialog gets from GTK 4.18's
/// `gtk_widget_set_limit_events`, on every GTK 4.
///
/// Blocking the content's focus is not enough. GTK gathers every mnemonic of a window in the
/// window itself and counts each label whose target is sensitive and mapped, so the mnemonics
/// of a blocked parent still act (Alt+R toggled its check button), and a letter both use only
/// cycles the focus between them instead of pressing the alert's button. And shortcuts in the
/// window-wide scope (an application's accelerators such as Ctrl+Q, a search bar's Ctrl+F,
/// F10 for the menu) act wherever the focus is. A capture-phase key controller on the window,
/// the last added and so the first to run, sees every key press first:
/// - Alt and a key activates the matching mnemonic inside the scope;
/// - any other key goes to the focused widget inside the scope and then its ancestors up to
///   the scope (so typing, Escape, Enter and the alert's own shortcuts work as usual);
/// - a key none of them takes stops there, except the keys that move the focus (Tab and the
///   arrows), which GTK moves within the scope, the rest of the window taking no focus (and
///   which stop too when the scope itself has the focus, nothing in it being focusable).
/// Only the scope's widgets are looked at, however large the window is.
@MainActor
package final class KeyboardScope {
    private weak var window: Window?
    private let controller: OpaquePointer
    private var handler: gulong = 0

    /// Starts keeping `window`'s keyboard inside the widget `scope` returns, while it returns
    /// one (`nil`: GTK's own handling).
    ///
    /// A widget in another window (an alert in a window of its own) takes the keyboard whole:
    /// every key is stopped, and that window is presented.
    package init(window: Window, scope: @escaping @MainActor () -> Widget?) {
        self.window = window
        let controller = gtk_event_controller_key_new()!
        self.controller = controller
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        // Not the wrapper, which would hold the window that holds this closure.
        let windowPointer = window.widgetPointer
        let box = SignalClosureBox<KeyBody>({ keyval, state in
            guard let scope = scope() else { return false }
            if let elsewhere = Self.otherWindow(holding: scope, besides: windowPointer) {
                gtk_window_present(elsewhere)
                return true
            }
            if Self.activateMnemonic(keyval: keyval, state: state, inside: scope) { return true }
            return Self.deliver(keyval: keyval, from: controller, inside: scope)
        })
        handler = gtkshim_connect_key(gpointer(controller), keyTrampoline, box.retainedPointer(), releaseLater)
        // The window takes one reference (transfer full), and this object keeps its own: the
        // window's disposal frees its controllers before this object ends.
        g_object_ref(gpointer(controller))
        gtk_widget_add_controller(window.widgetPointer, controller)
    }

    isolated deinit {
        end()
    }

    /// Gives the window's keyboard back to GTK; safe to call more than once.
    package func end() {
        guard handler != 0 else { return }
        if g_signal_handler_is_connected(gpointer(controller), handler) != 0 {
            g_signal_handler_disconnect(gpointer(controller), handler)
        }
        handler = 0
        if gtk_event_controller_get_widget(controller) != nil, let window {
            gtk_widget_remove_controller(window.widgetPointer, controller)
        }
        g_object_unref(gpointer(controller))
    }

    /// The window holding `scope` when it is not `window` (an alert in a window of its own).
    private static func otherWindow(
        holding scope: Widget, besides window: UnsafeMutablePointer<GtkWidget>
    ) -> UnsafeMutablePointer<GtkWindow>? {
        guard let root = gtk_widget_get_root(scope.widgetPointer) else { return nil }
        let holder = UnsafeMutableRawPointer(root)
        guard holder != UnsafeMutableRawPointer(window) else { return nil }
        let instance = holder.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
        return holder.assumingMemoryBound(to: GtkWindow.self)
    }

    /// For Alt and a key that is no modifier: presses the mnemonic with that key inside `scope`
    /// when there is one, and reports the key handled either way.
    private static func activateMnemonic(keyval: guint, state: GdkModifierType, inside scope: Widget) -> Bool {
        let modifiers = state.rawValue & gtk_accelerator_get_default_mod_mask().rawValue
        guard modifiers == GDK_ALT_MASK.rawValue, !isModifierKey(keyval) else { return false }
        let wanted = gdk_keyval_to_lower(keyval)
        var labels: [UnsafeMutablePointer<GtkWidget>] = []
        collectMnemonicLabels(in: scope.widgetPointer, keyval: wanted, into: &labels)
        if let first = labels.first {
            gtk_widget_mnemonic_activate(first, labels.count > 1 ? 1 : 0)
        }
        return true
    }

    /// Hands the key being pressed to the focused widget, then to each ancestor up to `scope`,
    /// until one takes it; reports it handled unless it is a key that moves the focus.
    ///
    /// With the focus outside the scope (nothing to protect it from), GTK handles the key.
    private static func deliver(keyval: guint, from controller: OpaquePointer, inside scope: Widget) -> Bool {
        let top = scope.widgetPointer
        guard let root = gtk_widget_get_root(top), let focus = gtk_root_get_focus(root),
            focus == top || gtk_widget_is_ancestor(focus, top) != 0
        else { return false }
        var widget: UnsafeMutablePointer<GtkWidget>? = focus
        while let current = widget {
            // Held: the key may end the alert (Escape), and with it the widgets it went through.
            g_object_ref(gpointer(current))
            defer { g_object_unref(gpointer(current)) }
            if gtkshim_event_controller_key_forward(controller, current) != 0 { return true }
            if current == top { break }
            widget = gtk_widget_get_parent(current)
        }
        // The scope itself holds the focus when nothing in it can (an alert whose buttons are
        // all disabled): GTK's Tab would find nothing else either and leave the focus nowhere.
        return !movesFocus(keyval) || focus == top
    }

    private static func movesFocus(_ keyval: guint) -> Bool {
        // Tab, Shift+Tab (ISO_Left_Tab), KP_Tab, and the arrows of both key blocks.
        [0xff09, 0xfe20, 0xff89].contains(keyval) || (0xff51...0xff54).contains(keyval)
            || (0xff96...0xff99).contains(keyval)
    }

    private static func collectMnemonicLabels(
        in widget: UnsafeMutablePointer<GtkWidget>, keyval: guint, into labels: inout [UnsafeMutablePointer<GtkWidget>]
    ) {
        guard gtk_widget_get_visible(widget) != 0 else { return }
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
            let label = OpaquePointer(widget)
            // A label keeps the key as written ("_Delete": D); the key pressed may be either case.
            // Without a mnemonic widget (a check button's own label) the label is the target, as
            // in GTK's window: activating it activates the ancestor that takes it.
            if gdk_keyval_to_lower(gtk_label_get_mnemonic_keyval(label)) == keyval,
                let target = gtk_label_get_mnemonic_widget(label) ?? Optional(widget),
                gtk_widget_is_sensitive(target) != 0, gtk_widget_get_mapped(target) != 0
            {
                labels.append(widget)
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectMnemonicLabels(in: current, keyval: keyval, into: &labels)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func isModifierKey(_ keyval: guint) -> Bool {
        // GDK_KEY_Shift_L … GDK_KEY_Hyper_R, and ISO_Level3_Shift and friends.
        (0xffe1...0xffee).contains(keyval) || (0xfe01...0xfe0f).contains(keyval)
    }
}

typealias KeyBody = @MainActor (guint, GdkModifierType) -> Bool

private let keyTrampoline: GtkShimKeyHandler = { _, keyval, _, state, data in
    let box = SignalClosureBox<KeyBody>.borrow(data)
    return MainActor.assumeIsolated { box.body(keyval, state) } ? 1 : 0
}
