internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// The id GLib gave a connected handler; pass it back to disconnect.
public struct SignalHandlerID: Hashable, Sendable {
    let rawValue: UInt
}

/// The Swift closure a signal handler runs, boxed so C can carry it as `gpointer`.
///
/// The box is retained once when connected and released by GLib's `GClosureNotify` when the
/// handler goes away (disconnect or the object's dispose). The release is deferred to the next
/// idle so that a box is never freed while its own callback is still on the stack.
final class SignalClosureBox<Body>: @unchecked Sendable {  // Touched on the main thread only.
    let body: Body

    init(_ body: Body) {
        self.body = body
        MainActor.assumeIsolated { SignalClosureBoxCounter.live += 1 }
    }

    deinit {
        // Boxes are created and released on the main thread only (see `releaseLater`).
        MainActor.assumeIsolated { SignalClosureBoxCounter.live -= 1 }
    }

    /// The retained pointer handed to GLib.
    func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a pointer made by `retainedPointer()`, without taking ownership.
    static func borrow(_ data: gpointer?) -> SignalClosureBox<Body> {
        Unmanaged<SignalClosureBox<Body>>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// How many signal closure boxes are alive: a leak check for tests and benchmarks.
@MainActor
package enum SignalClosureBoxCounter {
    /// The number of boxes not yet released.
    package static var live = 0
}

/// Releases one retained box on the next idle of the GLib main loop (a `GClosureNotify`), so a
/// box is never freed inside its own callback.
func releaseLater(_ data: gpointer?, _ closure: UnsafeMutablePointer<GClosure>?) {
    guard let data else { return }
    g_idle_add_full(
        G_PRIORITY_DEFAULT_IDLE,
        { data in
            Unmanaged<AnyObject>.fromOpaque(data!).release()
            return gboolean(0)  // G_SOURCE_REMOVE
        }, data, nil)
}

typealias VoidBody = @MainActor () -> Void
typealias BoolBody = @MainActor () -> Bool
typealias PointerBody = @MainActor (OpaquePointer?) -> Void
typealias IntIntBody = @MainActor (Int, Int) -> Void
typealias PointerPointerBoolBody = @MainActor (OpaquePointer?, UnsafeMutableRawPointer?) -> Bool

// One trampoline per C signature. GLib calls these on the main thread only, which is what
// makes `assumeIsolated` sound.
private let voidTrampoline: GtkShimVoidHandler = { _, data in
    let box = SignalClosureBox<VoidBody>.borrow(data)
    MainActor.assumeIsolated { box.body() }
}

private let boolTrampoline: GtkShimBoolHandler = { _, data in
    let box = SignalClosureBox<BoolBody>.borrow(data)
    return MainActor.assumeIsolated { box.body() } ? 1 : 0
}

private let pointerTrampoline: GtkShimVoidPointerHandler = { _, argument, data in
    nonisolated(unsafe) let argument = argument
    let box = SignalClosureBox<PointerBody>.borrow(data)
    MainActor.assumeIsolated { box.body(OpaquePointer(argument)) }
}

private let intIntTrampoline: GtkShimVoidIntIntHandler = { _, first, second, data in
    let box = SignalClosureBox<IntIntBody>.borrow(data)
    MainActor.assumeIsolated { box.body(Int(first), Int(second)) }
}

private let pointerPointerBoolTrampoline: GtkShimBoolPointerPointerHandler = {
    _, first, second, data in
    nonisolated(unsafe) let first = first
    nonisolated(unsafe) let second = second
    let box = SignalClosureBox<PointerPointerBoolBody>.borrow(data)
    return MainActor.assumeIsolated { box.body(OpaquePointer(first), second) } ? 1 : 0
}

/// Every trampoline, so a widget's Swift handlers can be found and dropped (`StoredClosures`).
nonisolated(unsafe) let signalTrampolines: [gpointer] = [
    unsafeBitCast(voidTrampoline, to: gpointer.self),
    unsafeBitCast(boolTrampoline, to: gpointer.self),
    unsafeBitCast(pointerTrampoline, to: gpointer.self),
    unsafeBitCast(intIntTrampoline, to: gpointer.self),
    unsafeBitCast(pointerPointerBoolTrampoline, to: gpointer.self),
]

extension Object {
    /// Widgets watch for being left detached, when their stored closures are dropped.
    func noteStoredClosure() {
        guard let widget = self as? Widget else { return }
        _ = StoredClosures.of(widget)
    }

    /// Connects a handler with no arguments and no return value (`clicked`, `destroy`, …).
    @discardableResult
    package func connect(_ signal: String, handler: @escaping @MainActor () -> Void)
        -> SignalHandlerID
    {
        noteStoredClosure()
        let box = SignalClosureBox<VoidBody>(handler)
        let id = gtkshim_connect_void(
            gpointer(pointer), signal, voidTrampoline, box.retainedPointer(), releaseLater)
        return SignalHandlerID(rawValue: UInt(id))
    }

    /// Connects a handler whose result stops the signal when `true` (`close-request`, …).
    @discardableResult
    package func connectReturningStop(
        _ signal: String, handler: @escaping @MainActor () -> Bool
    ) -> SignalHandlerID {
        noteStoredClosure()
        let box = SignalClosureBox<BoolBody>(handler)
        let id = gtkshim_connect_bool(
            gpointer(pointer), signal, boolTrampoline, box.retainedPointer(), releaseLater)
        return SignalHandlerID(rawValue: UInt(id))
    }

    /// Connects to `notify::property`: the handler runs after the property changed.
    @discardableResult
    package func onPropertyChange(_ property: String, handler: @escaping @MainActor () -> Void)
        -> SignalHandlerID
    {
        connectWithPointer("notify::\(property)") { _ in handler() }
    }

    /// Disconnects a handler; its closure box is released on the next idle.
    public func disconnect(_ id: SignalHandlerID) {
        g_signal_handler_disconnect(gpointer(pointer), gulong(id.rawValue))
    }

    /// Emits a signal that takes no arguments and returns nothing.
    package func emit(_ signal: String) {
        gtkshim_emit_void(gpointer(pointer), signal)
    }

    func connectWithPointer(_ signal: String, handler: @escaping PointerBody) -> SignalHandlerID {
        noteStoredClosure()
        let box = SignalClosureBox<PointerBody>(handler)
        let id = gtkshim_connect_void_pointer(
            gpointer(pointer), signal, pointerTrampoline, box.retainedPointer(), releaseLater)
        return SignalHandlerID(rawValue: UInt(id))
    }

    func connectWithTwoIntegers(_ signal: String, handler: @escaping IntIntBody) -> SignalHandlerID {
        noteStoredClosure()
        let box = SignalClosureBox<IntIntBody>(handler)
        let id = gtkshim_connect_void_int_int(
            gpointer(pointer), signal, intIntTrampoline, box.retainedPointer(), releaseLater)
        return SignalHandlerID(rawValue: UInt(id))
    }

    func connectWithTwoPointers(_ signal: String, handler: @escaping PointerPointerBoolBody)
        -> SignalHandlerID
    {
        noteStoredClosure()
        let box = SignalClosureBox<PointerPointerBoolBody>(handler)
        let id = gtkshim_connect_bool_pointer_pointer(
            gpointer(pointer), signal, pointerPointerBoolTrampoline, box.retainedPointer(),
            releaseLater)
        return SignalHandlerID(rawValue: UInt(id))
    }
}
