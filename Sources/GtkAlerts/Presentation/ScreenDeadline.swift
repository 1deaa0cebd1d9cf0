internal import GtkAlertsToolkit

/// A timed action that comes early, on the next main-loop turn, when its widget leaves the
/// screen.
///
/// What waits on a widget (a fade's end, a faded card's removal) must not outlive its window:
/// a hidden or closed window draws no more frames and needs no grace, and waiting would keep
/// its content alive. The action never runs from inside the unmap, where GTK is taking that
/// part of the tree down.
@MainActor
final class ScreenDeadline {
    private let widget: WeakObjectReference
    private var timer: ScheduledAction?
    private var unmapHandler: SignalHandlerID?

    /// Runs `action` once, after `milliseconds` or on the turn after `widget` is unmapped,
    /// whichever comes first, unless cancelled.
    init(on widget: Widget, afterMilliseconds milliseconds: Int, _ action: @escaping @MainActor () -> Void) {
        self.widget = widget.makeWeakReference()
        timer = MainLoop.schedule(afterMilliseconds: milliseconds, action)
        unmapHandler = widget.connect("unmap") { [weak self] in
            guard let self else { return }
            timer?.cancel()
            timer = MainLoop.schedule(afterMilliseconds: 0, action)
        }
    }

    /// Drops the action if it has not run, and stops watching the widget.
    func cancel() {
        timer?.cancel()
        timer = nil
        if let unmapHandler, let widget = widget.widget() { widget.disconnect(unmapHandler) }
        unmapHandler = nil
    }
}
