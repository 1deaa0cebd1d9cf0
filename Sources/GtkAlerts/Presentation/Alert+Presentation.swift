public import GtkAlertsToolkit

extension Alert {
    /// Shows the alert over the window `widget` is in, and waits for the response.
    ///
    /// Any widget will do, however deeply nested: the whole window is dimmed and blocked.
    /// When that window already shows an alert, this one waits its turn. Cancelling the
    /// calling task dismisses the alert (the result is then `.dismissed`).
    ///
    /// - Parameter widget: any widget in the parent window (or the window itself).
    /// - Returns: the pressed button (and the text field's text), or `.dismissed`.
    @MainActor
    public func present(over widget: Widget) async -> AlertResponse {
        let presented = PresentedHandle()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<AlertResponse, Never>) in
                presented.handle = present(over: widget) { continuation.resume(returning: $0) }
                if Task.isCancelled { presented.handle?.dismiss() }  // Cancelled before it showed.
            }
        } onCancel: {
            // Cancelled from the main thread (an alert's action, a completion), the alert ends
            // now: a remembered answer must not run for a caller that has already given up
            // when its turn comes in the same turn of the main loop.
            if MainLoop.isOnMainThread {
                MainActor.assumeIsolated { presented.handle?.dismiss() }
            } else {
                Task { @MainActor in presented.handle?.dismiss() }
            }
        }
    }

    /// Shows the alert over the window `widget` is in, and calls `completion` with the
    /// response: the form for code that is not `async`.
    ///
    /// - Parameters:
    ///   - widget: any widget in the parent window (or the window itself).
    ///   - completion: runs once, on the main actor, when the alert ends.
    /// - Returns: a handle to dismiss the alert from code.
    @MainActor
    @discardableResult
    public func present(
        over widget: Widget, completion: @escaping @MainActor (AlertResponse) -> Void
    ) -> AlertHandle {
        MainLoop.noteIfMainQueueIsUnreachable()
        let presenter = AlertPresenter(alert: self, display: widget.display, completion: completion)
        let handle = AlertHandle(presenter: presenter)
        AlertHost.present(presenter, over: widget)
        return handle
    }

    /// Shows the alert while `operation` runs, and takes it down when the operation ends.
    ///
    /// Pressing a cancel-role button (or Escape) cancels the operation's task; any other
    /// button press or dismissal cancels it too, since nobody is left watching. An alert the
    /// operation presents on the same window (a question such as "Replace report.pdf?") shows
    /// at once on top of the progress alert, as an alert presented from inside another does.
    ///
    /// - Parameters:
    ///   - widget: any widget in the parent window.
    ///   - progress: the progress the alert's `.progress` content shows, handed to `operation`.
    ///   - operation: the work; it should check for cancellation.
    /// - Returns: what the operation returned.
    /// - Throws: what the operation threw, or `CancellationError` when the user cancelled.
    @MainActor
    public func run<Result: Sendable>(
        over widget: Widget, progress: AlertProgress,
        operation: @escaping @MainActor (AlertProgress) async throws -> Result
    ) async throws -> Result {
        let running = RunningOperation()
        let handle = present(over: widget) { _ in running.cancel() }
        running.progressAlert = handle
        let work = running.start(operation, progress: progress)
        if !handle.isActive { work.cancel() }  // Dismissed at once: its window was gone.
        defer { handle.dismiss() }
        return try await withTaskCancellationHandler {
            try await work.value
        } onCancel: {
            work.cancel()
        }
    }
}

extension Alert {
    /// The alerts up or queued on the window `widget` is in, current first.
    @MainActor
    public static func presented(over widget: Widget) -> [AlertHandle] {
        guard let window = widget.window ?? (widget as? Window),
            let host = AlertHost.existingHost(for: window)
        else { return [] }
        return host.presenters.map(AlertHandle.init(presenter:))
    }
}

/// Carries the handle to the cancellation handler, which may run on another thread.
@MainActor
private final class PresentedHandle {
    var handle: AlertHandle?
}
