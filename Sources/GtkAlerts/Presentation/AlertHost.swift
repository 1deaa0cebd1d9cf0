internal import GtkAlertsToolkit

/// The alerts of one window: the dim layer, the blocked content, the saved focus and the queue.
///
/// Lives attached to the window while it has alerts, and goes away with the last one.
///
/// Alerts stack in levels: the first shows over the window's content; an alert presented from
/// inside a shown in-window alert (a "Details…" button in its content) shows at once on top of
/// it, with a dim of its own, as nested sheets do; so does an alert presented by the operation
/// of a shown progress alert (`Alert.run(over:progress:operation:)`). Any other alert waits in
/// the queue.
@MainActor
final class AlertHost: AlertStage {
    private static let attachmentKey = "gtk-alerts-host"

    let layers: Overlay
    let window: WeakObjectReference
    private var contentBlock: InteractionBlock
    /// The window's title bar widgets and the app's own layers, blocked with the content.
    private let blockedBesideContent: [Widget]
    /// Set while the layers go back around content the app put in their place.
    private var isReinstallingLayers = false
    private let chromeDim: ChromeDim
    private let savedFocus: FocusMemory?
    /// Keeps the keyboard (mnemonics, window-wide shortcuts) inside the top in-window alert.
    private var keyboardScope: KeyboardScope?
    /// Restyles the cards and dims when the app switches to dark, light or high contrast.
    private var styleSchemeObserver: StyleSchemeObserver?
    private let dim: DrawingArea
    /// Who is on screen, in which level, and who waits: every such decision is the model's.
    private var order = AlertQueue<HostedAlert>()
    /// Alerts asked from inside a level below an answering alert, by the answering alert they
    /// wait for (see `enqueue`).
    ///
    /// Not in the queue's entries: the answering alert may have left the queue (swapped away)
    /// before it ends.
    private var deferredUntilEnd: [ObjectIdentifier: [(presenter: AlertPresenter, anchor: Widget)]] = [:]
    private var windowHandlers: [SignalHandlerID] = []
    /// Watch the fonts and their scale (GNOME's "Large Text" sets `gtk-xft-dpi`), which the
    /// cards are fitted to.
    private var fontHandlers: [SignalHandlerID] = []
    /// The style class the first dim wears now, from the alert over the content.
    private var dimStyleClass: String?
    /// The first dim's start, waiting for the first frame of an alert in a window of its own.
    private var pendingDim: FirstFrameWait?
    private var windowObject: Window? { window.window() }
    /// The content area's size as last allocated (see `place(of:)`).
    private var knownSize = (width: 0, height: 0)

    /// The host of `window`, created (blocking and dimming the window) if it has none.
    static func host(for window: Window) -> AlertHost {
        if let existing = existingHost(for: window) { return existing }
        let host = AlertHost(window: window)
        window.setAttachedValue(host, forKey: attachmentKey)
        return host
    }

    /// The host of `window`, if an alert is up or queued there.
    static func existingHost(for window: Window) -> AlertHost? {
        window.attachedValue(forKey: attachmentKey) as? AlertHost
    }

