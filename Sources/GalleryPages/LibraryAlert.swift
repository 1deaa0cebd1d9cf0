internal import GtkAlerts
internal import GtkAlertsToolkit

/// The alert-state page's alerts, as one enum.
///
/// One optional value of this type drives the page's `AlertStateHost`: setting it shows the
/// alert, `nil` takes it down, and a response sets it back to `nil`.
enum LibraryAlert: AlertState, CustomStringConvertible {
    /// The server could not be reached.
    case networkError
    /// Asks before deleting the thing called `name` (any text; escaped in the markup).
    case confirmDelete(name: String)
    /// About the gallery, with four buttons.
    case about

    var alert: Alert {
        switch self {
        case .networkError:
            Alert(title: AlertText(localized("No connection"))) {
                AlertContent.image(.icon("network-offline-symbolic", pixelSize: 48))
                AlertText(localized("The library could not reach the server. Check your network and try again."))
            } buttons: {
                AlertButton(localized("Cancel"), id: "cancel", role: .cancel)
                AlertButton(localized("Try Again"), id: "try-again", role: .suggested)
            }
        case .confirmDelete(let name):
            Alert(
                // TRANSLATORS: Pango markup: keep the tags; {name} is the thing's name.
                title: .unvalidatedMarkup(localized("Delete <b>{name}</b>?", with: ["name": Markup.escape(name)])),
                message: AlertText(localized("It will be removed from your library for good."))
            ) {
                AlertButton(localized("Cancel"), id: "cancel", role: .cancel)
                AlertButton(localized("Delete"), id: "delete", role: .destructive)
            }
        case .about:
            Alert(title: AlertText(localized("Alert Gallery"))) {
                AlertContent.image(.icon("help-about-symbolic", pixelSize: 48))
                AlertText.unvalidatedMarkup(
                    localized(
                        // TRANSLATORS: Pango markup: keep the tags and the line break (\n).
                        "Custom modal alerts for <b>GTK 4</b>, written in Swift.\n<small>Version 1.0</small>"))
            } buttons: {
                AlertButton(localized("Website"), id: "website")
                AlertButton(localized("Report an Issue"), id: "report-an-issue")
                AlertButton(localized("Credits"), id: "credits")
                AlertButton(localized("Close"), id: "close", role: .cancel)
            }
        }
    }

    /// The case as Swift would write it, for the page's live state label.
    var description: String {
        switch self {
        case .networkError: ".networkError"
        case .confirmDelete(let name): ".confirmDelete(name: \(name.debugDescription))"
        case .about: ".about"
        }
    }
}
