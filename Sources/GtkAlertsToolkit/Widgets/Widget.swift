internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Orientation of boxes and measurements.
public enum Orientation: Sendable {
    /// Left to right (right to left in right-to-left layouts).
    case horizontal
    /// Top to bottom.
    case vertical

    var gtkValue: GtkOrientation {
        self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
    }
}

/// How a widget uses the space its parent gives it along one axis.
public enum Alignment: Sendable {
    /// Takes all the space given.
    case fill
    /// At the start: left (right in right-to-left layouts), or top.
    case start
    /// At the end: right (left in right-to-left layouts), or bottom.
    case end
    /// In the middle.
    case center

    var gtkValue: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}

/// Text direction, for right-to-left layouts.
public enum TextDirection: Sendable {
    /// Latin, Cyrillic, Greek and most other scripts.
    case leftToRight
    /// Arabic, Hebrew and other right-to-left scripts: layouts are mirrored.
    case rightToLeft

    /// The direction new widgets get, from the locale unless set.
    public static var `default`: TextDirection {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set { gtk_widget_set_default_direction(newValue.gtkValue) }
    }

    var gtkValue: GtkTextDirection {
        self == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
    }
}

/// A widget's minimum and natural size along one axis, in pixels.
public struct SizeRequest: Equatable, Sendable {
    /// The smallest size the widget accepts.
    public var minimum: Int
    /// The size the widget would like.
    public var natural: Int
}

/// Any GTK widget.
@MainActor
public class Widget: Object {
    var widgetPointer: UnsafeMutablePointer<GtkWidget> { .init(pointer) }

    /// Wraps a widget pointer obtained from GTK (taking a reference of its own).
    static func wrap(_ raw: UnsafeMutablePointer<GtkWidget>?) -> Widget? {
        guard let raw else { return nil }
        return Widget(owning: OpaquePointer(raw))
    }

    /// Wraps an existing widget of any kind, such as one built by a GtkBuilder file.
    public convenience init(_ other: Widget) {
        self.init(owning: other.pointer)
    }

    // MARK: Tree

    /// The widget's parent, if it has one.
    public var parent: Widget? { Widget.wrap(gtk_widget_get_parent(widgetPointer)) }

    /// The window this widget is in, if it is in one.
    public var window: Window? {
        guard let root = gtk_widget_get_root(widgetPointer) else { return nil }
        let rootWidget = Widget(owning: root)
        guard rootWidget.isInstance(of: gtk_window_get_type()) else { return nil }
        return Window(owning: rootWidget.pointer)
    }

    /// The display the widget is shown on.
    public var display: Display {
        Display(owning: gtk_widget_get_display(widgetPointer)!)
    }

