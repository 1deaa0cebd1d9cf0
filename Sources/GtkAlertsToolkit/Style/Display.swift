internal import CGtkAlertsGtk

/// The connection to a display server (X11, Wayland or broadway).
@MainActor
public final class Display: Object {
    var displayPointer: OpaquePointer { pointer }

    /// The display GTK opened at start-up, if any.
    public static var `default`: Display? {
        gdk_display_get_default().map { Display(owning: $0) }
    }

    /// The display's name, such as `:0` or `broadway`.
    public var name: String { String(cString: gdk_display_get_name(displayPointer)) }

    /// Whether a compositor blends windows: without one (X11 with no compositing manager),
    /// the transparent parts of a window show as black.
    public var isComposited: Bool { gdk_display_is_composited(displayPointer) != 0 }

    /// The backend kind: `x11`, `wayland`, `broadway`, or `unknown`.
    public var backend: String {
        let typeName = String(
            cString: g_type_name(UnsafeMutablePointer<GTypeInstance>(pointer).pointee.g_class.pointee.g_type))
        if typeName.contains("Broadway") { return "broadway" }
        if typeName.contains("X11") { return "x11" }
        if typeName.contains("Wayland") { return "wayland" }
        return "unknown"
    }

    /// The settings (theme, animations) that apply on this display.
    public var settings: Settings {
        Settings(owning: gtk_settings_get_for_display(displayPointer)!)
    }

    /// Waits until the display server has processed every request sent so far.
    public func sync() { gdk_display_sync(displayPointer) }

    /// Keeps `value` alive for as long as the display, under `key`; see `Object`.
    public func attach(_ value: AnyObject, forKey key: String) {
        setAttachedValue(value, forKey: key)
    }
}
