internal import GtkAlerts

/// The alert-state page's alerts, as one enum (reference 002, “AlertState”).
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
            Alert(title: "No connection") {
                AlertContent.image(.icon("network-offline-symbolic", pixelSize: 48))
                AlertText("The library could not reach the server. Check your network and try again.")
            } buttons: {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Try Again", role: .suggested)
            }
        case .confirmDelete(let name):
            Alert(
                title: .markup("Delete <b>\(name)</b>?"),
                message: "It will be removed from your library for good."
            ) {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Delete", role: .destructive)
            }
        case .about:
            Alert(title: "Alert Gallery") {
                AlertContent.image(.icon("help-about-symbolic", pixelSize: 48))
                AlertText.markup("Custom modal alerts for <b>GTK 4</b>, written in Swift.\n<small>Version 1.0</small>")
            } buttons: {
                AlertButton("Website")
                AlertButton("Report an Issue")
                AlertButton("Credits")
                AlertButton("Close", role: .cancel)
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
