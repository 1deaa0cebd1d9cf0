internal import AdwaitaTestSupport
internal import Glibc
internal import GtkAlerts
internal import GtkAlertsToolkit

/// One alert rendered twice for `--compare`: ours and libadwaita's AdwAlertDialog, with the same
/// text, buttons and field, over the same window in the same style.
struct CompareScene {
    let name: String
    var width = AnchorScene.width
    var height = AnchorScene.height
    var dark = false
    var highContrast = false
    /// The buttons' labels; the first cancels.
    var labels = ["_Cancel", "_Delete"]
    /// The index of the destructive button.
    var destructive = 1
    /// A text field's text and the error it shows, in the message area.
    var field: (text: String, error: String)?

    /// The scenes the libadwaita anchors are held to: the anchor's own, its dark and high
    /// contrast styles, a window short enough for the compact card, three buttons stacked, and
    /// a text field showing its error.
    static let all = [
        CompareScene(name: "light"),
        CompareScene(name: "dark", dark: true),
        CompareScene(name: "high-contrast", highContrast: true),
        CompareScene(name: "compact", height: 340),
        CompareScene(name: "stacked", labels: ["_Cancel", "_Save a Copy", "_Delete"], destructive: 2),
        CompareScene(name: "field-error", field: ("Groceries", "That name is already taken.")),
    ]

    /// Our alert for this scene.
    @MainActor
    var alert: Alert {
        let buttons = labels.enumerated().map { index, label in
            AlertButton(
                label, id: "response-\(index)",
                role: index == 0 ? .cancel : index == destructive ? .destructive : .regular)
        }
        var content: [AlertContent] = [.text(AlertText(AnchorScene.body))]
        if let field {
            // The error shows once the name is confirmed (see `compareWithAdwAlertDialog`).
            let error = field.error
            content.append(
                .textField(AlertTextField(id: "name", placeholder: "Name", initialText: field.text) { _ in error }))
        }
        return Alert(title: AlertText(AnchorScene.heading), content: { content }, buttons: { buttons })
            .presentation(.inWindow)
    }

    /// Presents libadwaita's AdwAlertDialog for this scene over `page`; `nil` before 1.5.
    @MainActor
    func presentAdwAlertDialog(over page: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        let copies = labels.map { strdup($0) }
        defer {
            for copy in copies { free(copy) }
        }
        let pointers: [UnsafePointer<CChar>?] = copies.map { $0.map { UnsafePointer($0) } } + [nil]
        return pointers.withUnsafeBufferPointer { labels in
            adwaita_test_alert_dialog_present_with(
                page, AnchorScene.heading, AnchorScene.body, labels.baseAddress, Int32(destructive), field?.text,
                field?.error)
        }
    }
}
