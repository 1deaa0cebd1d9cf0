internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Where a window keeps its content, for every kind of window: GTK's own, libadwaita's, and
/// windows made elsewhere (in C or by another binding).
///
/// libadwaita's windows (`AdwWindow`, `AdwApplicationWindow`, `AdwPreferencesWindow`) hold
/// their content in a `content` property and end the process with a fatal error if GTK's
/// child is replaced. The property is found at run time through GObject's type system, so
/// the library works over those windows without linking libadwaita.
extension Window {
    /// The name of the property libadwaita's windows keep their content in.
    private static let contentPropertyName = "content"

    /// The window's root content: what sits under its title bar and above nothing else.
    ///
    /// For windows made by `Window()`, the layers overlay. For windows made elsewhere,
    /// whatever they hold: the `content` property where the window's class has a widget-valued
    /// one (libadwaita's windows), else GTK's child. Setting it never replaces a child the
    /// window forbids replacing.
    package var rootChild: Widget? {
        get {
            guard hasContentProperty else { return Widget.wrap(gtk_window_get_child(windowPointer)) }
            // g_object_get hands back a reference of its own: adopt it.
            guard let raw = gtkshim_object_get_object(gpointer(pointer), Self.contentPropertyName) else {
                return nil
            }
            return Widget(adoptingReference: OpaquePointer(raw))
        }
        set {
            if hasContentProperty {
                gtkshim_object_set_object(
                    gpointer(pointer), Self.contentPropertyName, newValue.map { gpointer($0.pointer) })
            } else {
                gtk_window_set_child(windowPointer, newValue?.widgetPointer)
            }
        }
    }

    /// Whether the window's class has a readable, writable, widget-valued `content` property.
    ///
    /// A window class with an unrelated `content` property (a string, say) keeps GTK's child.
    var hasContentProperty: Bool {
        guard let specification = gtkshim_object_find_property(gpointer(pointer), Self.contentPropertyName) else {
            return false
        }
        let flags = specification.pointee.flags.rawValue
        let readWrite = GTKSHIM_PARAM_READABLE | GTKSHIM_PARAM_WRITABLE
        return flags & readWrite == readWrite
            && flags & GTKSHIM_PARAM_CONSTRUCT_ONLY == 0
            && g_type_is_a(specification.pointee.value_type, gtk_widget_get_type()) != 0
    }

    /// The layers overlay, wrapped around the window's content first if the window has none.
    ///
    /// Wrapping happens once per window and re-realises the content that one time; windows
    /// made by `Window()` already have their overlay. The content goes in where the window
    /// keeps it (libadwaita's `content` property), so libadwaita's windows keep GTK's child
    /// (their own frame) untouched.
    public func installLayers() -> Overlay {
        if let layers { return layers }
        let overlay = Overlay()
        overlay.addCSSClass(Window.layersStyleClass)
        // The wrapper keeps the content alive while it has no parent.
        let content = rootChild
        rootChild = nil
        overlay.child = content
        rootChild = overlay
        Self.letContentGo(whenTakenOut: overlay)
        return overlay
    }

    /// Lets the content go the moment code elsewhere takes the overlay out of the window.
    ///
    /// GTK takes the root child out before it puts the new one in, and a widget has one parent:
    /// a C app setting the page its window already shows (nothing happens without a wrapper)
    /// would otherwise find the page still in the overlay and be refused, the window left
    /// blank. Kept alive until the main loop is back, for the window to take it.
    private static func letContentGo(whenTakenOut overlay: Overlay) {
        let reference = overlay.makeWeakReference()
        overlay.onPropertyChange("parent") {
            guard let widget = reference.widget(), widget.parent == nil else { return }
            let overlay = Overlay(owning: widget.pointer)
            guard let content = overlay.child else { return }
            overlay.child = nil
            MainLoop.schedule(afterMilliseconds: 0) { _ = content }
        }
    }

    /// The name of the property the root child lives in: libadwaita's `content`, else GTK's
    /// `child`; watch it to learn that code elsewhere replaced the content.
    package var rootChildPropertyName: String { hasContentProperty ? Self.contentPropertyName : "child" }

    /// Puts `layers` back as the root child after code elsewhere replaced it (a window made in
    /// C switching pages with `gtk_window_set_child`), with the new content inside the layers;
    /// returns that content and whether anything changed.
    ///
    /// The content the layers held before is let go, as the replacement meant. Does nothing
    /// while the layers are still in the window.
    package func reinstall(_ layers: Overlay) -> (content: Widget?, changed: Bool) {
        guard layers.parent == nil else { return (nil, false) }
        let content = rootChild
        // Out of the window first: a widget has one parent, and the wrapper keeps it alive.
        rootChild = nil
        layers.child = content
        rootChild = layers
        return (content, true)
    }
}
