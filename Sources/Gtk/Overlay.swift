internal import CGtk

/// A container that stacks layers above one main child.
@MainActor
public final class Overlay: Widget {
    var overlayPointer: OpaquePointer { pointer }

    /// Creates an empty overlay.
    public init() {
        super.init(owning: OpaquePointer(gtk_overlay_new()!))
    }

    override init(owning pointer: OpaquePointer) {
        super.init(owning: pointer)
    }

    /// The main child, which sets the overlay's size.
    public var child: Widget? {
        get { Widget.wrap(gtk_overlay_get_child(overlayPointer)) }
        set { gtk_overlay_set_child(overlayPointer, newValue?.widgetPointer) }
    }

    /// Adds a layer above the main child and the layers added before.
    public func addLayer(_ layer: Widget) {
        gtk_overlay_add_overlay(overlayPointer, layer.widgetPointer)
    }

    /// Removes a layer added with `addLayer(_:)`.
    public func removeLayer(_ layer: Widget) {
        gtk_overlay_remove_overlay(overlayPointer, layer.widgetPointer)
    }

    /// Lets code place layers: `place` gets the layer and the overlay's size and returns its
    /// rectangle, or `nil` to use the layer's own alignment.
    @discardableResult
    public func onPlaceLayer(
        _ place: @escaping @MainActor (_ layer: Widget, _ width: Int, _ height: Int) -> LayerRectangle?
    ) -> SignalHandlerID {
        connectWithTwoPointers("get-child-position") { [weak self] layerPointer, rectanglePointer in
            guard let self, let layerPointer, let rectanglePointer else { return false }
            let layer = Widget(owning: layerPointer)
            guard let placed = place(layer, self.allocatedWidth, self.allocatedHeight) else { return false }
            let rectangle = rectanglePointer.assumingMemoryBound(to: GdkRectangle.self)
            rectangle.pointee = GdkRectangle(
                x: Int32(placed.x), y: Int32(placed.y), width: Int32(placed.width), height: Int32(placed.height))
            return true
        }
    }
}

/// Where an overlay layer goes, in pixels relative to the overlay.
public struct LayerRectangle: Equatable, Sendable {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width.
    public var width: Int
    /// Height.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
