internal import CGtkAlertsGtk

/// A push button with a text label or any widget inside.
@MainActor
public final class Button: Widget {
    /// Creates a button showing `label` (with `_` mnemonics when `useUnderline` is set).
    public init(label: String, useUnderline: Bool = false) {
        super.init(takingNew: OpaquePointer(gtk_button_new_with_label(label)!))
        gtk_button_set_use_underline(UnsafeMutablePointer(pointer), useUnderline ? 1 : 0)
    }

    /// Creates a button holding `child`.
    public init(child: Widget) {
        super.init(takingNew: OpaquePointer(gtk_button_new()!))
        gtk_button_set_child(UnsafeMutablePointer(pointer), child.widgetPointer)
    }

    /// The text label, if the button shows one.
    public var label: String? {
        get { gtk_button_get_label(UnsafeMutablePointer(pointer)).map { String(cString: $0) } }
        set { gtk_button_set_label(UnsafeMutablePointer(pointer), newValue) }
    }

    /// The widget inside the button.
    public var child: Widget? { Widget.wrap(gtk_button_get_child(UnsafeMutablePointer(pointer))) }

    /// Whether the button draws without a frame until hovered.
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(UnsafeMutablePointer(pointer)) != 0 }
        set { gtk_button_set_has_frame(UnsafeMutablePointer(pointer), newValue ? 1 : 0) }
    }

    /// Runs `handler` when the button is clicked (pointer, keyboard or `click()`).
    @discardableResult
    public func onClick(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("clicked", handler: handler)
    }

    /// Clicks the button at once, as a tap would, without GTK's 250 ms activation delay.
    public func click() { emit("clicked") }
}
