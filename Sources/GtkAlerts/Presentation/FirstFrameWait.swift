internal import GtkAlertsToolkit

/// Runs an action once: at a widget's next frame, before GTK lays it out and paints it, or
/// after a time limit if no frame comes first; whichever is earlier.
///
/// The limit is there because a frame may never come, or come late: broadway paints at most
/// once a second for a page nobody watches, a window manager may hold a new window back, and
/// a hidden window has no frames at all. Cancelling, or the action running, removes the tick
/// callback and the timer: nothing of a wait outlives it.
@MainActor
final class FirstFrameWait {
    private let widget: WeakObjectReference
    private var action: (@MainActor () -> Void)?
    private var tickID: UInt?
    private var timer: ScheduledAction?

    /// Calls `action` at `widget`'s next frame, or after `milliseconds` at the latest.
    init(_ widget: Widget, atMostMilliseconds milliseconds: Int, _ action: @escaping @MainActor () -> Void) {
        self.widget = widget.makeWeakReference()
        self.action = action
        // Both hold the wait weakly: its owner decides how long it may run, by keeping it.
        tickID = widget.addTickCallback { [weak self] _ in
            self?.tickID = nil  // Ends by returning false.
            self?.fire()
            return false
        }
        timer = MainLoop.schedule(afterMilliseconds: milliseconds) { [weak self] in
            self?.timer = nil  // Ends by returning.
            self?.fire()
        }
    }

    isolated deinit { cancel() }

    /// Drops the action if it has not run yet.
    func cancel() {
        action = nil
        timer?.cancel()
        timer = nil
        if let tickID, let widget = widget.widget() { widget.removeTickCallback(tickID) }
        tickID = nil
    }

    private func fire() {
        let action = self.action
        cancel()
        action?()
    }
}
