internal import CGtkAlertsGtk

/// A container that stacks layers above one main child.
@MainActor
public final class Overlay: Widget {
    var overlayPointer: OpaquePointer { pointer }

    /// Creates an empty overlay.
    public init() {
        super.init(takingNew: OpaquePointer(gtk_overlay_new()!))
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
}
