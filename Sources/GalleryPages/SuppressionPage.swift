internal import GtkAlerts
internal import GtkAlertsToolkit

/// "Don't ask again": an alert the user can ask not to see again, its answer remembered across
/// runs in a key file (macOS's suppression button; no GNOME dialog has one).
struct SuppressionPage: GalleryPage {
    let name = "dont-ask-again"
    var title: String { localized("Don’t Ask Again") }
    var summary: String {
        localized(
            "Check “Don’t ask again” and answer: the next time, the alert shows nothing and answers at once, even after the gallery restarts. Cancelling is never remembered."
        )
    }

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(
                name: "move-to-trash", title: localized("Move to Trash"),
                alert: Self.alert(store: SessionSuppressionStore()))
        ]
    }

    /// The page's alert, its answers kept in `store`.
    static func alert(store: any AlertSuppressionStore) -> Alert {
        Alert(
            title: AlertText(localized("Move “Report.pdf” to the Trash?")),
            message: AlertText(localized("You can restore it from the Trash later."))
        ) {
            AlertButton(localized("_Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("_Move to Trash"), id: "move", role: .destructive)
        }.suppressible(key: "move-to-trash", label: localized("Don’t ask _again"), store: store)
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let response = PageLayout.responseLabel()
        let store = KeyFileSuppressionStore(path: "\(context.dataDirectory)/suppressed-alerts.ini")
        root.append(PageLayout.heading(localized("Ask")))
        root.append(
            PageLayout.row([
                PageLayout.button(localized("Move to Trash…"), name: "move-to-trash") {
                    PageLayout.present(Self.alert(store: store), over: response, reportingTo: response)
                },
                PageLayout.button(localized("Show the Alert Again"), name: "forget") {
                    store.forgetAll()
                    response.setText(localized("Nothing is remembered"))
                },
            ]))
        root.append(PageLayout.heading(localized("Last response")))
        root.append(response)
        return root
    }
}
