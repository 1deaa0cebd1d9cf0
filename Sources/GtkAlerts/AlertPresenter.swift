internal import Gtk

/// Shows one alert: builds its card, puts it in a window or the parent's layers, wires keys,
/// buttons and focus, and reports the response once.
@MainActor
final class AlertPresenter {
    let alert: Alert
    let display: Display
    private let completion: @MainActor (AlertResponse) -> Void
    private weak var host: AlertHost?
    private var card: AlertCard?
    private var alertWindow: Window?
    private var placementHandler: SignalHandlerID?
    private var orientation: Orientation?
    private(set) var isFinished = false

    /// Weak references to what this presentation created, for leak checks.
    private(set) var createdObjects: [WeakObjectReference] = []

    init(alert: Alert, display: Display, completion: @escaping @MainActor (AlertResponse) -> Void) {
        self.alert = alert
        self.display = display
        self.completion = completion
    }

    var animationsEnabled: Bool { display.settings.animationsEnabled }

    var isDarkTheme: Bool {
        let settings = display.settings
        return settings.prefersDarkTheme || settings.themeName.lowercased().hasSuffix("-dark")
            || settings.themeName.lowercased().hasSuffix(":dark")
    }

    /// The card on screen, once shown (for tests and the handle).
    var cardWidget: Box? { card?.root }

    /// The alert's own window in `.window` presentation.
    var window: Window? { alertWindow }

    /// The card's widgets, once shown.
    var cardParts: AlertCard? { card }

    // MARK: Showing

    /// Shows the alert over the host's window (or, with no host, on its own).
    func show(in host: AlertHost?) {
        self.host = host
        let parent = host?.window.window()
        let stylesheet = AlertStylesheet.installed(on: display)
        let inWindow = alert.presentation == .inWindow && host != nil
        let card = AlertCard(alert: alert, accessibleRole: inWindow ? .alertDialog : .group)
        self.card = card
        if let styleClass = stylesheet.styleClass(for: alert.style) { card.root.addCSSClass(styleClass) }
        for error in card.contentErrors { report(error) }

        let parentWidth = parent?.allocatedWidth ?? 0
        let parentHeight = parent?.allocatedHeight ?? 0
        let width = alert.style.cardWidth(forParentWidth: parentWidth > 0 ? parentWidth : 480)
        if parentHeight > 0 {
            card.scroller.setMaximumHeight(
                max(96, min(alert.style.maximumContentHeight, parentHeight - 2 * AlertMetrics.windowMargin - 120)))
        }
        arrangeButtons(forCardWidth: width)
        wireButtons(card)
        wireKeyboard(card, on: card.root)
        createdObjects.append(card.root.makeWeakReference())

        if inWindow, let host {
            showInWindow(card, host: host)
        } else {
            showAsWindow(card, parent: parent, width: width)
        }
        card.root.opacity = 0
        Fade.run(card.root, to: 1, milliseconds: AlertMetrics.fadeInMilliseconds, animate: animationsEnabled)
        moveFocusIn(card)
    }

    private func showInWindow(_ card: AlertCard, host: AlertHost) {
        let root = card.root
        root.horizontalAlignment = .center
        root.verticalAlignment = .center
        host.layers.addLayer(root)
        placementHandler = host.layers.onPlaceLayer { [weak self] layer, width, height in
            guard let self, let card = self.card, layer.isSameObject(as: card.root) else { return nil }
            return self.placeCard(card, overlayWidth: width, overlayHeight: height)
        }
    }

    private func showAsWindow(_ card: AlertCard, parent: Window?, width: Int) {
        let window = Window(role: .alertDialog)
        window.addCSSClass("alert-window")
        window.isModal = true
        window.isDecorated = false
        window.isResizable = false
        window.destroysWithParent = true
        window.transientParent = parent
        window.title = alert.title?.plainText
        card.root.setSizeRequest(width: width, height: -1)
        window.child = card.root
        window.setAccessibleLabelledBy(card.titleLabel)
        window.setAccessibleDescribedBy(card.messageLabel)
        window.onCloseRequest { [weak self] in
            // The window manager's close (or Alt+F4) backs out like Escape.
            self?.cancel()
            return true
        }
        createdObjects.append(window.makeWeakReference())
        alertWindow = window
        window.present()
    }

    /// Where the card goes in the parent's overlay: centred, its width a clamped fraction of
    /// the window's, its height what the content needs up to the window's height.
    private func placeCard(_ card: AlertCard, overlayWidth: Int, overlayHeight: Int) -> LayerRectangle {
        let minimumWidth = card.root.measure(.horizontal).minimum
        let width = max(alert.style.cardWidth(forParentWidth: overlayWidth), minimumWidth)
        let heights = card.root.measure(.vertical, forSize: width)
        let room = overlayHeight - 2 * AlertMetrics.windowMargin
        let height = max(heights.minimum, min(heights.natural, room))
        if orientation != nil, arrangementChanges(forCardWidth: width) {
            // The window was resized across the threshold; re-arrange after this allocation.
            MainLoop.schedule(afterMilliseconds: 0) { [weak self] in self?.arrangeButtons(forCardWidth: width) }
        }
        return LayerRectangle(x: (overlayWidth - width) / 2, y: max(0, (overlayHeight - height) / 2),
                              width: width, height: height)
    }

