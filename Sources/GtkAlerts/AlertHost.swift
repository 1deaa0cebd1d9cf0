internal import Gtk

/// The alerts of one window: the dim layer, the blocked content, the saved focus and the
/// queue. Lives attached to the window while it has alerts, and goes away with the last one.
@MainActor
final class AlertHost {
    private static let attachmentKey = "gtk-alerts-host"

    let layers: Overlay
    let window: WeakObjectReference
    private let content: Widget?
    private let savedInteraction: [(widget: Widget, canTarget: Bool, canFocus: Bool)]
    private let savedFocus: Widget?
    private let parentBlocker: ParentBlocker
    private let dim: Box
    private var current: AlertPresenter?
    private var queue: [AlertPresenter] = []
    private var windowHandlers: [SignalHandlerID] = []
    private var windowObject: Window? { window.window() }

    /// The host of `window`, created (blocking and dimming the window) if it has none.
    static func host(for window: Window) -> AlertHost {
        if let existing = window.attachedValue(forKey: attachmentKey) as? AlertHost { return existing }
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
        content = layers.child
        savedFocus = window.focusedWidget
        // Block pointer and keyboard input to everything but the alert, without making
        // anything insensitive (which would restyle, and re-snapshot, the whole window).
        // The window's other children are its title bar, custom or GTK's own (which
        // `titlebar` does not return): its buttons must not take Tab or clicks either.
        let layers = self.layers
        let chrome = window.children.filter { !$0.isSameObject(as: layers) }
        savedInteraction = ([content].compactMap { $0 } + chrome).map { ($0, $0.canTarget, $0.canFocus) }
        for (widget, _, _) in savedInteraction {
            widget.canTarget = false
            widget.canFocus = false
        }
        parentBlocker = ParentBlocker(blocking: savedInteraction.map(\.widget))
        dim = Box(.vertical, role: .other)
        dim.addCSSClass("alert-dim")
        dim.opacity = 0
        layers.addLayer(dim)
        connectWindowHandlers(window)
    }

    /// Shows `presenter` now, or after the alerts already up or queued.
    func enqueue(_ presenter: AlertPresenter) {
        if current == nil {
            show(presenter)
        } else {
            queue.append(presenter)
        }
    }

    /// Removes a queued presenter that was dismissed before its turn.
    func removeFromQueue(_ presenter: AlertPresenter) {
        queue.removeAll { $0 === presenter }
    }

    /// Called by the current presenter once it has a response; shows the next or tears down.
    func presenterDidFinish(_ presenter: AlertPresenter) {
        guard current === presenter else { return }
        current = nil
        if !queue.isEmpty {
            show(queue.removeFirst())
        } else {
            tearDown(animated: true)
        }
    }

    /// Dismisses everything, at once: the window is closing.
    func dismissAll() {
        let pending = [current].compactMap { $0 } + queue
        queue = []
        for presenter in pending { presenter.finish(.dismissed, animated: false) }
        // Finishing the current presenter tears down; this covers a host left with none.
        if current == nil, !windowHandlers.isEmpty { tearDown(animated: false) }
    }

    /// The presenters up or waiting, current first.
    var presenters: [AlertPresenter] { [current].compactMap { $0 } + queue }

    private func show(_ presenter: AlertPresenter) {
        current = presenter
        let style = presenter.alert.style
        if let styleClass = AlertStylesheet.installed(on: presenter.display).styleClass(for: style) {
            dim.addCSSClass(styleClass)
        }
        Fade.run(dim, to: style.effectiveDimOpacity(darkTheme: presenter.isDarkTheme),
                 milliseconds: AlertMetrics.fadeInMilliseconds, animate: presenter.animationsEnabled)
        presenter.show(in: self)
    }

    private func tearDown(animated: Bool) {
        guard let window = windowObject else { return }
        for id in windowHandlers { window.disconnect(id) }
        windowHandlers = []
        for (widget, canTarget, canFocus) in savedInteraction {
            widget.canTarget = canTarget
            widget.canFocus = canFocus
        }
        parentBlocker.release()
        if let savedFocus, savedFocus.isDescendant(of: window) {
            savedFocus.grabFocus()
        }
        let dim = self.dim
        let layers = self.layers
        let animate = animated && window.isMapped && window.display.settings.animationsEnabled
        Fade.run(dim, to: 0, milliseconds: AlertMetrics.fadeOutMilliseconds, animate: animate) {
            if dim.parent != nil { layers.removeLayer(dim) }
        }
        // Detach last: this may free the host itself.
        window.setAttachedValue(nil, forKey: Self.attachmentKey)
    }

    private func connectWindowHandlers(_ window: Window) {
        // A window that is hidden or destroyed takes its alerts with it; the callers get
        // `.dismissed`. Handlers hold the host weakly: the window owns the host.
        windowHandlers.append(window.onPropertyChange("visible") { [weak self] in
            guard let self, let window = self.windowObject, !window.isVisible else { return }
            self.dismissAll()
        })
        windowHandlers.append(window.connect("destroy") { [weak self] in
            self?.dismissAll()
        })
    }

    /// The window's layers overlay; windows made elsewhere get one wrapped around their child
    /// once (a one-time re-realisation of that child; windows made by `Window()` have one).
    private static func ensureLayers(in window: Window) -> Overlay {
        if let layers = window.layers { return layers }
        let overlay = Overlay()
        overlay.addCSSClass("window-layers")
        let child = window.rootChild
        window.rootChild = nil
        overlay.child = child
        window.rootChild = overlay
        return overlay
    }
}
