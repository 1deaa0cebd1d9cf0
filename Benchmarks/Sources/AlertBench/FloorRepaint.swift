import GtkAlerts
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
///
/// An alert in a window of its own also opens a window, which costs more than a repaint: its
/// floor (`withWindow`) opens a bare one as well, modal and transient for the parent, with no
/// decorations (as ours as a window) and an empty child of the card's size, and "present"
/// waits for that window's first paint and the parent's with the layer; "dismiss" destroys
/// the window with the layer.
@MainActor
final class FloorRepaint: Contender {
    /// The layer's style class (ParentWindow's stylesheet gives it the dim's look).
    static let styleClass = "bench-floor"
    /// The bare window's child: the size of our two-button card.
    ///
    /// Its width follows its content (a short title and a one-line text: the minimum); its
    /// height was measured as 147 px when cards took 70 % of the parent, and one-line text
    /// keeps it at this width.
    static let cardSize = (width: AlertStyle.standard.minimumWidth, height: 147)

    private let parent: ParentWindow
    /// Whether a bare window opens with the layer (the floor of a window of its own).
    private let withWindow: Bool
    private var layer: Box?
    /// The bare window while it is up.
    private var window: Window?

    /// Over a libadwaita window, first wraps its content in a layers overlay (once, before
    /// any timing), as the toolkit's own windows have from the start.
    init(over parent: ParentWindow, withWindow: Bool = false) {
        self.parent = parent
        self.withWindow = withWindow
        _ = parent.window.installLayers()
    }

    func present() {
        if withWindow {
            let window = Window(role: .alertDialog, isDecorated: false)
            window.isModal = true
            window.isResizable = false
            window.transientParent = parent.window
            let child = Box(.vertical)
            child.setSizeRequest(width: Self.cardSize.width, height: Self.cardSize.height)
            window.child = child
            window.present()
            self.window = window
        }
        guard let layers = parent.window.layers else { return }
        let layer = Box(.vertical)
        layer.addCSSClass(Self.styleClass)
        layer.expandsHorizontally = true
        layer.expandsVertically = true
        layers.addLayer(layer)
        self.layer = layer
    }

    var paintingWidget: Widget? { window ?? parent.window }

    /// With a window, its child laid out; else the layer drawn.
    var isDrawn: Bool {
        if let child = window?.child { return child.isMapped && child.allocatedWidth > 1 }
        return layerIsDrawn
    }

    /// With a window: the layer drawn over the parent (the present waits for this paint too).
    var parentIsDimmed: Bool? { withWindow ? layerIsDrawn : nil }

    /// With a window: one present is both paints, as the window floor is defined.
    var presentWaitsForDim: Bool { withWindow }

    /// The layer mapped and covering the whole content.
    private var layerIsDrawn: Bool {
        guard let layer, let layers = parent.window.layers else { return false }
        return layer.isMapped && layer.allocatedWidth == layers.allocatedWidth
            && layer.allocatedHeight == layers.allocatedHeight
    }

    func dismiss() {
        window?.destroy()
        window = nil
        guard let layer else { return }
        parent.window.layers?.removeLayer(layer)
        self.layer = nil
    }

    /// Its own layer gone: the floor timed in turns with an alert must not wait for that
    /// alert's card, which stays in the layers, hidden, for a while after it faded.
    var parentIsClear: Bool { layer == nil }

    func ownedObjects() -> [WeakProbe] { [] }
}
