internal import CGtk

extension Window {
    /// The size of the monitor the window is on, or of the display's first monitor while the
    /// window has no surface yet; for tests that check a window fits on screen.
    package var monitorSize: (width: Int, height: Int)? {
        let display = gtk_widget_get_display(widgetPointer)
        var monitor: OpaquePointer?
        if let native = gtk_widget_get_native(widgetPointer), let surface = gtk_native_get_surface(native) {
            monitor = gdk_display_get_monitor_at_surface(display, surface)
        }
        if monitor == nil, let monitors = gdk_display_get_monitors(display), g_list_model_get_n_items(monitors) > 0 {
            let first = g_list_model_get_item(monitors, 0)
            monitor = OpaquePointer(first)
            // The list hands out a reference; the display keeps its monitors alive anyway.
            g_object_unref(first)
        }
        guard let monitor else { return nil }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        return (Int(geometry.width), Int(geometry.height))
    }
}
