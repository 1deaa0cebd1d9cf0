internal import GtkAlerts
internal import GtkAlertsToolkit

/// The modular “Error” dialog: a title, a message, a negative and a positive button, and a
/// switch between side-by-side and stacked buttons.
struct ModularDialogPage: GalleryPage {
    let name = "modular-dialog"
    var title: String { localized("Modular Dialog") }
    var summary: String {
        localized(
            // xgettext:no-c-format (“75% dim” is not a printf directive)
            "A title, a message and two buttons whose taps the page hears, on a 270 px card over a 75% dim. The toggle stacks the buttons."
        )
    }

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(
                name: "horizontal", title: localized("Buttons side by side"), alert: Self.errorAlert(vertical: false)),
            GalleryAlert(name: "vertical", title: localized("Buttons stacked"), alert: Self.errorAlert(vertical: true)),
        ]
    }

    /// The page's look: a black 75% dim and a card exactly 270 px wide with small corners.
    static let referenceStyle = AlertStyle(
        dimOpacity: 0.75, cornerRadius: 4, padding: 16, widthFraction: 0.7, minimumWidth: 270,
        maximumWidth: 270)

    /// The page's dialog, with its choices as parameters.
    ///
    /// - Parameters:
    ///   - vertical: stacks the buttons.
    ///   - onPositiveTap: runs when OK is pressed.
    ///   - onNegativeTap: runs when Cancel is pressed.
    /// - Returns: the dialog, in the page's look, with its buttons laid out as `vertical` says.
    static func errorAlert(
        vertical: Bool,
        onPositiveTap: (@MainActor @Sendable () -> Void)? = nil,
        onNegativeTap: (@MainActor @Sendable () -> Void)? = nil
    ) -> Alert {
        Alert(
            title: AlertText(localized("Error")),
            message: AlertText(localized("Something went wrong. Please try again later."))
        ) {
            AlertButton(localized("Cancel"), id: "cancel", role: .cancel, action: onNegativeTap)
            AlertButton(localized("OK"), id: "ok", role: .suggested, action: onPositiveTap)
        }
        .buttonLayout(vertical ? .vertical : .horizontal)
        .style(referenceStyle)
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let taps = PageLayout.responseLabel()
        taps.setText(localized("No button tapped yet"))
        let layout = LayoutChoice()
        let toggle = PageLayout.toggle(localized("Vertical buttons"), isOn: false, name: "vertical-buttons") { isOn in
            layout.isVertical = isOn
        }
        let show = PageLayout.button(localized("Show Dialog"), name: "show-dialog") {
            let alert = Self.errorAlert(
                vertical: layout.isVertical,
                onPositiveTap: { taps.setText(localized("Positive button tapped: OK")) },
                onNegativeTap: { taps.setText(localized("Negative button tapped: Cancel")) })
            alert.present(over: taps) { response in
                if response == .dismissed { taps.setText(localized("Dismissed without a tap")) }
            }
        }
        show.addCSSClass("suggested-action")
        root.append(PageLayout.row([show, toggle]))
        root.append(taps)
        return root
    }
}

/// Whether the page's dialog stacks its buttons, shared by the toggle and the Show button.
@MainActor
private final class LayoutChoice {
    var isVertical = false
}
