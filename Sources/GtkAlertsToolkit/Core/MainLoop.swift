internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// GLib's main loop, which GTK needs running to draw and deliver input.
///
/// Swift's main actor keeps working inside it: `Toolkit.initialize()` attaches a source that
/// drains the Dispatch main queue whenever it has work, so `Task { @MainActor in … }`,
/// `Task.sleep` and continuations resumed on the main actor all run while `run()` blocks.
@MainActor
public final class MainLoop {
    /// Whether the calling thread is the main thread, whose GLib loop runs GTK.
    package nonisolated static var isOnMainThread: Bool { gtkshim_is_main_thread() != 0 }

    private let loop: OpaquePointer

    /// Creates a loop on GLib's default context.
    public init() {
        loop = g_main_loop_new(nil, 0)
    }

    isolated deinit {
        g_main_loop_unref(loop)
    }

    /// Runs until `quit()`.
    ///
    /// - Precondition: not called from a main-actor task started while GLib's loop was running
    ///   (such as a `Task` in a button handler): the loop would run inside that task, and no
    ///   other main-actor task could run until it returned.
    public func run() {
        precondition(
            gtkshim_is_draining_main_queue() == 0,
            "MainLoop.run() was called from a main-actor task while GLib's main loop runs it; every other task would hang until it returned. Call run() once, from top-level code, and await what you need inside tasks instead (for example `await alert.present(over:)`)"
        )
        g_main_loop_run(loop)
    }

    /// Whether `run()` may be called here: `false` inside a main-actor task that GLib's loop
    /// is running (see `run()`).
    package static var canRunNestedLoop: Bool { gtkshim_is_draining_main_queue() == 0 }

    private static var saidMainQueueIsUnreachable = false

    /// Says once, on standard error, when the main thread is inside a GLib loop that runs a
    /// context other than the default one: main-actor tasks, and so every `await` on an alert,
    /// then wait until that loop returns, and nothing else would say why.
    package static func noteIfMainQueueIsUnreachable() {
        guard !saidMainQueueIsUnreachable, gtkshim_main_queue_is_reachable() == 0 else { return }
        saidMainQueueIsUnreachable = true
        gtkshim_print_to_stderr(
            "GtkAlerts: the main thread runs a GLib main loop on a context other than the default one, "
                + "so main-actor tasks (and `await alert.present(over:)`) wait until it returns; "
                + "run GLib's default context, or use present(over:completion:)")
    }

    /// Makes `run()` return.
    public func quit() { g_main_loop_quit(loop) }

    /// Whether `run()` is running.
    public var isRunning: Bool { g_main_loop_is_running(loop) != 0 }

    /// Handles pending events once; with `mayBlock`, waits for one if there is none.
    ///
    /// Returns whether anything was handled.
    @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }

    /// Runs `action` once, after `milliseconds`, from the main loop.
    ///
    /// Returns a token that cancels it.
    @discardableResult
    public static func schedule(afterMilliseconds milliseconds: Int, _ action: @escaping @MainActor () -> Void)
        -> ScheduledAction
    {
        addSource(priority: G_PRIORITY_DEFAULT, milliseconds: milliseconds, action)
    }

    private static func addSource(
        priority: Int32, milliseconds: Int, _ action: @escaping @MainActor () -> Void
    ) -> ScheduledAction {
        let box = Unmanaged.passRetained(ScheduledActionBox(action)).toOpaque()
        let id = g_timeout_add_full(
            priority, guint(clamping: milliseconds),
            { data in
                let box = Unmanaged<ScheduledActionBox>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.action() }
                return 0  // G_SOURCE_REMOVE: runs once.
            }, box,
            { data in
                Unmanaged<ScheduledActionBox>.fromOpaque(data!).release()
            })
        return ScheduledAction(sourceID: id)
    }
}

/// A pending `MainLoop.schedule` action.
public struct ScheduledAction: Sendable {
    let sourceID: guint

    /// Cancels the action if it has not run yet.
    @MainActor
    public func cancel() {
        if let source = g_main_context_find_source_by_id(nil, sourceID) {
            g_source_destroy(source)
        }
    }
}

private final class ScheduledActionBox {
    let action: @MainActor () -> Void
    init(_ action: @escaping @MainActor () -> Void) { self.action = action }
}
