internal import Gtk
internal import GtkAlerts

/// Alerts described by an enum and driven by one optional state value (reference 002).
struct AlertStatePage: GalleryPage {
    let name = "alert-state"
    let title = "Alert State"
    let summary = "The page's alerts are the cases of an enum, and one optional value drives them: "
        + "set it to show an alert, and it returns to nil when the alert ends (reference 002, “AlertState”)."

    /// The name the delete confirmation starts with: markup characters show literally.
    static let sampleName = "Tom & Jerry's <list>"

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(name: "network-error", title: "Network error", alert: LibraryAlert.networkError.alert),
            GalleryAlert(
                name: "confirm-delete", title: "Confirm delete",
                alert: LibraryAlert.confirmDelete(name: Self.sampleName).alert),
            GalleryAlert(name: "about", title: "About, four buttons", alert: LibraryAlert.about.alert),
        ]
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let stateLabel = PageLayout.responseLabel()
        stateLabel.setText("state = nil")
        let response = PageLayout.responseLabel()
        let host = AlertStateHost<LibraryAlert>(over: stateLabel) { state, ended in
            response.setText("\(state) ended: \(ended.galleryDescription)")
        }
        host.onStateChange = { state in
            stateLabel.setText("state = \(state.map(String.init(describing:)) ?? "nil")")
        }

        let nameEntry = Entry()
        nameEntry.text = Self.sampleName
        nameEntry.placeholder = "name of the thing to delete"
        nameEntry.expandsHorizontally = true

        root.append(PageLayout.heading("Set the state"))
        root.append(PageLayout.row([
            PageLayout.button("Network Error", name: "network-error") { host.state = .networkError },
            PageLayout.button("About", name: "about") { host.state = .about },
        ]))
        let deleteRow = Box(.horizontal, spacing: PageLayout.controlSpacing)
        deleteRow.append(nameEntry)
        deleteRow.append(PageLayout.button("Delete…", name: "confirm-delete") {
            host.state = .confirmDelete(name: nameEntry.text)
        })
        root.append(deleteRow)
        root.append(PageLayout.heading("Current state"))
        root.append(stateLabel)
        root.append(PageLayout.heading("Last response"))
        root.append(response)
        return root
    }
}
