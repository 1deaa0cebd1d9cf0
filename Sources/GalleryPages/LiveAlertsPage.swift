internal import GtkAlerts
internal import GtkAlertsToolkit

/// Alerts that change while they are shown: a sign-out countdown updated in place every second,
/// and a name alert whose “Done” stays disabled while the field is empty.
struct LiveAlertsPage: GalleryPage {
    let name = "live-alerts"
    var title: String { localized("Live Alerts") }
    var summary: String {
        localized(
            "An alert on screen changes in place when a new value of the same identity comes: the sign-out countdown updates its title every second without fading again. A button can be disabled from the text field's text: “Done” waits for a name."
        )
    }

    /// The seconds the countdown starts from.
    static let countdownSeconds = 10

    var alerts: [GalleryAlert] {
        [
            GalleryAlert(
                name: "countdown", title: localized("Signing out, counting down"),
                alert: SessionAlert.signingOut(seconds: Self.countdownSeconds).alert),
            GalleryAlert(name: "done-disabled", title: localized("Done disabled while empty"), alert: Self.renameAlert),
        ]
    }

    /// Asks for a name; “Done” is disabled while the field is empty.
    static var renameAlert: Alert {
        Alert(title: AlertText(localized("Rename the list"))) {
            AlertContent.textField(AlertTextField(placeholder: localized("list name")))
        } buttons: {
            AlertButton(localized("Cancel"), id: "cancel", role: .cancel)
            AlertButton(localized("Done"), id: "done", role: .suggested).enabled { !$0.isEmpty }
        }
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let response = PageLayout.responseLabel()
        let host = AlertStateHost<SessionAlert>(over: response) { state, ended in
            response.setText(
                localized(
                    // TRANSLATORS: {title} is the ended alert's title, {response} how it ended
                    // (e.g. Pressed “cancel” (cancel)).
                    "“{title}” ended: {response}",
                    with: ["title": state.alert.title?.plainText ?? "", "response": ended.galleryDescription]))
        }
        let countdown = Countdown(host: host, response: response)
        root.append(PageLayout.heading(localized("Updated in place")))
        root.append(
            PageLayout.row([
                PageLayout.button(localized("Sign Out…"), name: "sign-out") {
                    countdown.start(from: Self.countdownSeconds)
                }
            ]))
        root.append(PageLayout.heading(localized("Enabled from the text")))
        root.append(
            PageLayout.row([
                PageLayout.button(localized("Rename…"), name: "rename") {
                    PageLayout.present(Self.renameAlert, over: response, reportingTo: response)
                }
            ]))
        root.append(PageLayout.heading(localized("Last response")))
        root.append(response)
        // The root keeps the countdown alive; the countdown holds only the root's children.
        root.setAttachedValue(countdown, forKey: "gallery-countdown")
        return root
    }
}

/// The live page's state-driven alerts: one case whose alert keeps its identity as it counts.
enum SessionAlert: AlertState {
    case signingOut(seconds: Int)

    var alert: Alert {
        switch self {
        case .signingOut(let seconds):
            Alert(
                title: AlertText(localized("Signing out in {seconds} s…", with: ["seconds": String(seconds)])),
                message: AlertText(localized("Unsaved changes in other apps may be lost."))
            ) {
                AlertButton(localized("Cancel"), id: "cancel", role: .cancel)
                AlertButton(localized("Sign Out Now"), id: "sign-out", role: .destructive)
            }.id("signing-out")
        }
    }
}

/// Counts the sign-out alert down, one state change a second, until it ends or reaches zero.
@MainActor
private final class Countdown {
    private let host: AlertStateHost<SessionAlert>
    private weak var response: Label?
    private var tick: ScheduledAction?

    init(host: AlertStateHost<SessionAlert>, response: Label) {
        self.host = host
        self.response = response
    }

    func start(from seconds: Int) {
        tick?.cancel()
        host.state = .signingOut(seconds: seconds)
        scheduleTick()
    }

    private func scheduleTick() {
        tick = MainLoop.schedule(afterMilliseconds: 1000) { [weak self] in
            guard let self, case .signingOut(let seconds) = self.host.state else { return }
            if seconds > 1 {
                self.host.state = .signingOut(seconds: seconds - 1)
                self.scheduleTick()
            } else {
                self.host.state = nil
                self.response?.setText(localized("Signed out (not really: this is a demo)."))
            }
        }
    }

    deinit {
        MainActor.assumeIsolated { tick?.cancel() }
    }
}