    private init(window: Window) {
        self.window = window.makeWeakReference()
        layers = Self.ensureLayers(in: window)
        savedFocus = window.focusedWidget.map(FocusMemory.init)
        // The window's other children are its title bar, custom or GTK's own (which
        // `titlebar` does not return): its buttons must not take Tab or clicks either.
        let layers = self.layers
        // libadwaita's windows hold the layers inside a frame of their own: not chrome.
        // Layers the app put over its content (a toast with an Undo button, a banner) are
        // behind the alert too; not the card and dims of an alert that ended just before and
        // are still fading out (blocking them would hold them until this host ends).
        let content = layers.child
        let appLayers = layers.children.filter { layer in
            !(content.map { layer.isSameObject(as: $0) } ?? false)
                && !layer.hasCSSClass("alert-card") && !layer.hasCSSClass("alert-dim")
        }
        let chrome = window.children.filter { !layers.isDescendant(of: $0) }
        blockedBesideContent = chrome + appLayers
        contentBlock = InteractionBlock([content].compactMap { $0 } + blockedBesideContent)
        chromeDim = ChromeDim(chrome, stylesheet: AlertStylesheet.installed(on: window.display))
        // A drawing area, for its `resize` signal: the one notice GTK 4.8 gives of the
        // window's new size after the allocation (notify::default-width comes before it).
        dim = DrawingArea()
        dim.addCSSClass("alert-dim")
        dim.opacity = 0
        layers.addLayer(dim)
        dim.onResize { [weak self] _, _ in self?.layersResized() }
        connectWindowHandlers(window)
        styleSchemeObserver = StyleSchemeObserver(display: window.display) { [weak self] in
            self?.styleSchemeChanged()
        }
        let settings = window.display.settings
        fontHandlers = ["gtk-font-name", "gtk-xft-dpi"].map { property in
            settings.onPropertyChange(property) { [weak self] in
                for presenter in self?.shownPresenters ?? [] { presenter.fontsChanged() }
            }
        }
        keyboardScope = KeyboardScope(window: window) { [weak self] in self?.keyboardTarget }
    }

    /// Shows `presenter` now, or after the alerts already up or queued.
    ///
    /// `anchor` is the widget it was presented over: inside a shown alert, it goes on top of
    /// that alert at once.
    func enqueue(_ presenter: AlertPresenter, anchor: Widget) {
        guard !presenter.isFinished else { return }
        // Asked from inside a level below an alert that is answering (a recovery option's
        // follow-up, presented over the widget the ending error was presented over): it would
        // nest on the ending alert and end with it, so it waits for that alert to end and then
        // nests where it was asked.
        if let answering = shownPresenters.last(where: \.isAnswering), !answering.cardContains(anchor),
            shownPresenters.contains(where: { $0.cardContains(anchor) })
        {
            presenter.wait(on: self)
            deferredUntilEnd[ObjectIdentifier(answering), default: []].append((presenter, anchor))
            return
        }
        let origin =
            order.levels.first { $0.presenter.cardContains(anchor) || isAskedByTheOperation(of: $0.presenter) }
            // A progress alert still waiting: the question waits with it, to show on top of it.
            ?? order.waiting.first { isAskedByTheOperation(of: $0.presenter) }
        let entry = HostedAlert(presenter)
        presenter.wait(on: self)
        arrive(entry, at: order.add(entry, from: origin))
    }

    /// Takes `entry`, presented or swapped in, where the queue put it.
    private func arrive(_ entry: HostedAlert, at placement: AlertQueue<HostedAlert>.Placement) {
        switch placement {
        case .refused:
            // Presented from a completion while the window goes away: nothing to show it over.
            entry.presenter.finish(.dismissed, animated: false)
        case .shown: becomeCurrent(entry, over: nil)
        case .nested(let below): becomeCurrent(entry, over: below.presenter)
        case .waiting:
            // A remembered answer does not wait for its turn: the caller has it at once, as
            // `Alert.suppressible` promises. It is given from inside the queue, so that an
            // action closing the window is let through as the same press would be.
            _ = entry.presenter.answerFromMemory()
        }
    }

    /// Presents `presenter` over the window `widget` is in: the one way an alert comes to a
    /// window.
    static func present(_ presenter: AlertPresenter, over widget: Widget) {
        if let window = widget.window ?? (widget as? Window) {
            if window.isDestroyed {
                // Nothing left to show it over, and nobody may wait for it for ever.
                presenter.finish(.dismissed, animated: false)
            } else {
                host(for: window).enqueue(presenter, anchor: widget)
            }
        } else if widget.wasInDestroyedWindow {
            // Its window's disposal has already taken the content out (a follow-up presented
            // from a completion as the window closes): no orphan alert after the window is gone.
            presenter.finish(.dismissed, animated: false)
        } else {
            // Not in a window yet: nothing to dim, so the alert stands alone.
            becomeCurrentAlone(presenter)
        }
    }

