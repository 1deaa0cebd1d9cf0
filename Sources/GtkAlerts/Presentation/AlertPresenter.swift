internal import GtkAlertsToolkit

/// Shows one alert: builds its card, puts it in a window or the parent's layers, wires keys,
/// buttons and focus, and reports the response once.
@MainActor
final class AlertPresenter {
    /// The alert shown; an in-place update replaces it.
    var alert: Alert
    let display: Display
    let completion: @MainActor (AlertResponse) -> Void
    /// Where it waits and draws, given by its window's host; `nil` for an alert on its own.
    private(set) weak var stage: (any AlertStage)?
    /// Where it shows, as the host last pushed it; nothing for an alert on its own.
    var place = AlertPlace(window: nil, size: (0, 0), dim: nil)
    /// Waiting, shown (with its card and window) or ended: see `AlertPhase`.
    private(set) var phase = AlertPhase.waiting
    private var card: AlertCard? { phase.card }
    private var alertWindow: Window? { phase.window }
    var isFinished: Bool { phase.hasEnded }
    /// Buttons enabled or disabled from code (by id), over what the alert value says, until
    /// the next update.
    var enabledOverrides: [String: Bool] = [:]
    /// Whether another alert took this one's place: it ends without an answer of its own.
    var isReplaced: Bool { replacement != nil }
    /// The answer being given while the pressed button's action runs: if the action closes the
    /// window (and so dismisses every alert on it), this is still the answer the caller gets.
    private var pendingResponse: AlertResponse?
    /// Whether the answer is being given: a pressed button's action runs, or the caller's
    /// completion hears the answer.
    var isAnswering: Bool { (pendingResponse != nil && !isFinished) || isReportingAnswer }
    private var isReportingAnswer = false
    /// A presentation with no parent window has no stage to hold it; it holds itself until it
    /// ends, so dropping the handle never strands a window whose buttons do nothing.
    private var keepsItselfAlive: AlertPresenter?
    /// The keyboard of the alert's own window, kept inside the card as the parent's is for an
    /// in-window alert: the same mnemonics, and no Tab that leaves the focus nowhere.
    private var ownWindowKeyboard: KeyboardScope?

    /// Its style's class, its scheme and its dim (see `AlertLook`).
    let look: AlertLook

    /// Weak references to what this presentation created, for leak checks.
    private(set) var createdObjects: [WeakObjectReference] = []

    /// Set when a swap (its window's host's) put another presentation in this one's place:
    /// handles follow it, so dismissing, cancelling or updating through any of them acts on
    /// what is on screen.
    var replacement: AlertPresenter?

    init(alert: Alert, display: Display, completion: @escaping @MainActor (AlertResponse) -> Void) {
        self.alert = alert.showable(on: display)
        self.display = display
        self.completion = completion
        look = AlertLook(display: display)
    }

    var animationsEnabled: Bool { look.animationsEnabled }

    /// How dark this alert's dim is now (see `AlertLook.dimOpacity(for:)`).
    var dimOpacity: Double { look.dimOpacity(for: alert) }

    /// The card on screen, once shown (for tests and the handle).
    var cardWidget: Box? { card?.root }

    /// The alert's own window in `.window` presentation.
    var window: Window? { alertWindow }

    /// The widgets this alert fades while they exist: its card and the dims of its window,
    /// also during the fade-out after the alert ended.
    var fadingWidgets: [Widget] { fadedObjects.compactMap { $0.widget() } }
    private var fadedObjects: [WeakObjectReference] = []

    /// The card's widgets, once shown.
    var cardParts: AlertCard? { card }

    // MARK: Showing

    /// Takes the style's CSS class from the display's stylesheet, once (the host does it
    /// first, for the dim).
    @discardableResult
    func acquireStyleClass() -> String? { look.acquireClass(for: alert.style) }

    /// Waits in `stage`'s queue: ending before its turn (dismissed, cancelled, swapped) takes it
    /// out of the queue, so it never shows after it has answered.
    func wait(on stage: any AlertStage) {
        self.stage = stage
    }

    /// Shows the alert at `place` on `stage` (or, with neither, on its own).
    ///
    /// Returns the card for the host to put in its window's layers (only the host writes them)
    /// when the alert shows in-window; `cardIsPlaced()` then finishes the show.
    @discardableResult
    func show(on stage: (any AlertStage)?, at place: AlertPlace? = nil) -> Widget? {
        acquireStyleClass()
        self.stage = stage
        if let place { self.place = place }
        if stage == nil { keepsItselfAlive = self }
        let inWindow = alert.presentation == .inWindow && stage != nil
        let card = AlertCard(alert: alert, isTheDialog: inWindow)
        phase = .shown(card, window: nil)
        if let styleClass = look.styleClass { card.root.addCSSClass(styleClass) }
        for error in card.contentErrors { report(error) }

        look.applyScheme(to: card.root)
        card.fitWidth(alert, in: room)
        card.wireInput(
            onPress: { [weak self] in self?.press($0) },
            onEdit: { [weak self] field in
                guard let self, let card = self.card else { return }
                card.showError(nil, in: field, fitting: alert)
                updateEnabledStates()
            },
            onCancel: { [weak self] in self?.cancel() },
            onConfirm: { [weak self] in self?.confirm() })
        updateEnabledStates()
        card.noteWhatTheUserTypesWhenUnmapped()
        createdObjects.append(card.root.makeWeakReference())
        fadedObjects = ([card.root] + [self.place.dim].compactMap { $0 }).map { $0.makeWeakReference() }

        if inWindow { return card.root }
        showAsWindow(card, parent: self.place.window)
        cardIsPlaced()
        return nil
    }

