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
