internal import CGtkAlertsGtk

/// The kind of element a widget is to assistive technologies (the few the alerts use).
public enum AccessibleRole: Sendable, Equatable {
    case alertDialog, alert, dialog, window, group, button, label, other

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
