internal import GtkAlertsToolkit

/// Animates a widget's opacity on the frame clock; instant when animations are off.
///
/// A fade holds its widget weakly and always ends: on its last frame, or by a deadline when no
/// frames come (a hidden window stops its frame clock), at once when its widget is unmapped.
/// Ending removes the tick callback and the deadline, so nothing of a fade outlives it, and a
/// widget is never kept alive by its own animation. A new fade of the same widget ends the one
/// running first.
@MainActor
final class Fade {
    private static let attachmentKey = "gtk-alerts-fade"

    private let widget: WeakObjectReference
    private let target: Double
    private var completion: (@MainActor () -> Void)?
    private var isFinished = false
    private var tickID: UInt?
    private var deadline: ScreenDeadline?

    private init(widget: Widget, target: Double, completion: (@MainActor () -> Void)?) {
        self.widget = widget.makeWeakReference()
        self.target = target
        self.completion = completion
    }

    /// Fades `widget` from its current opacity to `target` over `milliseconds`, then calls
    /// `completion` exactly once (at once when animations are off or the widget is not shown).
    static func run(
        _ widget: Widget, to target: Double, milliseconds: Int, animate: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        // Interrupted where it is: the new fade starts from the opacity on screen.
        (widget.attachedValue(forKey: attachmentKey) as? Fade)?.finish(settingTarget: false)
        let start = widget.opacity
        guard animate, widget.isMapped, milliseconds > 0, abs(start - target) > 0.001 else {
            widget.opacity = target
            completion?()
            return
        }
        let fade = Fade(widget: widget, target: target, completion: completion)
        widget.setAttachedValue(fade, forKey: attachmentKey)
        var startTime: Int64?
        let duration = Double(milliseconds) * 1000  // µs
        // The tick holds the fade weakly: the widget owns the tick, and the fade (through its
        // completion) may own the widget.
        fade.tickID = widget.addTickCallback { [weak fade] frameTime in
            guard let fade, let widget = fade.widget.widget() else { return false }
            let began = startTime ?? frameTime
            startTime = began
            let progress = min(1, Double(frameTime - began) / duration)
            let eased = 1 - (1 - progress) * (1 - progress)  // ease-out
            widget.opacity = start + (target - start) * eased
            if progress >= 1 {
                fade.finish()
                return false
            }
            return true
        }
        // No frame will come to a widget that left the screen (its window hidden or closed);
        // ending then frees what waits for the end.
        fade.deadline = ScreenDeadline(on: widget, afterMilliseconds: milliseconds + 150) { fade.finish() }
    }

    /// Whether a fade of `widget` is running.
    static func isRunning(on widget: Widget) -> Bool {
        widget.attachedValue(forKey: attachmentKey) is Fade
    }

    /// Ends the fade, once: at its target, or where it is when a new fade takes over.
    private func finish(settingTarget: Bool = true) {
        guard !isFinished else { return }
        isFinished = true
        let completion = self.completion
        self.completion = nil
        deadline?.cancel()
        deadline = nil
        if let widget = widget.widget() {
            if let tickID { widget.removeTickCallback(tickID) }
            if settingTarget { widget.opacity = target }
            if widget.attachedValue(forKey: Self.attachmentKey) === self {
                widget.setAttachedValue(nil, forKey: Self.attachmentKey)
            }
        }
        tickID = nil
        completion?()
    }
}
