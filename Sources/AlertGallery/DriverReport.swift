internal import Foundation
internal import GtkAlerts
internal import GtkAlertsTestSupport
internal import GtkAlertsToolkit

/// The gallery's `--report`, for test drivers that see only the screen.
///
/// What a driver that sees only the screen (a browser showing broadway) needs to use the
/// gallery as a person does, one line at a time on standard output:
///
/// - `button NAME X Y WIDTH HEIGHT`: a named button of the window (the sidebar's `page-…`
///   ones and the page's), in pixels from its window's surface, once the page is laid out;
/// - `shown X Y WIDTH HEIGHT`: an alert came up, its card there (`window` instead of the
///   numbers when it is in a window of its own);
/// - `ended` once no alert is up, then `response TEXT`: the page's status line.
///
/// It only looks, every few milliseconds; it changes nothing the gallery does.
@MainActor
final class DriverReport {
    private static let intervalMilliseconds = 50
    private let window: Window
    private var buttonsReported = false
    private var alertUp = false
    private var lastResponse: String?

    init(window: Window) {
        self.window = window
        poll()
    }

    private func poll() {
        guard !window.isDestroyed else { return }
        if window.isMapped, window.allocatedWidth > 1 { look() }
        MainLoop.schedule(afterMilliseconds: Self.intervalMilliseconds) { [weak self] in self?.poll() }
    }

    private func look() {
        let origin = window.originOnSurface
        func place(_ widget: Widget) -> String? {
            guard let bounds = widget.bounds(relativeTo: window) else { return nil }
            return [bounds.x + origin.x, bounds.y + origin.y, bounds.width, bounds.height]
                .map { String(Int($0.rounded())) }.joined(separator: " ")
        }
        if !buttonsReported {
            buttonsReported = true
            for button in Self.descendants(of: window)
            where button.isMapped && button.typeName == "GtkButton" && button.name != button.typeName {
                // Unnamed widgets go by their type's name: GTK's own title bar buttons.
                if let place = place(button) { Self.say("button \(button.name) \(place)") }
            }
        }
        let shown = Alert.presented(over: window).first { $0.isOnScreen }
        // Reported once laid out: where the card is, not where it will be.
        if let shown, !alertUp, let card = shown.card, card.allocatedWidth > 1 {
            alertUp = true
            Self.say("shown " + (shown.window != nil ? "window" : place(card) ?? "?"))
        } else if shown == nil, Alert.presented(over: window).isEmpty, alertUp {
            alertUp = false
            Self.say("ended")
        }
        let response = Self.descendants(of: window).first { $0.hasCSSClass("gallery-response") && $0.isMapped }
            .flatMap { Label.wrapping($0)?.text }
        if !alertUp, let response, response != lastResponse {
            lastResponse = response
            Self.say("response \(response.replacingOccurrences(of: "\n", with: " "))")
        }
    }

    private static func descendants(of widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants(of: $0) }
    }

    /// One line, written at once: a pipe would otherwise hold it back.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
