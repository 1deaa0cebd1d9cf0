internal import GtkAlerts
internal import GtkAlertsToolkit

/// Action lists (SwiftUI's `confirmationDialog`): full-width rows with the cancel action kept
/// apart, a bottom sheet in a window narrower than 450 pixels, a centred card in a wider one.
struct ActionListPage: GalleryPage {
    let name = "action-list"
    var title: String { localized("Action Lists") }
    var summary: String {
        localized(
            "A list of actions with the cancel action kept apart at the end. Make the window narrower than 450 pixels and it rises from the bottom edge as a sheet."
        )
    }

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(name: "open-with", title: localized("Open With"), alert: Self.openWith),
            GalleryAlert(name: "unsent-message", title: localized("Unsent Message"), alert: Self.unsentMessage),
        ]
    }

    /// A visible title, a message and three apps to choose from.
    static var openWith: Alert {
        Alert.actionList(
            AlertText(localized("Open “Report.pdf” with")), titleVisibility: .visible,
            message: AlertText(localized("The app you pick opens the file; the file stays where it is."))
        ) {
            AlertButton(localized("_Document Viewer"), id: "viewer", role: .suggested)
            AlertButton(localized("_Image Viewer"), id: "images")
            AlertButton(localized("_Text Editor"), id: "editor")
            AlertButton(localized("_Cancel"), id: "cancel", role: .cancel)
        }.presentation(.inWindow)
    }

    /// The title hidden: the actions say enough, and a screen reader still hears it.
    static var unsentMessage: Alert {
        Alert.actionList(AlertText(localized("Unsent message")), titleVisibility: .hidden) {
            AlertButton(localized("_Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("_Save Draft"), id: "save")
            AlertButton(localized("_Discard Message"), id: "discard", role: .destructive)
        }.presentation(.inWindow)
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        PageLayout.alertButtonsPage(for: self, heading: localized("Choose"))
    }
}
