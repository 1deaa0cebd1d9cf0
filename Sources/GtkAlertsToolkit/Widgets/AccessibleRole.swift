internal import CGtkAlertsGtk

/// The kind of element a widget is to assistive technologies (the few the alerts use).
public enum AccessibleRole: Sendable, Equatable {
    /// A modal dialog that needs an answer (what an alert is).
    case alertDialog
    /// A short message announced as soon as it shows, such as a validation error.
    case alert
    /// A dialog that does not interrupt as urgently as an alert dialog.
    case dialog
    /// A top-level window.
    case window
    /// Related widgets taken together.
    case group
    /// Something to press.
    case button
    /// Text that describes or names something else.
    case label
    /// Anything else; assistive technologies describe it by its contents.
    case other

    init(_ role: GtkAccessibleRole) {
        switch role {
        case GTK_ACCESSIBLE_ROLE_ALERT_DIALOG: self = .alertDialog
        case GTK_ACCESSIBLE_ROLE_ALERT: self = .alert
        case GTK_ACCESSIBLE_ROLE_DIALOG: self = .dialog
        case GTK_ACCESSIBLE_ROLE_WINDOW: self = .window
        case GTK_ACCESSIBLE_ROLE_GROUP: self = .group
        case GTK_ACCESSIBLE_ROLE_BUTTON: self = .button
        case GTK_ACCESSIBLE_ROLE_LABEL: self = .label
        default: self = .other
        }
    }

    var gtkValue: GtkAccessibleRole {
        switch self {
        case .alertDialog: GTK_ACCESSIBLE_ROLE_ALERT_DIALOG
        case .alert: GTK_ACCESSIBLE_ROLE_ALERT
        case .dialog: GTK_ACCESSIBLE_ROLE_DIALOG
        case .window: GTK_ACCESSIBLE_ROLE_WINDOW
        case .group: GTK_ACCESSIBLE_ROLE_GROUP
        case .button: GTK_ACCESSIBLE_ROLE_BUTTON
        case .label: GTK_ACCESSIBLE_ROLE_LABEL
        case .other: GTK_ACCESSIBLE_ROLE_GENERIC
        }
    }
}
