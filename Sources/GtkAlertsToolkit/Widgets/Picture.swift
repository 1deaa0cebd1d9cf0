internal import CGtkAlertsGtk

/// A picture: a `Texture` scaled to fit its allocation, keeping its aspect ratio.
@MainActor
public final class Picture: Widget {
    /// Shows `texture`.
    public init(_ texture: Texture) {
        super.init(takingNew: OpaquePointer(gtk_picture_new_for_paintable(texture.texturePointer)!))
    }

    /// Whether the picture may draw smaller than the texture's own size.
    public var canShrink: Bool {
        get { gtk_picture_get_can_shrink(pointer) != 0 }
        set { gtk_picture_set_can_shrink(pointer, newValue ? 1 : 0) }
    }
}
