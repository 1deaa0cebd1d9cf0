internal import GtkAlertsToolkit

/// A presented (or queued) alert: dismiss it, update it, or press its keys' actions from code.
///
/// Tests look at its widgets through the inspectors of GtkAlertsTestSupport (`card`, `buttons`,
/// `entry`…).
@MainActor
public final class AlertHandle {
    /// The presentation this handle was made for.
    private let origin: AlertPresenter

    init(presenter: AlertPresenter) {
        origin = presenter
    }

    /// The presentation on screen for this alert: the one the handle was made for, or what a
    /// swapping `update(_:)` through this or any other handle put in its place.
    var presenter: AlertPresenter {
        var current = origin
        while let next = current.replacement { current = next }
        return current
    }

    /// Whether the alert is still up or waiting in its window's queue.
    public var isActive: Bool { !presenter.isFinished }

    /// Whether the alert is on screen now (not waiting behind another).
    public var isOnScreen: Bool { presenter.cardWidget != nil }

    /// Takes the alert down; its caller gets `.dismissed`.
    ///
    /// Does nothing once it has ended.
    public func dismiss() {
        presenter.finish(.dismissed, animated: true)
    }

    /// Enables or disables the button `id` while the alert is up, over what the alert value
    /// says (a text rule from `AlertButton.enabled(when:)` must still accept the text).
    ///
    /// Lasts until the next `update(_:)`, whose value decides again.
    public func setEnabled(_ isEnabled: Bool, forButton id: String) {
        presenter.setEnabled(isEnabled, forButton: id)
    }

    /// Whether the button `id` can be pressed now (`nil` when there is no such button up).
    public func isEnabled(button id: String) -> Bool? {
        guard let model = presenter.cardParts?.buttons.first(where: { $0.model.id == id })?.model else { return nil }
        return presenter.isEnabled(model)
    }

    /// Shows `alert` instead of the current value, in place when it can.
    ///
    /// In place (`.inPlace`) needs the same `Alert.id` (`nil` matches `nil`) and what
    /// `AlertCard` can change: the same presentation and style, a title in both or neither,
    /// the same content kinds in the same order (text paragraphs may change; long texts,
    /// images and progress objects must be the same; a text field may change its placeholder,
    /// secrecy and validator, not be added or removed; custom widgets are kept, not rebuilt).
    /// Then the card stays, without a fade; the focus stays on its widget, the text field keeps
    /// its text and cursor, and the buttons are laid out side by side or stacked again. Buttons
    /// may change in any way and are matched by id: one whose id stays keeps its widget wherever
    /// it moves, a new id in the place of a vanished one takes that widget (a rename), other new
    /// ids get new widgets, so what shows is always what answers.
    /// Otherwise `.swapped`: the new alert is presented in the old one's place (on screen in
    /// its level, at once, or in its place in the queue; alerts shown on top of the old one end
    /// with it), the caller's completion moves to it, and the old one goes without an answer or
    /// `onDismiss`. An alert still waiting for its turn takes any new value
    /// in place, keeping its place in the queue. An alert that has ended gives `.ended`.
    ///
    /// Every handle of one alert (this one, those of `Alert.presented(over:)`, the one behind
    /// `await present(over:)`) follows a swap: each acts on what is on screen.
    @discardableResult
    public func update(_ alert: Alert) -> AlertUpdate {
        let presenter = self.presenter
        guard !presenter.isFinished else { return .ended }
        let isWaiting = if case .waiting = presenter.phase { true } else { false }
        if isWaiting || alert.identity == presenter.alert.identity, presenter.updateInPlace(to: alert) {
            return .inPlace
        }
        return AlertHost.swap(presenter, to: alert) == nil ? .ended : .swapped
    }

    /// Presses Escape's action (the cancel-role button, or a dismissal), as the key does.
    public func cancel() { activateAction("alert.cancel") }

    /// Presses Enter's action (the suggested button), as the key does.
    public func confirm() { activateAction("alert.confirm") }

    /// Whether the alert's card or its window's dim is still fading, or the dim waits for the
    /// alert's first frame (tests wait for this before they look at pixels).
    package var isFading: Bool {
        presenter.fadingWidgets.contains { Fade.isRunning(on: $0) } || presenter.stage?.isDimPending == true
    }

    private func activateAction(_ name: String) {
        guard let card = presenter.cardWidget else { return }
        card.activateAction(name)
    }
}
