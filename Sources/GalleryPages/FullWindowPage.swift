internal import GtkAlerts
internal import GtkAlertsToolkit

/// An alert raised from deep inside nested containers that still covers the whole window, with
/// one required primary button and an optional secondary one.
struct FullWindowPage: GalleryPage {
    let name = "full-window"
    var title: String { localized("Full Window") }
    var summary: String {
        localized(
            "The End Ride button sits four containers deep, yet its alert dims the whole window. The alert always has a primary button and may have a secondary one, which comes first: as in every GNOME dialog, the button that goes ahead ends the row. Every button is clickable over its whole cell."
        )
    }

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(
                name: "primary-only", title: localized("Primary button only"),
                alert: Self.endRideAlert(offersSecondary: false)),
            GalleryAlert(
                name: "primary-and-secondary", title: localized("Primary and secondary buttons"),
                alert: Self.endRideAlert(offersSecondary: true)),
        ]
    }

    /// The page's look: a light 30% dim, corners of 10 px, a card at most 315 px wide.
    static let referenceStyle = AlertStyle(dimOpacity: 0.3, cornerRadius: 10, minimumWidth: 280, maximumWidth: 315)

    /// The page's kind of alert, built from one required and one optional button.
    ///
    /// - Parameters:
    ///   - primary: the button that is always there.
    ///   - secondary: the optional button that holds back, drawn before the primary one: GNOME
    ///     puts the button that goes ahead at the end of the row, where the eye ends.
    /// - Returns: the alert, in the page's look.
    static func ticketAlert(primary: AlertButton, secondary: AlertButton? = nil) -> Alert {
        Alert(title: AlertText(localized("End your ride?"))) {
            AlertText(localized("The ticket closes now and the fare of €2.40 is charged to your card."))
        } buttons: {
            if let secondary { secondary }
            primary
        }
        .style(referenceStyle)
    }

    /// The page's alert, with or without its secondary “Not Now” button.
    static func endRideAlert(offersSecondary: Bool) -> Alert {
        ticketAlert(
            primary: AlertButton(localized("End Ride"), id: "end-ride", role: .suggested),
            secondary: offersSecondary ? AlertButton(localized("Not Now"), id: "not-now", role: .cancel) : nil)
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let response = PageLayout.responseLabel()
        let choice = SecondaryChoice()

        // Navigation on one side, the ride on the other, the button deep inside the ride.
        let navigation = PageLayout.column(
            [localized("Tickets"), localized("History"), localized("Payment"), localized("Settings")]
                .map { PageLayout.paragraph($0) },
            spacing: 10)
        let navigationPanel = PageLayout.panel(navigation)
        navigationPanel.setSizeRequest(width: 140, height: -1)

        let fare = PageLayout.paragraph(localized("Line 7 · Zone A · €2.40"), cssClass: "gallery-summary")
        let endRide = PageLayout.button(localized("End Ride"), name: "end-ride") {
            // Presented over the fare label beside the button: any widget in the window will do.
            PageLayout.present(
                Self.endRideAlert(offersSecondary: choice.offersSecondary), over: fare, reportingTo: response)
        }
        endRide.addCSSClass("destructive-action")
        let secondary = PageLayout.toggle(localized("Offer “Not Now”"), isOn: true, name: "offers-secondary") {
            choice.offersSecondary = $0
        }
        let ticket = PageLayout.column([
            PageLayout.heading(localized("Current ride")), fare, PageLayout.row([endRide, secondary]),
        ])
        let ticketPanel = PageLayout.panel(ticket)
        let rideColumn = PageLayout.column([ticketPanel])
        rideColumn.expandsHorizontally = true

        let body = Box(.horizontal, spacing: 16)
        PageLayout.allowStacking(body)
        body.append(navigationPanel)
        body.append(rideColumn)
        root.append(body)
        root.append(response)
        return root
    }
}

/// Whether the page's alert offers its secondary button, shared by the toggle and End Ride.
@MainActor
private final class SecondaryChoice {
    var offersSecondary = true
}