    private func arrangementChanges(forCardWidth width: Int) -> Bool {
        guard let card else { return false }
        let wanted = alert.buttonLayout.orientation(
            naturalWidths: card.buttonNaturalWidths(), spacing: 0, availableWidth: width)
        return wanted != orientation
    }

    private func arrangeButtons(forCardWidth width: Int) {
        guard let card, !isFinished else { return }
        let wanted = alert.buttonLayout.orientation(
            naturalWidths: card.buttonNaturalWidths(), spacing: 0, availableWidth: width)
        guard wanted != orientation else { return }
        orientation = wanted
        card.arrangeButtons(wanted)
    }

    // MARK: Input

    private func wireButtons(_ card: AlertCard) {
        for (model, widget) in card.buttons {
            widget.onClick { [weak self] in self?.press(model) }
        }
        card.entry?.onChange { [weak self] in self?.card?.showEntryError(nil) }
        card.entry?.onActivate { [weak self] in self?.confirm() }
    }

    private func wireKeyboard(_ card: AlertCard, on widget: Widget) {
        let actions = ActionGroup()
        actions.addAction("cancel") { [weak self] in self?.cancel() }
        actions.addAction("confirm") { [weak self] in self?.confirm() }
        widget.insertActionGroup(actions, prefix: "alert")
        let shortcuts = ShortcutController()
        shortcuts.bind("Escape", toAction: "alert.cancel")
        shortcuts.bind("Return", toAction: "alert.confirm")
        shortcuts.bind("KP_Enter", toAction: "alert.confirm")
        widget.addController(shortcuts)
    }

    /// Escape: the cancel-role button if there is one, otherwise a plain dismissal.
    func cancel() {
        guard !isFinished else { return }
        if let cancelButton = alert.effectiveButtons.first(where: { $0.role == .cancel }) {
            press(cancelButton)
        } else {
            finish(.dismissed, animated: true)
        }
    }

    /// Enter: the default button (suggested, or with a text field the first that confirms).
    func confirm() {
        guard !isFinished, let button = defaultButton else { return }
        press(button)
    }

    private var defaultButton: AlertButton? {
        let buttons = alert.effectiveButtons
        if let suggested = buttons.first(where: { $0.role == .suggested }) { return suggested }
        guard alert.textField != nil else { return nil }
        return buttons.first { $0.role == .regular } ?? buttons.first { $0.role != .cancel }
    }

    /// A button was pressed: validate unless it cancels, then finish with it.
    func press(_ button: AlertButton) {
        guard !isFinished, let card else { return }
        let text = card.entry?.text
        if button.role != .cancel, let text, let validate = alert.textField?.validate,
           let message = validate(text)
        {
            card.showEntryError(message)
            card.entry?.grabFocus()
            return
        }
        button.action?()
        finish(.button(id: button.id, role: button.role, text: text), animated: true)
    }

    // MARK: Finishing

    /// Reports `response` once and takes the alert down.
    func finish(_ response: AlertResponse, animated: Bool) {
        guard !isFinished else { return }
        isFinished = true
        alert.dismissHandler?(response)
        completion(response)
        let host = self.host
        tearDown(animated: animated)
        if let host {
            host.removeFromQueue(self)
            host.presenterDidFinish(self)
        }
    }

    private func tearDown(animated: Bool) {
        guard let card else { return }
        card.detach()
        let root = card.root
        let window = alertWindow
        let layers = host?.layers
        if let placementHandler, let layers { layers.disconnect(placementHandler) }
        placementHandler = nil
        alertWindow = nil
        self.card = nil
        let animate = animated && animationsEnabled && root.isMapped
        Fade.run(root, to: 0, milliseconds: AlertMetrics.fadeOutMilliseconds, animate: animate) {
            if let window {
                window.destroy()
            } else if let layers, root.parent != nil {
                layers.removeLayer(root)
            }
        }
    }

    private func moveFocusIn(_ card: AlertCard) {
        let target: Widget? = card.entry
            ?? card.buttons.first { $0.model.role == .suggested }?.widget
            ?? card.buttons.first?.widget
        target?.grabFocus()
    }

    private func report(_ error: AlertContentError) {
        if let handler = alert.contentErrorHandler {
            handler(error)
        } else {
            printToStandardError("GtkAlerts: \(error)")
        }
    }
}
