internal import CKnownGTKWarnings
internal import GtkAlerts
public import GtkAlertsToolkit

/// Helpers for tests that drive real GTK widgets headlessly (under broadway, or any display).
///
/// GTK has no API to inject input, so tests click buttons with `Button.click()`, press keys
/// through the actions shortcuts are bound to, and let the main loop run with `settle`.
@MainActor
public enum TestDisplay {
    /// Starts GTK once for the test process; fails the test run with a clear message when no
    /// display is reachable.
    ///
    /// The few warnings GTK itself gives whatever a test does (each named, with its versions,
    /// in `CKnownGTKWarnings`) are printed as notes from here on; every other warning stays
    /// fatal under `G_DEBUG=fatal-warnings`. A `.window` alert opens a window of its own on
    /// broadway too, where apps get it drawn in its parent, so that the suites test it there.
    public static func start() {
        do {
            try Toolkit.initialize()
        } catch {
            fatalError("\(error)")
        }
        known_gtk_warnings_install()
        // The suites test `.window` alerts in windows of their own on broadway too.
        AlertPresentation.ownWindowsWherever = true
    }

    /// Runs the GLib main loop until `condition` holds or `timeoutMilliseconds` pass.
    ///
    /// - Returns: whether the condition held.
    @discardableResult
    public static func run(
        until condition: () -> Bool, timeoutMilliseconds: Int = 3000
    ) async -> Bool {
        let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
        while !condition() {
            if ContinuousClock.now > deadline { return false }
            await pumpOnce()
        }
        return true
    }

    /// Runs the main loop for `milliseconds`, handling whatever comes up (layout, frames, idles).
    public static func settle(milliseconds: Int = 50) async {
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while ContinuousClock.now < deadline {
            await pumpOnce()
        }
    }

    /// Presents `window` and runs the main loop until it is mapped and laid out.
    @discardableResult
    public static func show(_ window: Window, width: Int = 480, height: Int = 360) async -> Bool {
        window.setDefaultSize(width: width, height: height)
        window.present()
        let shown = await run(until: { window.isMapped && window.allocatedWidth > 1 })
        await settle(milliseconds: 30)
        return shown
    }

    /// Waits until `widget`'s window has laid out and painted one more frame.
    ///
    /// Broadway without a browser attached paints at most once a second (GDK rate-limits
    /// frames nobody watches), so anything that depends on layout waits for a frame.
    @discardableResult
    public static func nextFrame(of widget: Widget, timeoutMilliseconds: Int = 3000) async -> Bool {
        var painted = false
        guard let hook = widget.onAfterPaint({ painted = true }) else { return false }
        defer { hook.clock.disconnect(hook.id) }
        widget.queueDraw()
        widget.queueResize()
        return await run(until: { painted }, timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Renders `widget` as its window painted it in a fresh frame.
    public static func render(_ widget: Widget) async -> Texture? {
        await nextFrame(of: widget)
        return WidgetRenderer.render(widget)
    }

    /// Renders `widget` until two frames in a row are the same, up to `attempts` frames: the
    /// look once transitions have run, such as a window's change to or from the backdrop
    /// look when a window manager moves the focus between windows.
    public static func renderSettled(_ widget: Widget, attempts: Int = 30) async -> PixelGrid? {
        var last: PixelGrid?
        for _ in 0..<attempts {
            guard let texture = await render(widget) else { return nil }
            let grid = PixelGrid(texture)
            if grid == last { return grid }
            last = grid
        }
        return last
    }

    /// Handles what GLib has pending, then sleeps a millisecond so the test runner's own loop
    /// can drain the main queue (tests run inside a main-queue job, where GLib cannot).
    private static func pumpOnce() async {
        var handled = 0
        while handled < 100, MainLoop.iterate(mayBlock: false) { handled += 1 }
        try? await Task.sleep(for: .milliseconds(1))
    }

    /// Runs idles until the signal closure boxes released by destroyed widgets are freed.
    public static func drainReleases() async {
        await settle(milliseconds: 20)
    }
}
