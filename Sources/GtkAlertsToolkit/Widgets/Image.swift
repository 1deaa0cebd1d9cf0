internal import CGtkAlertsGtk

/// An icon from the icon theme, drawn square at a pixel size.
@MainActor
public final class Image: Widget {
    /// Shows the themed icon `iconName` (for example `dialog-warning-symbolic`).
    public init(iconName: String, pixelSize: Int = 16) {
        super.init(takingNew: OpaquePointer(gtk_image_new_from_icon_name(iconName)!))
        self.pixelSize = pixelSize
    }

    /// The icon's width and height in pixels.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(pointer)) }
        set { gtk_image_set_pixel_size(pointer, Int32(clamping: max(-1, newValue))) }
    }

    /// The themed icon shown, if the image shows one.
    public var iconName: String? {
        gtk_image_get_icon_name(pointer).map { String(cString: $0) }
    }
}
