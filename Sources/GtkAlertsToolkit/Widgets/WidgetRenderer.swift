internal import CGtkAlertsGtk

/// Draws a widget, as it looks now, into a texture (and so to PNG) without a screenshot.
@MainActor
package enum WidgetRenderer {
    /// Renders `widget` at its allocated size with its window's renderer.
    ///
    /// - Returns: the texture, or `nil` when the widget is not in a realized window or has no
    ///   size yet (let the main loop lay it out first).
    package static func render(_ widget: Widget) -> Texture? {
        let width = widget.allocatedWidth
        let height = widget.allocatedHeight
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget.widgetPointer),
            let renderer = gtk_native_get_renderer(native)
        else { return nil }
        let paintable = gtk_widget_paintable_new(widget.widgetPointer)
        defer { g_object_unref(gpointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        var viewport = graphene_rect_t()
        graphene_rect_init(&viewport, 0, 0, Float(width), Float(height))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
        return Texture(texture: texture)
    }
}
