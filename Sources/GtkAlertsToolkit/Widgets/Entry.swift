internal import CGtkAlertsGtk

/// A one-line text field.
@MainActor
public final class Entry: Widget {
    /// Creates an empty entry.
    public init() {
        super.init(takingNew: OpaquePointer(gtk_entry_new()!))
    }

    /// The text typed so far.
    public var text: String {
        get { String(cString: gtk_editable_get_text(pointer)) }
        set { gtk_editable_set_text(pointer, newValue) }
    }

    /// Where the cursor is, in characters from the start.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(pointer)) }
        set { gtk_editable_set_position(pointer, Int32(clamping: newValue)) }
    }

    /// Grey text shown while the entry is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(UnsafeMutablePointer(pointer)).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(UnsafeMutablePointer(pointer), newValue) }
    }

    /// Whether typed characters are hidden, as for a password.
    public var isTextVisible: Bool {
        get { gtk_entry_get_visibility(UnsafeMutablePointer(pointer)) != 0 }
        set {
            gtk_entry_set_visibility(UnsafeMutablePointer(pointer), newValue ? 1 : 0)
            gtk_entry_set_input_purpose(
                UnsafeMutablePointer(pointer), newValue ? GTK_INPUT_PURPOSE_FREE_FORM : GTK_INPUT_PURPOSE_PASSWORD)
        }
    }

    /// Whether Enter in the entry activates the window's default widget.
    public var activatesDefault: Bool {
        get { gtk_entry_get_activates_default(UnsafeMutablePointer(pointer)) != 0 }
        set { gtk_entry_set_activates_default(UnsafeMutablePointer(pointer), newValue ? 1 : 0) }
    }

    /// The most characters the entry takes (0: no limit).
    public var maximumLength: Int {
        get { Int(gtk_entry_get_max_length(UnsafeMutablePointer(pointer))) }
        set { gtk_entry_set_max_length(UnsafeMutablePointer(pointer), Int32(clamping: min(max(0, newValue), 65_535))) }
    }

    /// Runs `handler` after every change of the text.
    @discardableResult
    public func onChange(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("changed", handler: handler)
    }

    /// Runs `handler` when the user presses Enter in the entry.
    @discardableResult
    public func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalHandlerID {
        connect("activate", handler: handler)
    }
}
