internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// A top-level window.
///
/// Its content sits inside a built-in `Overlay` (`layers`), so alerts and other layers can be
/// drawn above the content without moving, and so re-realising, any of it. The title bar sits
/// inside the layers too, above the content, as libadwaita's windows keep theirs: a dimming
/// layer covers the whole window, title bar included.
/// A window lives until it is closed: `destroy()` it, never just drop it.
@MainActor
public final class Window: Widget {
    var windowPointer: UnsafeMutablePointer<GtkWindow> { .init(pointer) }

    /// Creates an empty, hidden window.
    ///
    /// - Parameters:
    ///   - role: the accessible role; `.alertDialog` for alert windows.
    ///   - isDecorated: whether it has a title bar and borders (see `isDecorated`); a window
    ///     made undecorated builds no header bar at all.
    public init(role: AccessibleRole = .window, isDecorated: Bool = true) {
        let raw = gtkshim_widget_new_with_role(gtk_window_get_type(), role.gtkValue)!
        super.init(takingNew: OpaquePointer(raw))
        // GTK holds top-level windows in its window list; closing them is explicit.
        installFrame(decorated: isDecorated)
    }

    /// The style class of the overlay that holds a window's content and the layers above it.
    public static let layersStyleClass = "window-layers"

    override init(owning pointer: OpaquePointer) {
        super.init(owning: pointer)
    }

    /// The overlay holding the window's content and the layers above it, if it has one.
    ///
    /// Only the overlay made for that (CSS class `window-layers`) counts: an app's own overlay
    /// as the content has children of its own that an alert must block, not sit among.
    public var layers: Overlay? {
        guard let root = rootChild, root.isInstance(of: gtk_overlay_get_type()),
            root.hasCSSClass(Window.layersStyleClass)
        else { return nil }
        return Overlay(owning: root.pointer)
    }

    /// The window's content.
    public var child: Widget? {
        get {
            if let frame { return frameContent(in: frame) }
            return layers?.child ?? rootChild
        }
        set {
            if let frame {
                setFrameContent(newValue, in: frame)
            } else if let layers {
                layers.child = newValue
            } else {
                rootChild = newValue
            }
        }
    }