    /// `becomeCurrent` for an alert with no window to show over (and so no queue): it stands
    /// alone, unless a remembered answer answers it.
    private static func becomeCurrentAlone(_ presenter: AlertPresenter) {
        if !presenter.answerFromMemory() { presenter.show(on: nil) }
    }

    /// `entry` becomes the alert on screen in its level, whatever made it so (presented, its
    /// turn in the queue, a swap): the one transition where a remembered answer, the buttons'
    /// enabled state (the value's, the text rules', what code set while it waited) and the
    /// closing window are decided.
    ///
    /// A remembered answer is an answer in every respect: the action runs with the alert
    /// current, completions and a window close behave as for the same press, and the alert
    /// never shows.
    private func becomeCurrent(_ entry: HostedAlert, over below: AlertPresenter?) {
        let presenter = entry.presenter
        guard !order.isClosing else {
            presenter.finish(.dismissed, animated: false)
            return
        }
        if presenter.answerFromMemory() { return }
        if entry.level != nil {
            showCard(of: presenter)
        } else if let below {
            showNested(entry, over: below)
        } else {
            show(presenter)
        }
    }

    /// Whether the alert being presented comes from the running operation `presenter` shows
    /// the progress of.
    private func isAskedByTheOperation(of presenter: AlertPresenter) -> Bool {
        RunningOperation.current?.isProgressAlert(presenter) ?? false
    }

    /// A presenter has its response (or was dismissed while it waited): the alerts shown from
    /// inside it end too, then the next in the queue shows, or the window comes back.
    func alertDidEnd(_ presenter: AlertPresenter) {
        defer {
            // What waited for it goes in now, where it was asked.
            for deferred in deferredUntilEnd.removeValue(forKey: ObjectIdentifier(presenter)) ?? [] {
                enqueue(deferred.presenter, anchor: deferred.anchor)
            }
        }
        // Not here any more: swapped away, or ended with the alert below it.
        guard let entry = entry(of: presenter) else { return }
        let ending = order.end(entry)
        for above in ending.alsoEnding {
            above.presenter.finish(.dismissed, animated: false)
            removeLevel(of: above)
        }
        if entry.level != nil {
            removeLevel(of: entry)
        } else if let next = ending.next {
            // Its turn: an answer remembered while it waited (the user ticked "Don't ask
            // again" on an alert with its key) answers it without showing it, and the one
            // after it takes the turn.
            becomeCurrent(next, over: nil)
            guard next.presenter.cardWidget != nil else { return }
            var below = next.presenter
            for above in ending.nestedOnNext {
                becomeCurrent(above, over: below)
                below = above.presenter
            }
        } else if ending.leavesNone {
            tearDown(animated: true)
        }
    }

    /// Swaps `old` for a presentation of `newAlert` in its place, on screen in its level or in
    /// its place in the queue (see `AlertQueue.replace`): the caller's completion goes with it,
    /// `old` ends without an answer, and the alerts shown on top of it end.
    ///
    /// Returns the new presentation, or `nil` when `old` has ended. An alert with no window
    /// (shown on its own) is swapped for one on its own.
    static func swap(_ old: AlertPresenter, to newAlert: Alert) -> AlertPresenter? {
        guard !old.isFinished else { return nil }
        let new = AlertPresenter(alert: newAlert, display: old.display, completion: old.completion)
        old.replacement = new
        // Held to the end: a remembered answer may end the host's last alert, which lets the
        // window drop the host, and the old card still leaves the layers through it.
        let host = old.stage as? AlertHost
        withExtendedLifetime(host) {
            if let host, let oldEntry = host.entry(of: old) {
                // In the old one's place before it ends: the dim stays up while one replaces
                // the other, and no waiting alert slips in between.
                host.swap(oldEntry, to: HostedAlert(new))
            } else {
                becomeCurrentAlone(new)
            }
            old.finish(.dismissed, animated: true)
        }
        return new
    }

