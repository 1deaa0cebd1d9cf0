internal import CGtkAlertsGtk

/// A plain widget that reports its size: the one widget GTK 4.8 tells, by a signal, when its
/// allocation changes.
@MainActor
package final class DrawingArea: Widget {
    /// Creates an empty drawing area; CSS still draws its background and border.
    package init() {
        super.init(takingNew: OpaquePointer(gtk_drawing_area_new()!))
    }

    /// Runs `handler` with the new width and height, in pixels, whenever the allocation changes
    /// size (and when first allocated).
    @discardableResult
    package func onResize(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) -> SignalHandlerID {
        connectWithTwoIntegers("resize", handler: handler)
    }
}
