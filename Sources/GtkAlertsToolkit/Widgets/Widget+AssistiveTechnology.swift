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

    /// Describes the widget for assistive technologies by `widget`, which shows `description`:
    /// a described-by relation to `widget`, which carries `description` as its own description;
    /// `nil` removes both.
    ///
    /// GTK computes the description from the relation, and from each related widget its own
    /// description property, never its text: 4.24 (as ARIA computes descriptions) only that, so
    /// a related label with no description left the widget's description empty; 4.8 adds it to
    /// the widget's own, so a description here as well would be heard twice. The text on the
    /// related widget alone is the widget's description once on both. For a widget whose change
    /// of description must be announced, see `setAnnouncedAccessibleDescription(_:shownBy:)`.
    package func setAccessibleDescription(_ description: String?, shownBy widget: Widget) {
        widget.setAccessibleDescription(description)
        setAccessibleDescribedBy(description == nil ? nil : widget)
        setAccessibleDescription(nil)
    }

    /// Describes a focused widget by `widget`, which shows `description`.
    ///
    /// As `setAccessibleDescription(_:shownBy:)`, for a widget that has the focus: screen
    /// readers announce a change of the focused object's description, and GTK 4.8 sends one
    /// only when the widget's own description changes, so it gets its own too. `widget` then
    /// carries it only where GTK reads the related widgets' descriptions alone
    /// (`describesFromRelatedWidgetsOnly`); GTK 4.8 would say the two together.
    package func setAnnouncedAccessibleDescription(_ description: String?, shownBy widget: Widget) {
        // The related widget first: GTK 4.24 sends the description it computes from it.
        if Self.describesFromRelatedWidgetsOnly { widget.setAccessibleDescription(description) }
        setAccessibleDescribedBy(description == nil ? nil : widget)
        setAccessibleDescription(description)
    }

    /// Whether GTK computes a widget's description from its described-by widgets alone.
    ///
    /// As ARIA does, when it has any (measured on GTK 4.24; GTK 4.8 adds their descriptions to
    /// the widget's own). Taken as GTK 4.14 and later, with the ARIA name computation; the releases
    /// between 4.8 and 4.18 are not tested.
    package static var describesFromRelatedWidgetsOnly: Bool {
        let version = Toolkit.version
        return (version.major, version.minor) >= (4, 14)
    }

    /// Whether the widget's own description property is `description` (`nil`: none set).
    ///
    /// Needs `GTK_A11Y=test`.
    package func hasAccessibleDescription(_ description: String?) -> Bool {
        gtkshim_accessible_has_description(accessiblePointer, description) != 0
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
