internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// What assistive technologies (screen readers, switch access) are told about a widget and
/// may do with it, beyond its role and relations.
extension Widget {
    /// Whether the widget itself takes the keyboard focus (its children are not affected), and
    /// is reported focusable to assistive technologies.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widgetPointer) != 0 }
        set { gtk_widget_set_focusable(widgetPointer, newValue ? 1 : 0) }
    }

    /// Sets (or, with `nil`, removes) the accessible description, spoken after the name.
    public func setAccessibleDescription(_ description: String?) {
        if let description {
            gtkshim_accessible_set_description(accessiblePointer, description)
        } else {
            gtk_accessible_reset_property(accessiblePointer, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION)
        }
    }

    /// Sets the hint a text field shows while empty, for assistive technologies.
    public func setAccessiblePlaceholder(_ placeholder: String) {
        gtkshim_accessible_set_placeholder(accessiblePointer, placeholder)
    }

    /// Declares that `message` explains why this widget's value is invalid (`nil`: nothing does).
    public func setAccessibleErrorMessage(_ message: Widget?) {
        if let message {
            gtkshim_accessible_set_error_message(accessiblePointer, message.accessiblePointer)
        } else {
            gtkshim_accessible_reset_relation(accessiblePointer, GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE)
        }
    }

    /// Hides the widget and everything in it from assistive technologies (or shows it again);
    /// nothing changes on screen.
    public func setAccessibleHidden(_ hidden: Bool) {
        gtkshim_accessible_set_hidden(accessiblePointer, hidden ? 1 : 0)
    }

    /// Reports the widget disabled to assistive technologies (or enabled again); unlike
    /// `isSensitive` nothing changes on screen and input still reaches it.
    public func setAccessibleDisabled(_ disabled: Bool) {
        gtkshim_accessible_set_disabled(accessiblePointer, disabled ? 1 : 0)
    }

    /// Runs `handler` each time the widget is activated as a whole: what GTK does for an
    /// assistive technology's `click` action, a mnemonic, or Space and Enter on a button.
    /// Returns `nil` for widgets that have no such activation.
    public func onActivation(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID? {
        guard let name = gtkshim_widget_activate_signal_name(widgetPointer) else { return nil }
        return connect(String(cString: name), handler: handler)
    }

    /// Activates the widget as an assistive technology's `click` action does (for a button:
    /// `clicked` follows after GTK's 250 ms activation delay). `false` when it has no activation.
    @discardableResult
    public func activate() -> Bool { gtk_widget_activate(widgetPointer) != 0 }

    /// Cancels a press in progress on the widget's click gestures, as when a pointer grab is
    /// lost: a button whose activation is pending then finishes it without emitting `clicked`.
    public func cancelPress() {
        let controllers = gtk_widget_observe_controllers(widgetPointer)
        defer { g_object_unref(gpointer(controllers)) }
        let count = g_list_model_get_n_items(controllers)
        for index in 0..<count {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            if g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(item)), gtk_gesture_click_get_type()) != 0
            {
                gtkshim_emit_pointer(item, "cancel", nil)
            }
        }
    }
}