    private func swap(_ oldEntry: HostedAlert, to newEntry: HostedAlert) {
        newEntry.presenter.wait(on: self)
        guard let (placement, above) = order.replace(oldEntry, with: newEntry) else {
            arrive(newEntry, at: .refused)
            return
        }
        for entry in above {
            entry.presenter.finish(.dismissed, animated: false)
            removeLevel(of: entry)
        }
        if case .nested = placement, let level = oldEntry.level {
            // The level's dim takes the new alert's style, as the first dim does at a swap.
            if let oldClass = oldEntry.presenter.acquireStyleClass() { level.dim.removeCSSClass(oldClass) }
            if let newClass = newEntry.presenter.acquireStyleClass() { level.dim.addCSSClass(newClass) }
            Fade.run(level.dim, to: newEntry.presenter.dimOpacity, milliseconds: 0, animate: false)
            oldEntry.level = nil
            newEntry.level = level
        }
        arrive(newEntry, at: placement)
    }

    /// `presenter`'s entry, while it is up or waiting here.
    private func entry(of presenter: AlertPresenter) -> HostedAlert? {
        order.levels.first { $0.presenter === presenter } ?? order.waiting.first { $0.presenter === presenter }
    }

    /// Takes away the dim and the block of a nested alert's level, giving the focus back to
    /// where it was in the alert below.
    private func removeLevel(of entry: HostedAlert) {
        guard let level = entry.level else { return }
        entry.level = nil
        level.block.restore(focusing: level.focus)
        // The widget that had the focus may take it no more (code disabled that button while
        // the alert above was up): the focus goes into the card below, never nowhere.
        if let below = shownPresenters.last?.cardParts, !below.root.containsFocus { below.moveFocusIn() }
        let layers = self.layers
        let animate = (windowObject?.display.settings.animationsEnabled ?? false) && level.dim.isMapped
        Fade.run(level.dim, to: 0, milliseconds: AlertMetrics.fadeOutMilliseconds, animate: animate) {
            if level.dim.parent != nil { layers.removeLayer(level.dim) }
        }
    }

    /// Dismisses everything, at once: the window is closing.
    func dismissAll() {
        guard !order.isClosing else { return }
        for entry in order.close() {
            entry.presenter.finish(.dismissed, animated: false)
            removeLevel(of: entry)
        }
        if !windowHandlers.isEmpty { tearDown(animated: true) }
    }

    /// Whether the first dim has yet to start (see `show(_:)`).
    var isDimPending: Bool { pendingDim != nil }

    /// The dim layers on the window, the first one's first.
    var dims: [Widget] { [dim] + order.levels.compactMap(\.level?.dim) }

    /// The dim under `presenter`'s card: its level's, or the window's first one.
    func dim(under presenter: AlertPresenter) -> Widget? {
        entry(of: presenter)?.level?.dim ?? dim
    }

    /// The presenters up or waiting, the one the user sees first.
    var presenters: [AlertPresenter] { order.inOrderOfSight.map(\.presenter) }

    /// The card that takes the keyboard of this window and of every alert window over it:
    /// the topmost one's.
    ///
    /// GTK's modality no longer blocks the windows below (see `showAsWindow`), so each of them
    /// hands its keys here.
    var keyboardTarget: Widget? { shownPresenters.last?.cardWidget }

    /// The presenters on screen, the first level first.
    private var shownPresenters: [AlertPresenter] { order.levels.map(\.presenter) }

    /// Where `presenter` shows now: over this window, in its content area, on its dim.
    private func place(of presenter: AlertPresenter) -> AlertPlace {
        // Layers just put back around a window's new content report no size until their next
        // allocation, which keeps the old size and so is never reported: the size known last
        // stands until a real one comes.
        if layers.allocatedWidth > 0, layers.allocatedHeight > 0 {
            knownSize = (layers.allocatedWidth, layers.allocatedHeight)
        }
        return AlertPlace(window: windowObject, size: knownSize, dim: dim(under: presenter))
    }

