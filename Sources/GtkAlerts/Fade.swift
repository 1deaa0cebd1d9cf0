internal import Gtk

/// Animates a widget's opacity on the frame clock; instant when animations are off.
@MainActor
enum Fade {
    /// Fades `widget` from its current opacity to `target` over `milliseconds`, then calls
    /// `completion` exactly once (at once when animations are off or the widget is not shown).
    static func run(
        _ widget: Widget, to target: Double, milliseconds: Int, animate: Bool,
        completion: (@MainActor () -> Void)? = nil
    ) {
        let start = widget.opacity
        guard animate, widget.isMapped, milliseconds > 0, abs(start - target) > 0.001 else {
            widget.opacity = target
            completion?()
            return
        }
        var finished = false
        let tick = TickRegistration()
        let finish: @MainActor () -> Void = {
            guard !finished else { return }
            finished = true
            // The tick closure holds the widget: when the timer below finishes first (the
            // frame clock may never tick again for a hidden widget), drop it now, or it leaks.
            if let id = tick.id { widget.removeTickCallback(id) }
            widget.opacity = target
            completion?()
        }
        var startTime: Int64?
        let duration = Double(milliseconds) * 1000  // µs
        tick.id = widget.addTickCallback { frameTime in
            guard !finished else { return false }
            let began = startTime ?? frameTime
            startTime = began
            let progress = min(1, Double(frameTime - began) / duration)
            let eased = 1 - (1 - progress) * (1 - progress)  // ease-out
            widget.opacity = start + (target - start) * eased
            if progress >= 1 {
                finish()
                return false
            }
            return true
        }
        // The frame clock stops when a window is hidden; never leave a fade unfinished.
        MainLoop.schedule(afterMilliseconds: milliseconds + 150) { finish() }
    }

    /// The running fade's tick callback, once added.
    private final class TickRegistration {
        var id: UInt?
    }
}
