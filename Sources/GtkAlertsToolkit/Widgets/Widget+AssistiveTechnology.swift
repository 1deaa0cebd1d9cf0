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

    /// Whether assistive technologies are told the widget is disabled: what an
    /// `ActivationBlock` reports, or what GTK keeps in step with `isSensitive`.
    package var isReportedDisabled: Bool { gtkshim_accessible_reports_disabled(accessiblePointer) != 0 }

    /// Activates the widget as an assistive technology's `click` action does (for a button:
    /// `clicked` follows after GTK's 250 ms activation delay).
    ///
    /// Returns `false` when it has no activation.
    @discardableResult
    public func activate() -> Bool { gtk_widget_activate(widgetPointer) != 0 }
}