    /// The text in the title bar.
    public var title: String? {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// The size the window opens with, in pixels (-1: natural).
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, Int32(clamping: max(-1, width)), Int32(clamping: max(-1, height)))
    }

    /// The size the window asks for, in pixels: what the app set, and after that the size the
    /// user resized it to (GTK keeps `default-width` and `default-height` in step, and notifies
    /// them).
    package var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        // GTK 4.8 writes both: a null for either crashes it.
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the user can resize the window.
    public var isResizable: Bool {
        get { gtk_window_get_resizable(windowPointer) != 0 }
        set { gtk_window_set_resizable(windowPointer, newValue ? 1 : 0) }
    }

    /// Whether the window has the keyboard focus of its display (GTK's `is-active`).
    public var isActive: Bool { gtk_window_is_active(windowPointer) != 0 }

    /// Whether the window blocks the others of the application while shown.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set { gtk_window_set_modal(windowPointer, newValue ? 1 : 0) }
    }

    /// Puts the window in a window group of its own, so that its modality blocks no other
    /// window.
    ///
    /// GTK makes a modal window modal through a grab in the window's group, and every window
    /// starts in the one default group: a modal window then takes the input of every window
    /// of the process, not only of the window it is transient for.
    package func joinNewWindowGroup() {
        let group = gtk_window_group_new()
        // The window holds the group from here on.
        gtk_window_group_add_window(group, windowPointer)
        g_object_unref(gpointer(group))
    }

    /// Keeps the window centred over its transient parent where nothing else places it.
    ///
    /// On X11 with no window manager, GTK 4 has no API to place a window and the server leaves
    /// it at the screen's corner; the window is then moved each time its size changes. Call
    /// before presenting it.
    package func keepCentredOverParentWhereUnplaced() {
        gtkshim_window_centre_where_unplaced(windowPointer)
    }

    /// Whether the window has a title bar and borders.
    public var isDecorated: Bool {
        get { gtk_window_get_decorated(windowPointer) != 0 }
        set {
            gtk_window_set_decorated(windowPointer, newValue ? 1 : 0)
            if frame != nil { showFrameTitlebar(newValue) }
        }
    }

    /// The window this one stays above and is centred on by the window manager.
    public var transientParent: Window? {
        get { gtk_window_get_transient_for(windowPointer).map { Window(owning: OpaquePointer($0)) } }
        set { gtk_window_set_transient_for(windowPointer, newValue?.windowPointer) }
    }

    /// Sets the widget shown in place of the title bar; `nil` puts the standard header bar back.
    ///
    /// In windows made by `Window()` the title bar goes above the content, inside the layers.
    public func setTitlebar(_ titlebar: Widget?) {
        if let frame {
            setFrameTitlebar(titlebar, in: frame)
        } else {
            gtk_window_set_titlebar(windowPointer, titlebar?.widgetPointer)
        }
    }

    /// The widget shown as the title bar: the one set by `setTitlebar(_:)`, the standard header
    /// bar of a window made by `Window()`, or `nil` where GTK draws its own.
    public var titlebar: Widget? {
        if let frame { return frameTitlebar(in: frame) }
        return Widget.wrap(gtk_window_get_titlebar(windowPointer))
    }

    /// The widget with the keyboard focus in this window.
    public var focusedWidget: Widget? {
        get { Widget.wrap(gtk_window_get_focus(windowPointer)) }
        set { gtk_window_set_focus(windowPointer, newValue?.widgetPointer) }
    }

    /// Shows the window and asks to bring it to the front.
    public func present() { gtk_window_present(windowPointer) }

    /// Where the window's own coordinates (those of `bounds(relativeTo:)`) start on its surface.
    ///
    /// Past the shadow a client-side decorated window draws around itself: a test driver that
    /// sees the surface (a browser showing broadway) adds it to find a widget.
    package var originOnSurface: (x: Double, y: Double) {
        guard let native = gtk_widget_get_native(widgetPointer) else { return (0, 0) }
        var x = 0.0
        var y = 0.0
        gtk_native_get_surface_transform(native, &x, &y)
        return (x, y)
    }

    /// Where the pointer is over the window, in the window's own coordinates (those of
    /// `bounds(relativeTo:)`), or `nil` while it is over no part of the window.
    ///
    /// On Wayland no client learns where its windows are on screen: an input test finds that
    /// out by moving the pointer to a screen point and asking the window where it landed.
    package var pointerPosition: (x: Double, y: Double)? {
        guard let native = gtk_widget_get_native(widgetPointer), let surface = gtk_native_get_surface(native),
            let seat = gdk_display_get_default_seat(gtk_widget_get_display(widgetPointer)),
            let pointer = gdk_seat_get_pointer(seat)
        else { return nil }
        var x = 0.0
        var y = 0.0
        guard gdk_device_get_surface_at_position(pointer, &x, &y) == surface else { return nil }
        // Surface coordinates start outside the window's shadow, if it has one.
        var shadowX = 0.0
        var shadowY = 0.0
        gtk_native_get_surface_transform(native, &shadowX, &shadowY)
        return (x - shadowX, y - shadowY)
    }

    /// Asks the window to close, as the title bar's close button does (emits `close-request`).
    public func close() { gtk_window_close(windowPointer) }

    /// Destroys the window: GTK drops it from its window list, and its widget tree is torn down
    /// at once (children are released and every signal handler disconnected), even while Swift
    /// wrappers still hold the window object itself.
    public func destroy() {
        markContentDestroyed()
        gtk_window_destroy(windowPointer)
        // GTK 4 leaves disposal to the last unref; a wrapper may outlive the window, so dispose
        // now, as GTK 3's gtk_widget_destroy did. Disposing twice is harmless, but not from
        // inside the disposal (a `destroy` handler that destroys its window again).
        guard gtk_widget_in_destruction(widgetPointer) == 0 else { return }
        g_object_run_dispose(objectPointer)
    }

    /// Runs `handler` when the user or code asks to close the window; return `true` to keep it.
    @discardableResult
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalHandlerID {
        connectReturningStop("close-request", handler: handler)
    }

    private static let destroyedContentKey = "gtk-alerts-content-of-destroyed-window"

    /// Marks the window's content as having been in a window that is gone: disposal takes the
    /// content out, and a widget in it must not look like one never put in a window.
    func markContentDestroyed() {
        for content in [rootChild, child].compactMap({ $0 }) {
            g_object_set_data(content.objectPointer, Self.destroyedContentKey, gpointer(bitPattern: 1))
        }
    }

    /// Whether `widget`, in no window now, was in one that is destroyed or being destroyed: an
    /// ancestor was marked by `destroy()`, or is a layers overlay (only ever made as a window's
    /// content) that has lost its window, as during the window's disposal.
    static func wasInDestroyedWindow(_ widget: Widget) -> Bool {
        guard gtk_widget_get_root(widget.widgetPointer) == nil else { return false }
        var current: UnsafeMutablePointer<GtkWidget>? = widget.widgetPointer
        while let node = current {
            if g_object_get_data(
                UnsafeMutableRawPointer(node).assumingMemoryBound(to: GObject.self), destroyedContentKey) != nil
                || gtk_widget_has_css_class(node, layersStyleClass) != 0
            {
                return true
            }
            current = gtk_widget_get_parent(node)
        }
        return false
    }

    /// Whether the window was destroyed: GTK no longer lists it among its top-level windows.
    public var isDestroyed: Bool { !Window.isListed(pointer) }

    static func isListed(_ window: OpaquePointer) -> Bool {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var node = list
        while let current = node {
            if current.pointee.data == UnsafeMutableRawPointer(window) { return true }
            node = current.pointee.next
        }
        return false
    }

    /// Every top-level window GTK knows about.
    public static var all: [Window] {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var result: [Window] = []
        var node = list
        while let current = node {
            if let data = current.pointee.data { result.append(Window(owning: OpaquePointer(data))) }
            node = current.pointee.next
        }
        return result
    }
}
