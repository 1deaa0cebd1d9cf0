import GtkAlertsToolkit

/// The floor: what any dimming alert costs at least, with no alert at all.
///
/// A dim changes every pixel of the parent, so no dimming alert can be cheaper than one full
/// repaint of it. `gtk_widget_queue_draw` on the window is not that: GTK 4 keeps each widget's
/// render nodes, the new frame's nodes equal the old ones, and the renderer, diffing them,
/// redraws next to nothing. What a dim really causes is a new full-window layer in the
/// window's overlay: the content's nodes are reused, but the renderer draws every pixel again
/// under the new layer. So that is the floor: "present" adds a full-window translucent layer
/// (a plain box, the dim's colour, no card) and waits for the paint that shows it; "dismiss"
/// removes it and waits for the paint without it.
@MainActor
final class FloorRepaint: Contender {
    /// The layer's style class (ParentWindow's stylesheet gives it the dim's look).
    static let styleClass = "bench-floor"

    private let parent: ParentWindow
    private var layer: Box?

    /// Over a libadwaita window, first wraps its content in a layers overlay (once, before
    /// any timing), as the toolkit's own windows have from the start.
    init(over parent: ParentWindow) {
        self.parent = parent
        _ = parent.window.installLayers()
    }

    func present() {
        guard let layers = parent.window.layers else { return }
        let layer = Box(.vertical)
        layer.addCSSClass(Self.styleClass)
        layer.expandsHorizontally = true
        layer.expandsVertically = true
        layers.addLayer(layer)
        self.layer = layer
    }

    var paintingWidget: Widget? { parent.window }

    /// The layer mapped and covering the whole content.
    var isDrawn: Bool {
        guard let layer, let layers = parent.window.layers else { return false }
        return layer.isMapped && layer.allocatedWidth == layers.allocatedWidth
            && layer.allocatedHeight == layers.allocatedHeight
    }

    func dismiss() {
        guard let layer else { return }
        parent.window.layers?.removeLayer(layer)
        self.layer = nil
    }

    var parentIsClear: Bool { (parent.window.layers?.children.count ?? 1) <= 1 }

    func ownedObjects() -> [WeakProbe] { [] }
}
