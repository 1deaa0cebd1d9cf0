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
    private var parentResizeHandler: (window: Window, id: SignalHandlerID)?
    private var orientation: Orientation?
    private var cardWidth = 0
    private(set) var isFinished = false
    /// A presentation with no parent window has no host to hold it; it holds itself until it
    /// ends, so dropping the handle never strands a window whose buttons do nothing.
    private var keepsItselfAlive: AlertPresenter?

    /// Weak references to what this presentation created, for leak checks.
    private(set) var createdObjects: [WeakObjectReference] = []

    init(alert: Alert, display: Display, completion: @escaping @MainActor (AlertResponse) -> Void) {
        self.alert = alert
        self.display = display
        self.completion = completion
    }

    var animationsEnabled: Bool { display.settings.animationsEnabled }

    var isDarkTheme: Bool {
        StyleScheme.current(on: display).isDark
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
        if host == nil { keepsItselfAlive = self }
        let parent = host?.window.window()
        let stylesheet = AlertStylesheet.installed(on: display)
        let inWindow = alert.presentation == .inWindow && host != nil
        let card = AlertCard(alert: alert, accessibleRole: inWindow ? .alertDialog : .group)
        self.card = card
        if let styleClass = stylesheet.styleClass(for: alert.style) { card.root.addCSSClass(styleClass) }
        for error in card.contentErrors { report(error) }

        if isDarkTheme { card.root.addCSSClass("dark") }
        let parentWidth = parent?.allocatedWidth ?? 0
        let width = alert.style.cardWidth(forParentWidth: parentWidth > 0 ? parentWidth : 480)
        arrangeButtons(forCardWidth: width)
        wireButtons(card)
        wireKeyboard(card, on: card.root)
        createdObjects.append(card.root.makeWeakReference())

        if inWindow, let host {
            showInWindow(card, host: host, width: width)
        } else {
            showAsWindow(card, parent: parent, width: width)
        }
        fitContent(card, width: width)
        card.root.opacity = 0
        Fade.run(card.root, to: 1, milliseconds: AlertMetrics.fadeInMilliseconds, animate: animationsEnabled)
        moveFocusIn(card)
    }

    private func showInWindow(_ card: AlertCard, host: AlertHost, width: Int) {
        let root = card.root
        root.horizontalAlignment = .center
        root.verticalAlignment = .center
        root.setSizeRequest(width: width, height: -1)
        host.layers.addLayer(root)
        // Follow the parent's size: the card keeps its fraction of the width, and the buttons
        // re-decide side by side or stacked.
        if let parent = host.window.window() {
            parentResizeHandler = (parent, parent.onPropertyChange("default-width") { [weak self] in
                self?.parentResized()
            })
        }
    }

    private func parentResized() {
        guard let card, let parent = host?.window.window(), parent.allocatedWidth > 0 else { return }
        let width = alert.style.cardWidth(forParentWidth: parent.allocatedWidth)
        card.root.setSizeRequest(width: width, height: -1)
        arrangeButtons(forCardWidth: width)
        fitContent(card, width: width)
    }

    /// The content's height for `width`: what it needs, at most what the style allows and
    /// what leaves the buttons on screen in the parent window.
    private func fitContent(_ card: AlertCard, width: Int) {
        cardWidth = width
        var limit = alert.style.maximumContentHeight
        if let parentHeight = host?.window.window()?.allocatedHeight, parentHeight > 0 {
            let buttonsHeight = card.buttonBox.measure(.vertical, forSize: width).natural
            limit = min(limit, max(AlertMetrics.minimumContentHeight, parentHeight - 2 * AlertMetrics.windowMargin - buttonsHeight))
        }
        card.fitContent(toWidth: width, maximumHeight: limit)
    }

    private func showAsWindow(_ card: AlertCard, parent: Window?, width: Int) {
        let window = Window(role: .alertDialog)
        window.addCSSClass("alert-window")
        window.isModal = true
        window.isDecorated = false
        window.isResizable = false
        // Without a default width GTK sizes the window from the content's natural width first,
        // and a wrapping label can then disagree with itself about its height (a critical).
        window.setDefaultSize(width: width, height: -1)
        window.destroysWithParent = true
        window.transientParent = parent
        window.title = alert.title.map { DisplayText.cString($0.plainText) }
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
        card.entry?.onChange { [weak self] in self?.showEntryError(nil) }
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
            showEntryError(message)
            card.entry?.grabFocus()
            return
        }
        button.action?()
        finish(.button(id: button.id, role: button.role, text: text), animated: true)
    }

    /// Shows or clears the text field's error, growing the content to fit it.
    private func showEntryError(_ message: String?) {
        guard let card, card.isShowingEntryError != (message != nil) || message != nil else { return }
        card.showEntryError(message)
        fitContent(card, width: cardWidth)
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
        keepsItselfAlive = nil
    }

    private func tearDown(animated: Bool) {
        guard let card else { return }
        card.detach()
        let root = card.root
        let window = alertWindow
        let layers = host?.layers
        if let parentResizeHandler { parentResizeHandler.window.disconnect(parentResizeHandler.id) }
        parentResizeHandler = nil
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