    /// The widget's children, first to last.
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widgetPointer)
        while let current = child {
            result.append(Widget(owning: OpaquePointer(current)))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// Every widget inside this one, depth first.
    public var descendants: [Widget] {
        children.flatMap { [$0] + $0.descendants }
    }

    /// Whether the widget was in a window that has been destroyed (and so is in no window now,
    /// though it was): nothing can be shown over it any more.
    package var wasInDestroyedWindow: Bool { Window.wasInDestroyedWindow(self) }

    /// Whether `self` is `other` or lies inside it.
    public func isDescendant(of other: Widget) -> Bool {
        gtk_widget_is_ancestor(widgetPointer, other.widgetPointer) != 0 || pointer == other.pointer
    }

    /// Removes the widget from its parent container.
    public func unparent() {
        gtk_widget_unparent(widgetPointer)
    }

    // MARK: Appearance

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget and all its ancestors are visible and it is mapped to the screen.
    public var isMapped: Bool { gtk_widget_get_mapped(widgetPointer) != 0 }

    /// Whether the widget has been realized (has a surface to draw to).
    public var isRealized: Bool { gtk_widget_get_realized(widgetPointer) != 0 }

    /// Whether the widget reacts to input; insensitive widgets look greyed out.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether pointer events can target this widget and its children.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widgetPointer) != 0 }
        set { gtk_widget_set_can_target(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether this widget or any of its children can take the keyboard focus.
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widgetPointer) != 0 }
        set { gtk_widget_set_can_focus(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether children are clipped to the widget's rounded border box.
    public var clipsChildren: Bool {
        get { gtk_widget_get_overflow(widgetPointer) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widgetPointer, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// The widget's opacity, 0 (invisible) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widgetPointer) }
        set { gtk_widget_set_opacity(widgetPointer, newValue) }
    }

    /// The widget's name, usable as `#name` in CSS.
    public var name: String {
        get { String(cString: gtk_widget_get_name(widgetPointer)) }
        set { gtk_widget_set_name(widgetPointer, newValue) }
    }

    /// Adds a CSS style class.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widgetPointer, name) }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widgetPointer, name) }

    /// Whether the widget has a CSS style class.
    public func hasCSSClass(_ name: String) -> Bool {
        gtk_widget_has_css_class(widgetPointer, name) != 0
    }

    /// The text direction the widget lays out in.
    public var direction: TextDirection {
        get { gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set { gtk_widget_set_direction(widgetPointer, newValue.gtkValue) }
    }

    /// Text shown when the pointer rests on the widget.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widgetPointer, newValue) }
    }

    // MARK: Layout

    /// Whether the widget takes extra horizontal space.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widgetPointer) != 0 }
        set { gtk_widget_set_hexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra vertical space.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widgetPointer) != 0 }
        set { gtk_widget_set_vexpand(widgetPointer, newValue ? 1 : 0) }
    }

    /// Horizontal alignment inside the space the parent gives.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widgetPointer)) }
        set { gtk_widget_set_halign(widgetPointer, newValue.gtkValue) }
    }

    /// Vertical alignment inside the space the parent gives.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widgetPointer)) }
        set { gtk_widget_set_valign(widgetPointer, newValue.gtkValue) }
    }

    /// Sets all four margins, in pixels (0…32,767).
    public func setMargins(top: Int, bottom: Int, start: Int, end: Int) {
        gtk_widget_set_margin_top(widgetPointer, Self.margin(top))
        gtk_widget_set_margin_bottom(widgetPointer, Self.margin(bottom))
        gtk_widget_set_margin_start(widgetPointer, Self.margin(start))
        gtk_widget_set_margin_end(widgetPointer, Self.margin(end))
    }

    /// GTK keeps margins in 16 bits, and refuses negative ones.
    private static func margin(_ value: Int) -> Int32 { Int32(min(max(0, value), Int(Int16.max))) }

    /// Requests a minimum size in pixels; -1 leaves an axis unset.
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widgetPointer, Int32(clamping: max(-1, width)), Int32(clamping: max(-1, height)))
    }

    /// Measures the widget along `orientation`, for the given size of the other axis (-1: any).
    ///
    /// A size below the widget's minimum on the other axis counts as that minimum: GTK never
    /// allocates less, and newer GTK (4.18) warns when asked to measure for less.
    public func measure(_ orientation: Orientation, forSize size: Int = -1) -> SizeRequest {
        var forSize = Int32(clamping: max(-1, size))
        if forSize >= 0 {
            var oppositeMinimum: Int32 = 0
            let opposite = orientation == .horizontal ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
            gtk_widget_measure(widgetPointer, opposite, -1, &oppositeMinimum, nil, nil, nil)
            forSize = max(forSize, oppositeMinimum)
        }
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widgetPointer, orientation.gtkValue, forSize, &minimum, &natural, nil, nil)
        return SizeRequest(minimum: Int(minimum), natural: Int(natural))
    }

    /// The width GTK last allocated, in pixels.
    public var allocatedWidth: Int { Int(gtk_widget_get_width(widgetPointer)) }

    /// The height GTK last allocated, in pixels.
    public var allocatedHeight: Int { Int(gtk_widget_get_height(widgetPointer)) }

    /// The widget's allocated rectangle in the coordinates of `ancestor`, if it has one.
    public func bounds(relativeTo ancestor: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rectangle = graphene_rect_t()
        guard gtk_widget_compute_bounds(widgetPointer, ancestor.widgetPointer, &rectangle) != 0 else {
            return nil
        }
        return (
            Double(rectangle.origin.x), Double(rectangle.origin.y),
            Double(rectangle.size.width), Double(rectangle.size.height)
        )
    }

    /// The size of the monitor the widget is shown on (the first monitor before it is shown),
    /// in pixels, if the display has one.
    public var monitorSize: (width: Int, height: Int)? {
        let display = gtk_widget_get_display(widgetPointer)
        var monitor: OpaquePointer?
        if let native = gtk_widget_get_native(widgetPointer), let surface = gtk_native_get_surface(native) {
            monitor = gdk_display_get_monitor_at_surface(display, surface)
        }
        if monitor == nil, let monitors = gdk_display_get_monitors(display), g_list_model_get_n_items(monitors) > 0 {
            let first = g_list_model_get_item(monitors, 0)
            monitor = OpaquePointer(first)
            g_object_unref(first)  // The list keeps its own reference.
        }
        guard let monitor else { return nil }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        return (Int(geometry.width), Int(geometry.height))
    }

    /// Asks GTK to measure and allocate the widget again.
    public func queueResize() { gtk_widget_queue_resize(widgetPointer) }

    // MARK: Focus

    /// Moves the keyboard focus to this widget; `false` when it cannot take it.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widgetPointer) != 0 }

    /// Gives the keyboard focus back to this widget as the user left it.
    ///
    /// A text field taking the focus selects its whole text (GTK's `gtk-entry-select-on-focus`),
    /// so the next key would replace what the user typed: one that gets the focus back keeps its
    /// cursor and selection instead.
    @discardableResult
    package func regainFocus() -> Bool {
        // Out of every window (its own went away first) there is nothing to focus, and GTK's
        // text fields would ask a missing root for it (a critical).
        guard gtk_widget_get_root(widgetPointer) != nil else { return false }
        if isInstance(of: gtk_text_get_type()) {
            return gtk_text_grab_focus_without_selecting(UnsafeMutablePointer(pointer)) != 0
        }
        if isInstance(of: gtk_entry_get_type()) {
            return gtk_entry_grab_focus_without_selecting(UnsafeMutablePointer(pointer)) != 0
        }
        return grabFocus()
    }

    /// Whether this widget has the keyboard focus within its window.
    public var hasFocus: Bool { gtk_widget_has_focus(widgetPointer) != 0 }

    /// Whether the focus is on this widget or inside it.
    public var containsFocus: Bool {
        guard let window, let focus = window.focusedWidget else { return false }
        return focus.isDescendant(of: self)
    }

    /// Moves the focus to the next (or previous) focusable child inside this widget, as Tab does.
    @discardableResult
    public func moveFocus(backward: Bool = false) -> Bool {
        gtk_widget_child_focus(widgetPointer, backward ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD) != 0
    }

    /// Does what the widget's mnemonic does (a button clicks), as Alt and the mnemonic key
    /// would; `false` if nothing handled it.
    @discardableResult
    public func activateMnemonic() -> Bool {
        gtk_widget_mnemonic_activate(widgetPointer, 0) != 0
    }

    // MARK: Actions

    /// Makes `group`'s actions reachable from this widget and its children as `prefix.name`.
    package func insertActionGroup(_ group: ActionGroup?, prefix: String) {
        if group != nil { StoredClosures.of(self).addActionGroup(prefix: prefix) }
        gtk_widget_insert_action_group(widgetPointer, prefix, group?.pointer)
    }

    /// Activates the action `name` (such as `alert.cancel`) as a shortcut would; `false` if none.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widgetPointer, name, nil) != 0
    }

    /// Adds an event controller (such as a `ShortcutController`) to the widget.
    ///
    /// Adding it again to the same widget does nothing.
    ///
    /// - Precondition: the controller is not on another widget (GTK allows one).
    package func addController(_ controller: ShortcutController) {
        if let current = gtk_event_controller_get_widget(controller.pointer) {
            precondition(
                current == widgetPointer,
                "addController: the controller is already on a \(String(cString: g_type_name_from_instance(UnsafeMutablePointer(OpaquePointer(current))))); remove it there first or make a new one"
            )
            return
        }
        // gtk_widget_add_controller takes a reference (transfer full); the wrapper keeps its own.
        g_object_ref(gpointer(controller.pointer))
        gtk_widget_add_controller(widgetPointer, controller.pointer)
    }

    // MARK: Accessibility

    /// The accessible role the widget was created with.
    public var accessibleRole: AccessibleRole {
        AccessibleRole(gtk_accessible_get_accessible_role(accessiblePointer))
    }

    /// Declares that `label` names this widget for assistive technologies.
    public func setAccessibleLabelledBy(_ label: Widget?) {
        setRelation(GTK_ACCESSIBLE_RELATION_LABELLED_BY, to: label)
    }

    /// Declares that `description` describes this widget for assistive technologies.
    public func setAccessibleDescribedBy(_ description: Widget?) {
        setRelation(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, to: description)
    }

    /// Sets the accessible name, for widgets with no visible label.
    public func setAccessibleLabel(_ label: String) {
        gtkshim_accessible_set_label(accessiblePointer, label)
    }

    /// Marks the widget's value invalid (or valid again) for assistive technologies, where GTK
    /// reports that state as an invalid entry; elsewhere does nothing (see
    /// `reportsInvalidEntries`), and the error message relation and the description say it.
    public func setAccessibleInvalid(_ invalid: Bool) {
        guard Self.reportsInvalidEntries else { return }
        gtkshim_accessible_set_invalid(accessiblePointer, invalid ? 1 : 0)
    }

    /// Whether GTK sends the `invalid` state to AT-SPI as an invalid entry.
    ///
    /// GTK 4.8 sends it as AT-SPI's `invalid`, the mark of a dead object: Orca then ignores the
    /// field whenever it takes the focus, and the user hears nothing. GTK 4.14 and later send
    /// `invalid-entry` (the change came between 4.10 and 4.14; the releases between stay on the
    /// safe side).
    static var reportsInvalidEntries: Bool {
        let version = Toolkit.version
        return (version.major, version.minor) >= (4, 14)
    }

    /// Whether the widget is labelled by exactly `label` (needs `GTK_A11Y=test`).
    package func isAccessibleLabelled(by label: Widget) -> Bool {
        relationMatches(GTK_ACCESSIBLE_RELATION_LABELLED_BY, label)
    }

    /// Whether the widget is described by exactly `description` (needs `GTK_A11Y=test`).
    package func isAccessibleDescribed(by description: Widget) -> Bool {
        relationMatches(GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description)
    }

    var accessiblePointer: OpaquePointer { pointer }

    private func setRelation(_ relation: GtkAccessibleRelation, to target: Widget?) {
        if let target {
            gtkshim_accessible_set_relation(accessiblePointer, relation, target.accessiblePointer)
        } else {
            gtkshim_accessible_reset_relation(accessiblePointer, relation)
        }
    }

    private func relationMatches(_ relation: GtkAccessibleRelation, _ target: Widget) -> Bool {
        guard let difference = gtkshim_accessible_check_relation(accessiblePointer, relation, target.accessiblePointer)
        else {
            return true
        }
        g_free(difference)
        return false
    }
}

extension Alignment {
    init(_ value: GtkAlign) {
        switch value {
        case GTK_ALIGN_START: self = .start
        case GTK_ALIGN_END: self = .end
        case GTK_ALIGN_CENTER: self = .center
        default: self = .fill
        }
    }
}
