internal import CGtkAlertsGtk

extension Widget {
    /// Calls `tick` before every frame while the widget is mapped, with the frame time in
    /// microseconds, until it returns `false`, it is removed, or the widget is destroyed or
    /// left without a parent (see the object-lifetime article).
    @discardableResult
    public func addTickCallback(_ tick: @escaping @MainActor (_ frameTimeMicroseconds: Int64) -> Bool) -> UInt {
        let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
        let id = gtk_widget_add_tick_callback(
            widgetPointer,
            { _, clock, data in
                let box = Unmanaged<TickBox>.fromOpaque(data!).takeUnretainedValue()
                let time = gdk_frame_clock_get_frame_time(clock)
                return MainActor.assumeIsolated { box.tick(Int64(time)) } ? 1 : 0
            }, box,
            { data in
                Unmanaged<TickBox>.fromOpaque(data!).release()
            })
        StoredClosures.of(self).addTickCallback(UInt(id))
        return UInt(id)
    }

    /// Stops a tick callback added with `addTickCallback(_:)`.
    public func removeTickCallback(_ id: UInt) {
        gtk_widget_remove_tick_callback(widgetPointer, guint(clamping: id))
    }

    /// Runs `handler` after each frame the widget's window paints.
    @discardableResult
    public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> (clock: Object, id: SignalHandlerID)? {
        guard let clock = gtk_widget_get_frame_clock(widgetPointer) else { return nil }
        let clockObject = Object(owning: clock)
        return (clockObject, clockObject.connect("after-paint", handler: handler))
    }

    /// Asks for a redraw of the widget in the next frame.
    public func queueDraw() { gtk_widget_queue_draw(widgetPointer) }
}

private final class TickBox {
    let tick: @MainActor (Int64) -> Bool
    init(_ tick: @escaping @MainActor (Int64) -> Bool) { self.tick = tick }
}
