internal import CGtk

/// GLib's main loop, which GTK needs running to draw and deliver input.
///
/// Swift's main actor keeps working inside it: `Toolkit.initialize()` attaches a source that
/// drains the Dispatch main queue whenever it has work, so `Task { @MainActor in … }`,
/// `Task.sleep` and continuations resumed on the main actor all run while `run()` blocks.
@MainActor
public final class MainLoop {
    private let loop: OpaquePointer

    /// Creates a loop on GLib's default context.
    public init() {
        loop = g_main_loop_new(nil, 0)
    }

    isolated deinit {
        g_main_loop_unref(loop)
    }

    /// Runs until `quit()`.
    public func run() { g_main_loop_run(loop) }

    /// Makes `run()` return.
    public func quit() { g_main_loop_quit(loop) }

    /// Whether `run()` is running.
    public var isRunning: Bool { g_main_loop_is_running(loop) != 0 }

    /// Handles pending events once; with `mayBlock`, waits for one if there is none.
    /// Returns whether anything was handled.
    @discardableResult
    public static func iterate(mayBlock: Bool = false) -> Bool {
        g_main_context_iteration(nil, mayBlock ? 1 : 0) != 0
    }

    /// Runs `action` once, after `milliseconds`, from the main loop. Returns a token that
    /// cancels it.
    @discardableResult
    public static func schedule(afterMilliseconds milliseconds: Int, _ action: @escaping @MainActor () -> Void)
        -> ScheduledAction
    {
        let box = Unmanaged.passRetained(ScheduledActionBox(action)).toOpaque()
        let id = g_timeout_add_full(G_PRIORITY_DEFAULT, guint(max(0, milliseconds)), { data in
            let box = Unmanaged<ScheduledActionBox>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.action() }
            return 0  // G_SOURCE_REMOVE: runs once.
        }, box, { data in
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
