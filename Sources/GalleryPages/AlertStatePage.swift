internal import GtkAlerts
internal import GtkAlertsToolkit

/// Alerts described by an enum and driven by one optional state value.
struct AlertStatePage: GalleryPage {
    let name = "alert-state"
    var title: String { localized("Alert State") }
    var summary: String {
        localized(
            "The page's alerts are the cases of an enum, and one optional value drives them: set it to show an alert, and it returns to nil when the alert ends."
        )
    }

    /// The name the delete confirmation starts with: markup characters show literally.
    static let sampleName = "Tom & Jerry's <list>"

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(
                name: "network-error", title: localized("Network error"), alert: LibraryAlert.networkError.alert),
            GalleryAlert(
                name: "confirm-delete", title: localized("Confirm delete"),
                alert: LibraryAlert.confirmDelete(name: Self.sampleName).alert),
            GalleryAlert(name: "about", title: localized("About, four buttons"), alert: LibraryAlert.about.alert),
        ]
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let stateLabel = PageLayout.responseLabel()
        stateLabel.setText("state = nil")
        let response = PageLayout.responseLabel()
        let host = AlertStateHost<LibraryAlert>(over: stateLabel) { state, ended in
            response.setText(
                localized(
                    // TRANSLATORS: {title} is the ended alert's title, {response} how it ended
                    // (e.g. Pressed “cancel” (cancel)).
                    "“{title}” ended: {response}",
                    with: ["title": state.alert.title?.plainText ?? "", "response": ended.galleryDescription]))
        }
        host.onStateChange = { state in
            stateLabel.setText("state = \(state.map(String.init(describing:)) ?? "nil")")
        }

        let nameEntry = Entry()
        nameEntry.text = Self.sampleName
        nameEntry.placeholder = localized("name of the thing to delete")
        nameEntry.expandsHorizontally = true

        root.append(PageLayout.heading(localized("Set the state")))
        root.append(
            PageLayout.row([
                PageLayout.button(localized("Network Error"), name: "network-error") { host.state = .networkError },
                PageLayout.button(localized("About"), name: "about") { host.state = .about },
            ]))
        let deleteRow = Box(.horizontal, spacing: PageLayout.controlSpacing)
        deleteRow.append(nameEntry)
        deleteRow.append(
            PageLayout.button(localized("Delete…"), name: "confirm-delete") {
                host.state = .confirmDelete(name: nameEntry.text)
            })
        root.append(deleteRow)
        root.append(PageLayout.heading(localized("Current state")))
        root.append(stateLabel)
        root.append(PageLayout.heading(localized("Last response")))
        root.append(response)
        return root
    }
}
