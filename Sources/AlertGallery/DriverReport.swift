internal import Foundation
internal import GtkAlerts
internal import GtkAlertsTestSupport
internal import GtkAlertsToolkit

/// The gallery's `--report`, for test drivers that see only the screen.
///
/// What a driver that sees only the screen (a browser showing broadway) needs to use the
/// gallery as a person does, one line at a time on standard output:
///
/// - `buttons N`, then `N` lines `button NAME X Y WIDTH HEIGHT`, one block written at once:
///   the window's named buttons shown (the sidebar's `page-…` ones or the narrow header's
///   `gallery-menu` and its menu's, and the page's), in pixels from its window's surface, once
///   the page is laid out, and again whenever any of them comes, goes or moves while no alert
///   is up (a page picked, the menu opened);
/// - `shown X Y WIDTH HEIGHT`: an alert came up, its card there (`window` instead of the
///   numbers when it is in a window of its own);
/// - while an in-window alert is up, whenever any of it changes, one block written at once:
///   `layout X Y WIDTH HEIGHT fields N errors M` (the card, how many text fields it has and
///   how many of them show an error), then for each button of the card, in order,
///   `alert-button ID ROLE KEY X Y WIDTH HEIGHT LABEL` (its id and role as the code names
///   them, its mnemonic key or `-`, where it is as above, and its label as shown);
/// - `ended` once no alert is up, then `response TEXT` for each status line of the page
///   (`.gallery-response`), and again for one whenever its text changes while no alert is up
///   (a page that answers after a task);
/// - `focus WHAT` whenever the keyboard focus moves: `alert-button ID` or `alert-field INDEX`
///   (the card's fields counted from 0) inside an alert, `alert TYPE` for another widget of
///   the card, the name of the nearest named widget around it (a button's `button` name) in
///   the gallery, else its GTK type, or `none`.
///
/// It only looks, every few milliseconds; it changes nothing the gallery does.
@MainActor
final class DriverReport {
    private static let intervalMilliseconds = 50
    private let window: Window
    private var lastButtons: [String] = []
    private var buttonsSeen: [String] = []
    private var alertUp = false
    private var lastLayout: String?
    private var lastFocus: String?
    private var lastResponses: [String] = []

    init(window: Window) {
        self.window = window
        poll()
    }

    private func poll() {
        guard !window.isDestroyed else { return }
        if window.isMapped, window.allocatedWidth > 1 { look() }
        MainLoop.schedule(afterMilliseconds: Self.intervalMilliseconds) { [weak self] in self?.poll() }
    }

    private func place(_ widget: Widget) -> String? {
        let origin = window.originOnSurface
        guard let bounds = widget.bounds(relativeTo: window) else { return nil }
        return [bounds.x + origin.x, bounds.y + origin.y, bounds.width, bounds.height]
            .map { String(Int($0.rounded())) }.joined(separator: " ")
    }

    private func look() {
        if Alert.presented(over: window).isEmpty { reportButtons() }
        let shown = Alert.presented(over: window).first { $0.isOnScreen }
        // Reported once laid out: where the card is, not where it will be.
        if let shown, !alertUp, let card = shown.card, card.allocatedWidth > 1 {
            alertUp = true
            lastLayout = nil
            Self.say("shown " + (shown.window != nil ? "window" : place(card) ?? "?"))
        } else if shown == nil, Alert.presented(over: window).isEmpty, alertUp {
            alertUp = false
            // Every status line again, even unchanged: the same answer twice is two answers.
            lastResponses = []
            Self.say("ended")
        }
        if alertUp, let shown, shown.window == nil, let layout = layout(of: shown), layout != lastLayout {
            lastLayout = layout
            Self.say(layout)
        }
        let focus = focusDescription(in: shown)
        if focus != lastFocus {
            lastFocus = focus
            Self.say("focus \(focus)")
        }
        if !alertUp { reportResponses() }
    }

    /// The window's named buttons, when they differ from the last ones reported; only the
    /// content's, so no alert's card is among them.
    private func reportButtons() {
        guard let content = window.child else { return }
        // Unnamed widgets go by their type's name.
        let shown = Self.descendants(of: content).filter {
            $0.isMapped && $0.typeName == "GtkButton" && $0.name != $0.typeName
        }
        // A page just built is shown before it is laid out: its buttons have no size yet, and
        // their places are made up.
        guard shown.allSatisfy({ $0.allocatedWidth > 1 }) else { return }
        let buttons = shown.compactMap { button in place(button).map { "button \(button.name) \($0)" } }
        // Reported once two looks agree, as a page's layout may take more than one frame.
        defer { buttonsSeen = buttons }
        guard buttons == buttonsSeen, buttons != lastButtons else { return }
        lastButtons = buttons
        Self.say((["buttons \(buttons.count)"] + buttons).joined(separator: "\n"))
    }

    /// The `layout` block of the alert `shown`, or `nil` while its card is not laid out.
    private func layout(of shown: AlertHandle) -> String? {
        guard let card = shown.card, card.allocatedWidth > 1, let cardPlace = place(card) else { return nil }
        let parts = Self.descendants(of: card)
        let fields = parts.filter { $0.hasCSSClass("alert-entry") }.count
        let errors = parts.filter { $0.hasCSSClass("alert-entry-error") && $0.isVisible }.count
        var lines = ["layout \(cardPlace) fields \(fields) errors \(errors)"]
        for (button, model) in zip(shown.buttons, shown.inspection.buttonModels) {
            let label = Self.descendants(of: button).lazy.compactMap(Label.wrapping).first
            let key = label?.mnemonicKey.map(String.init) ?? "-"
            let text = (label?.text ?? model.label).replacingOccurrences(of: "\n", with: " ")
            lines.append("alert-button \(model.id) \(model.role) \(key) \(place(button) ?? "? ? ? ?") \(text)")
        }
        return lines.joined(separator: "\n")
    }

    private func focusDescription(in shown: AlertHandle?) -> String {
        guard let focused = window.focusedWidget else { return "none" }
        if let shown, let card = shown.card, focused.isDescendant(of: card) {
            let models = shown.inspection.buttonModels
            if let index = shown.buttons.firstIndex(where: { focused.isDescendant(of: $0) }), index < models.count {
                return "alert-button \(models[index].id)"
            }
            let entries = Self.descendants(of: card).filter { $0.hasCSSClass("alert-entry") }
            if let index = entries.firstIndex(where: { focused.isDescendant(of: $0) }) { return "alert-field \(index)" }
            return "alert \(focused.typeName)"
        }
        // Unnamed widgets go by their type's name; a named one around the focus names it.
        var widget: Widget? = focused
        while let current = widget {
            if current.name != current.typeName { return current.name }
            widget = current.parent
        }
        return focused.typeName
    }

    private func reportResponses() {
        let responses = Self.descendants(of: window)
            .filter { $0.hasCSSClass("gallery-response") && $0.isMapped }
            .compactMap { Label.wrapping($0)?.text.replacingOccurrences(of: "\n", with: " ") }
        for (index, response) in responses.enumerated()
        where index >= lastResponses.count || lastResponses[index] != response {
            Self.say("response \(response)")
        }
        lastResponses = responses
    }

    private static func descendants(of widget: Widget) -> [Widget] {
        widget.children.flatMap { [$0] + descendants(of: $0) }
    }

    /// Lines written at once (a block in one write): a pipe would otherwise hold them back,
    /// and a driver reading meanwhile would see half a block.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