    private func show(_ presenter: AlertPresenter) {
        if let dimStyleClass { dim.removeCSSClass(dimStyleClass) }
        dimStyleClass = presenter.acquireStyleClass()
        if let dimStyleClass { dim.addCSSClass(dimStyleClass) }
        let opacity = presenter.dimOpacity
        let animate = presenter.animationsEnabled
        pendingDim?.cancel()
        pendingDim = nil
        guard presenter.alert.presentation == .window else {
            startDim(opacity: opacity, animate: animate)
            showCard(of: presenter)
            return
        }
        showCard(of: presenter)
        // The alert's own window paints first, and the dim follows at its first frame: dimming
        // repaints the whole parent, which over a heavy window takes longer than the alert's
        // own first paint, and the user is waiting for the alert. (Faded in, the dim's first
        // frame is transparent anyway.) Measured both ways on GTK 4.8: dimmed at once, the
        // parent painted first and the alert showed in 55 to 64 ms instead of 25 to 27, and
        // both were done no sooner. Only the dim waits: the parent was blocked when this host
        // was made.
        guard let alertWindow = presenter.window, order.levels.first?.presenter === presenter else { return }
        pendingDim = FirstFrameWait(alertWindow, atMostMilliseconds: AlertMetrics.dimDelayLimitMilliseconds) {
            [weak self, weak presenter] in
            guard let self, let presenter, self.order.levels.first?.presenter === presenter else { return }
            self.pendingDim = nil
            self.startDim(opacity: opacity, animate: animate)
        }
    }

    private func startDim(opacity: Double, animate: Bool) {
        chromeDim.dim(opacity: opacity)
        Fade.run(dim, to: opacity, milliseconds: AlertMetrics.fadeInMilliseconds, animate: animate)
    }

    private func showNested(_ entry: HostedAlert, over below: AlertPresenter) {
        let presenter = entry.presenter
        let nestedDim = DrawingArea()
        nestedDim.addCSSClass("alert-dim")
        nestedDim.opacity = 0
        layers.addLayer(nestedDim)
        // The focus to give back is in the window that holds the card below: its own, for an
        // alert in a window of its own (the block takes it away, and the parent's focus is
        // not the one it had).
        let focus = (below.window ?? windowObject)?.focusedWidget.map(FocusMemory.init)
        entry.level = HostedAlert.Level(
            dim: nestedDim, block: InteractionBlock([below.cardWidget].compactMap { $0 }), focus: focus)
        if let styleClass = presenter.acquireStyleClass() { nestedDim.addCSSClass(styleClass) }
        Fade.run(
            nestedDim, to: presenter.dimOpacity, milliseconds: AlertMetrics.fadeInMilliseconds,
            animate: presenter.animationsEnabled)
        showCard(of: presenter)
    }

    /// Shows `presenter`'s card: in the window's layers, which only the host writes, or in a
    /// window of its own.
    private func showCard(of presenter: AlertPresenter) {
        guard let card = presenter.show(on: self, at: place(of: presenter)) else { return }
        layers.addLayer(card)
        presenter.cardIsPlaced()
    }

    func cardFaded(_ card: Widget) {
        guard card.parent?.isSameObject(as: layers) == true else { return }
        AlertCard.takeFocus(outOf: card)
        FadedCard.hideForAMoment(card, in: layers)
    }

    /// The scheme changed while alerts are up: each card takes the new look, and each dim the
    /// new theme's opacity at once, as libadwaita's dialogs restyle.
    private func styleSchemeChanged() {
        for presenter in shownPresenters { presenter.applyStyleScheme() }
        if let first = shownPresenters.first, pendingDim == nil {
            startDim(opacity: first.dimOpacity, animate: false)
        }
        for entry in order.levels.dropFirst() {
            guard let level = entry.level else { continue }
            Fade.run(level.dim, to: entry.presenter.dimOpacity, milliseconds: 0, animate: false)
        }
    }

    private func layersResized() {
        // Inside the overlay's allocation, before it allocates the cards (the dim comes first):
        // a card resized now is placed for the new size in this very frame, never one frame
        // too wide for its window.
        for presenter in shownPresenters { presenter.parentResized(to: place(of: presenter)) }
    }

