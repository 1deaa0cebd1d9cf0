import CAdwaita
import GtkAlertsToolkit

/// Driving GLib's main loop from synchronous code, with time limits.
@MainActor
enum Pump {
    /// Runs the main loop (blocking for events) until `condition` holds or `milliseconds` pass.
    ///
    /// - Returns: whether the condition held.
    @discardableResult
    static func run(until condition: () -> Bool, timeoutMilliseconds milliseconds: Int) -> Bool {
        if condition() { return true }
        let timer = Deadline()
        let action = MainLoop.schedule(afterMilliseconds: milliseconds) { timer.passed = true }
        while !condition(), !timer.passed { MainLoop.iterate(mayBlock: true) }
        action.cancel()
        return condition()
    }

    /// Runs the main loop for `milliseconds`, handling whatever comes (frames, idles, X events).
    static func settle(milliseconds: Int) {
        guard milliseconds > 0 else {
            spin(100)
            return
        }
        run(until: { false }, timeoutMilliseconds: milliseconds)
    }

    /// Handles what is pending without waiting, at most `iterations` times.
    static func spin(_ iterations: Int) {
        for _ in 0..<iterations where !MainLoop.iterate(mayBlock: false) { break }
    }

    /// Monotonic time in milliseconds (GLib's clock, which GDK's frame clock also uses).
    static var now: Double { Double(g_get_monotonic_time()) / 1000 }
}

/// Set by the timer when the time limit has passed.
@MainActor
private final class Deadline {
    var passed = false
}

/// Watches one window's frame clock for the first `after-paint` at which `isDone` holds.
@MainActor
final class PaintWatch {
    private var hook: (clock: Object, id: SignalHandlerID)?

    /// Starts watching the frame clock of `widget`'s window; nil when it has none (unrealized).
    ///
    /// `whenDone` runs inside that `after-paint` handler, right after the time is taken (to
    /// stop an instruction count at the same moment).
    init?(
        _ widget: Widget, isDone: @escaping @MainActor () -> Bool = { true },
        whenDone: @escaping @MainActor () -> Void = {}
    ) {
        let state = PaintState()
        guard
            let hook = widget.onAfterPaint({
                guard state.paintedAt == nil else { return }
                let time = Pump.now
                if isDone() {
                    state.paintedAt = time
                    whenDone()
                }
            })
        else { return nil }
        self.hook = hook
        self.state = state
    }

    private let state: PaintState

    /// Waits until the watched paint happened or `milliseconds` passed; then stops watching.
    ///
    /// - Returns: the time of the paint, or nil on time-out.
    func wait(timeoutMilliseconds milliseconds: Int) -> Double? {
        Pump.run(until: { state.paintedAt != nil }, timeoutMilliseconds: milliseconds)
        stop()
        return state.paintedAt
    }

    /// Disconnects from the frame clock.
    private func stop() {
        if let hook { hook.clock.disconnect(hook.id) }
        hook = nil
    }
}

/// When the watched paint ended, in `Pump.now` milliseconds: shared with the handler.
@MainActor
private final class PaintState {
    var paintedAt: Double?
}