    /// The card is in its window: fits its height (its CSS applies now), fades it in and
    /// moves the focus into it.
    func cardIsPlaced() {
        guard let card else { return }
        // Reduced motion, as libadwaita 1.9 does it: the sheet fades in where it stands.
        if card.root.hasCSSClass("sheet"), animationsEnabled, !display.settings.prefersReducedMotion {
            card.slideIn()
        }
        card.fitHeight(alert, in: room)
        // Shown once fitted: a window keeps the height it first opened with.
        alertWindow?.present()
        card.root.opacity = 0
        Fade.run(card.root, to: 1, milliseconds: AlertMetrics.fadeInMilliseconds, animate: animationsEnabled)
        card.moveFocusIn()
    }

    /// Draws the card in the scheme in effect now: at show, and again when the app or the
    /// desktop switches to dark, light or high contrast while the alert is up.
    func applyStyleScheme() {
        guard let card else { return }
        look.applyScheme(to: card.root)
    }

    /// Whether `widget` is inside this alert's card while it is up in its parent's layers.
    func cardContains(_ widget: Widget) -> Bool {
        guard let card = phase.cardInParentLayers else { return false }
        return widget.isDescendant(of: card.root)
    }

    private func showAsWindow(_ card: AlertCard, parent: Window?) {
        let window = Window.holdingAlert(
            card, titled: alert.title, over: parent, onClose: { [weak self] in self?.cancel() },
            onDestroyed: { [weak self] in self?.finish(.dismissed, animated: false) })
        // A nested alert over this one takes the keys here too, as the parent's.
        ownWindowKeyboard = KeyboardScope(window: window) { [weak self] in
            self?.stage?.keyboardTarget ?? self?.cardWidget
        }
        createdObjects.append(window.makeWeakReference())
        phase = .shown(card, window: window)
    }

    // MARK: Input

    /// Escape: the cancel-role button if there is one, otherwise a plain dismissal.
    func cancel() {
        guard !isFinished else { return }
        if let cancelButton = alert.escapeButton {
            // Even while disabled, as AdwAlertDialog's close response: the way out stays open.
            press(cancelButton, evenIfDisabled: true)
        } else {
            finish(.dismissed, animated: true)
        }
    }

    /// Enter: the default button (suggested, or with a text field the first that confirms).
    func confirm() {
        guard !isFinished, let button = alert.defaultButton else { return }
        press(button)
    }

    /// A button was pressed: validate unless it cancels, then finish with it.
    func press(_ button: AlertButton, evenIfDisabled: Bool = false) {
        guard let card, evenIfDisabled || isEnabled(button) else { return }
        if button.role != .cancel, !card.fieldsAreValid(for: alert) { return }
        alert.rememberIfAsked(button, checked: card.suppressionCheck?.isActive ?? false)
        answer(
            with: button, response: .button(id: button.id, role: button.role, texts: card.fieldTexts), animated: true)
    }

    /// Runs `button`'s action and ends with `response`: the one way an alert is answered, by
    /// the user or from memory.
    ///
    /// The answer is given before the action runs: an action that closes the window (and so
    /// dismisses every alert on it) still gives its caller this answer, and the window's host
    /// lets that close go through.
    private func answer(with button: AlertButton, response: AlertResponse, animated: Bool) {
        pendingResponse = response
        button.action?()
        finish(response, animated: animated)
    }

    // MARK: Finishing

    /// Answers with the remembered answer when the user asked not to be asked again, as the
    /// same press would (see `answer(with:response:animated:)`), never shown; returns whether
    /// it did.
    ///
    /// Only a button the user could press now counts: one disabled by the value, its text rule
    /// or from code (`setEnabled`) leaves the alert to show. Its window's host asks, when the
    /// alert becomes current.
    func answerFromMemory() -> Bool {
        guard !isFinished,
            let remembered = alert.rememberedAnswer(isEnabled: { self.enabledOverrides[$0.id] ?? $0.isEnabled })
        else { return false }
        answer(with: remembered.button, response: remembered.response, animated: false)
        return true
    }

    /// Reports `response` once and takes the alert down.
    func finish(_ response: AlertResponse, animated: Bool) {
        guard !isFinished else { return }
        // Held to the end: a completion that closes the window lets the window drop its host,
        // and the card still leaves the layers through it.
        let stage = self.stage
        let lastPhase = phase
        // Ended before anyone hears of it: a completion that presents, updates or dismisses
        // through a handle finds an alert that takes nothing more.
        phase = .ended
        let response = pendingResponse ?? response
        if !isReplaced {
            isReportingAnswer = true
            alert.dismissHandler?(response)
            completion(response)
            isReportingAnswer = false
        }
        if case .shown(let card, let window) = lastPhase {
            tearDown(card, window: window, stage: stage, animated: animated)
        } else {
            // Never drawn (answered from memory, or ended while it waited): a class its host
            // leased for a dim goes back now, as a card's does once it has faded.
            look.releaseClass()
        }
        stage?.alertDidEnd(self)
        keepsItselfAlive = nil
    }

    private func tearDown(_ card: AlertCard, window: Window?, stage: (any AlertStage)?, animated: Bool) {
        card.detach()
        ownWindowKeyboard?.end()
        ownWindowKeyboard = nil
        let root = card.root
        // `stage` is held until the fade ends, also when the window's host has ended meanwhile:
        // the card leaves the layers only through it.
        let animate = animated && animationsEnabled && root.isMapped
        let look = self.look
        Fade.run(root, to: 0, milliseconds: AlertMetrics.fadeOutMilliseconds, animate: animate) {
            look.releaseClass()
            if let window {
                // Already destroyed, with or without us: disposing again is harmless.
                window.destroy()
            } else {
                stage?.cardFaded(root)
            }
        }
    }

    func report(_ error: AlertContentError) {
        alert.report(error)
    }
}