    private func tearDown(animated: Bool) {
        guard let window = windowObject else { return }
        for id in windowHandlers { window.disconnect(id) }
        windowHandlers = []
        for id in fontHandlers { window.display.settings.disconnect(id) }
        fontHandlers = []
        keyboardScope?.end()
        keyboardScope = nil
        styleSchemeObserver?.end()
        styleSchemeObserver = nil
        pendingDim?.cancel()
        pendingDim = nil
        contentBlock.restore(focusing: savedFocus.flatMap { $0.widget.isDescendant(of: window) ? $0 : nil })
        let dim = self.dim
        let layers = self.layers
        let chromeDim = self.chromeDim
        chromeDim.restore()
        let animate = animated && window.isMapped && window.display.settings.animationsEnabled
        Fade.run(dim, to: 0, milliseconds: AlertMetrics.fadeOutMilliseconds, animate: animate) {
            if dim.parent != nil { layers.removeLayer(dim) }
            chromeDim.finishRestoring()
        }
        // Detach last: this may free the host itself.
        window.setAttachedValue(nil, forKey: Self.attachmentKey)
    }

    private func connectWindowHandlers(_ window: Window) {
        // A window that is hidden or destroyed takes its alerts with it; the callers get
        // `.dismissed`. Handlers hold the host weakly: the window owns the host.
        windowHandlers.append(
            window.onPropertyChange("visible") { [weak self] in
                guard let self, let window = self.windowObject, !window.isVisible else { return }
                self.dismissAll()
            })
        windowHandlers.append(
            window.connect("destroy") { [weak self] in
                self?.dismissAll()
            })
        windowHandlers.append(
            window.onCloseRequest { [weak self] in
                self?.closeRequested() ?? false
            })
        windowHandlers.append(
            window.onPropertyChange(window.rootChildPropertyName) { [weak self] in
                self?.rootChildChanged()
            })
    }

    /// The window is asked to close (`gtk_window_close`, Ctrl+W, the window manager) while an
    /// alert is up: the alert on top backs out as Escape does (its cancel-role button, even a
    /// disabled one, else `.dismissed`) and the window stays, as libadwaita 1.7's dialogs do.
    ///
    /// An answer is never skipped by closing, and the next close closes. (The app's own
    /// close-request handlers connected before the alert still run first: GTK calls handlers in
    /// the order they were connected.)
    ///
    /// A button's action that closes the window ("Close without saving") is the answer itself:
    /// that close goes through, and the caller still gets the pressed button; so does a close
    /// from a completion, which runs once the alert has its answer.
    private func closeRequested() -> Bool {
        guard let top = shownPresenters.last, !presenters.contains(where: \.isAnswering) else { return false }
        top.cancel()
        return true
    }

    /// Code outside the library (a window made in C switching pages with
    /// `gtk_window_set_child`, or libadwaita's `set_content`) replaced the window's content,
    /// and so took the layers, with the alerts and dims, out of the window.
    ///
    /// The layers go back around the new content, which is blocked in turn: the alerts stay up
    /// and still answer, as libadwaita's dialogs stay up over a window whose content changes.
    private func rootChildChanged() {
        guard !isReinstallingLayers, let window = windowObject, !window.isDestroyed else { return }
        isReinstallingLayers = true
        defer { isReinstallingLayers = false }
        let (content, changed) = window.reinstall(layers)
        guard changed else { return }
        contentBlock.restore()
        contentBlock = InteractionBlock([content].compactMap { $0 } + blockedBesideContent)
        for presenter in shownPresenters { presenter.parentResized(to: place(of: presenter)) }
        if let top = shownPresenters.last, top.alert.presentation == .inWindow {
            top.cardParts?.keepFocusAfterReparenting()
        }
    }

    /// The window's layers overlay; windows made elsewhere, libadwaita's included, get one
    /// wrapped around their content once (see `Window.installLayers`).
    private static func ensureLayers(in window: Window) -> Overlay {
        window.installLayers()
    }
}
