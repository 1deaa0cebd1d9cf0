internal import GtkAlerts
internal import GtkAlertsToolkit

/// Several text fields in one alert: each answers by its id, Enter moves down the form, and a
/// button can follow every field at once (SwiftUI's alerts with several `TextField`s).
struct FormsPage: GalleryPage {
    let name = "forms"
    var title: String { localized("Several Fields") }
    var summary: String {
        localized(
            "Alerts with several text fields: Enter moves to the next field and confirms from the last, each field shows its own error, and the response carries every text by the field’s id."
        )
    }

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(name: "sign-in", title: localized("Sign In"), alert: Self.signIn),
            GalleryAlert(name: "new-bookmark", title: localized("New Bookmark"), alert: Self.newBookmark),
        ]
    }

    /// A user name and a password; Sign In waits for both.
    static var signIn: Alert {
        Alert(title: AlertText(localized("Sign in to “Calendar”"))) {
            AlertText(localized("Your account on calendar.example.org."))
            AlertTextField(id: "user", placeholder: localized("User name"))
            AlertTextField(id: "password", placeholder: localized("Password"), isSecure: true)
        } buttons: {
            AlertButton(localized("_Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("_Sign In"), id: "sign-in", role: .suggested).enabled { fields in
                fields.texts.allSatisfy { !$0.isEmpty }
            }
        }
    }

    /// A name and an address, each with its own validator.
    static var newBookmark: Alert {
        Alert(title: AlertText(localized("New Bookmark"))) {
            AlertTextField(id: "name", placeholder: localized("Name")) { name in
                name.allSatisfy(\.isWhitespace) ? localized("Give the bookmark a name") : nil
            }
            AlertTextField(id: "address", placeholder: localized("Address"), initialText: "https://") { address in
                guard let scheme = ["https://", "http://"].first(where: { address.hasPrefix($0) }) else {
                    return localized("Enter an address starting with https://")
                }
                // The field starts with the scheme already: what is missing is what follows it.
                guard address.count > scheme.count else {
                    return localized("Type the rest of the address after {scheme}", with: ["scheme": scheme])
                }
                return nil
            }
        } buttons: {
            AlertButton(localized("_Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("_Add"), id: "add", role: .suggested)
        }
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        PageLayout.alertButtonsPage(for: self, heading: localized("Ask"), hiding: ["password"])
    }
}
