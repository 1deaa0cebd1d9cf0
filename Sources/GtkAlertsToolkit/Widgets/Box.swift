internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// A container that lines its children up in a row or a column.
@MainActor
public final class Box: Widget {
    var boxPointer: OpaquePointer { pointer }

    /// Creates an empty box.
    ///
    /// - Parameters:
    ///   - orientation: row (`.horizontal`) or column (`.vertical`).
    ///   - spacing: pixels between children.
    ///   - role: the accessible role; `.group` for a plain container.
    public init(_ orientation: Orientation, spacing: Int = 0, role: AccessibleRole = .group) {
        let raw = gtkshim_widget_new_with_role(gtk_box_get_type(), role.gtkValue)!
        super.init(takingNew: OpaquePointer(raw))
        self.orientation = orientation
        self.spacing = spacing
    }

    override init(owning pointer: OpaquePointer) {
        super.init(owning: pointer)
    }

    /// A wrapper of `widget` when it is a box (for example one found among a page's widgets).
    package static func wrapping(_ widget: Widget) -> Box? {
        widget.isInstance(of: gtk_box_get_type()) ? Box(owning: widget.pointer) : nil
    }

    /// Whether children line up in a row or a column.
    public var orientation: Orientation {
        get {
            gtk_orientable_get_orientation(pointer) == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
        }
        set { gtk_orientable_set_orientation(pointer, newValue.gtkValue) }
    }

    /// Pixels between children.
    public var spacing: Int {
        get { Int(gtk_box_get_spacing(UnsafeMutablePointer(boxPointer))) }
        set { gtk_box_set_spacing(UnsafeMutablePointer(boxPointer), Int32(clamping: max(0, newValue))) }
    }

    /// Whether every child gets the same size along the box's orientation.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(UnsafeMutablePointer(boxPointer)) != 0 }
        set { gtk_box_set_homogeneous(UnsafeMutablePointer(boxPointer), newValue ? 1 : 0) }
    }

    /// Adds a child at the end.
    public func append(_ child: Widget) { gtk_box_append(UnsafeMutablePointer(boxPointer), child.widgetPointer) }

    /// Adds a child at the start.
    public func prepend(_ child: Widget) { gtk_box_prepend(UnsafeMutablePointer(boxPointer), child.widgetPointer) }

    /// Moves `child` (already in the box) to just after `sibling`, or to the start for `nil`,
    /// without taking it out: it keeps the focus and its place in the accessibility tree.
    public func reorderChild(_ child: Widget, after sibling: Widget?) {
        gtk_box_reorder_child_after(UnsafeMutablePointer(boxPointer), child.widgetPointer, sibling?.widgetPointer)
    }

    /// Removes a child.
    public func remove(_ child: Widget) { gtk_box_remove(UnsafeMutablePointer(boxPointer), child.widgetPointer) }
}
