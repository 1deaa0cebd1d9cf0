internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Keeps a window's mnemonics (Alt and a letter) inside one part of it while that part is
/// modal, such as an alert drawn over the window's content.
///
/// GTK gathers every mnemonic of a window in the window itself and counts each label whose
/// target is sensitive and mapped, so the mnemonics of a blocked parent behind an in-window
/// alert still act (Alt+R toggled its check button), and a letter both use only cycles the
/// focus between them instead of pressing the alert's button. A capture-phase key controller
/// on the window sees Alt and a key before GTK's own mnemonic handling: it activates the
/// matching mnemonic inside the scope, and swallows the key either way, so nothing outside
/// the scope acts. Only the scope's widgets are looked at, however large the window is.
@MainActor
public final class MnemonicScope {
    private weak var window: Window?
    private let controller: OpaquePointer
    private var handler: gulong = 0

    /// Starts keeping `window`'s mnemonics inside the widget `scope` returns, while it returns
    /// one (`nil`: GTK's own handling).
    public init(window: Window, scope: @escaping @MainActor () -> Widget?) {
        self.window = window
        controller = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let box = SignalClosureBox<KeyBody>({ keyval, state in
            guard let scope = scope() else { return false }
            return Self.activateMnemonic(keyval: keyval, state: state, inside: scope)
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

    /// Gives the window's mnemonics back to GTK; safe to call more than once.
    public func end() {
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

    private static func collectMnemonicLabels(
        in widget: UnsafeMutablePointer<GtkWidget>, keyval: guint, into labels: inout [UnsafeMutablePointer<GtkWidget>]
    ) {
        guard gtk_widget_get_visible(widget) != 0 else { return }
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_label_get_type()) != 0 {
            let label = OpaquePointer(widget)
            // A label keeps the key as written ("_Delete": D); the key pressed may be either case.
            if gdk_keyval_to_lower(gtk_label_get_mnemonic_keyval(label)) == keyval,
                let target = gtk_label_get_mnemonic_widget(label),
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
