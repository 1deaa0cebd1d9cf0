internal import GtkAlerts
internal import GtkAlertsToolkit

/// Swift errors as alerts: what each kind of error shows, and recovery through its options
/// (SwiftUI's `alert(isPresented:error:)`, AppKit's `presentError`).
struct ErrorsPage: GalleryPage {
    let name = "errors"
    var title: String { localized("Errors") }
    var summary: String {
        localized(
            "Any Swift error as an alert: a LocalizedError gives the title and message, a RecoverableError's options become buttons that attempt the recovery, and any other error gets a plain title."
        )
    }

    var alerts: [GalleryAlert] {
        GalleryError.allCases.map { sample in
            GalleryAlert(name: sample.name, title: sample.title, alert: Alert(error: sample.error) { sample.buttons })
        }
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let response = PageLayout.responseLabel()
        let buttons = GalleryError.allCases.map { sample in
            PageLayout.button(sample.title, name: sample.name) {
                Task { @MainActor in
                    let recovered = await Alert.presentError(sample.error, over: response) { sample.buttons }
                    response.setText(recovered ? localized("Recovered") : localized("Not recovered"))
                }
            }
        }
        root.append(PageLayout.heading(localized("Present an error")))
        root.append(PageLayout.row(buttons))
        root.append(PageLayout.heading(localized("Last result")))
        root.append(response)
        return root
    }
}
