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

    /// The selected characters, from the start; an empty range at the cursor when nothing is
    /// selected.
    package var selection: Range<Int> {
        var start: Int32 = 0
        var end: Int32 = 0
        guard gtk_editable_get_selection_bounds(pointer, &start, &end) != 0 else {
            return cursorPosition..<cursorPosition
        }
        return Int(min(start, end))..<Int(max(start, end))
    }

    /// Selects `range` (an empty range puts the cursor there).
    package func select(_ range: Range<Int>) {
        gtk_editable_select_region(pointer, Int32(clamping: range.lowerBound), Int32(clamping: range.upperBound))
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
