internal import CGtkAlertsGtk

/// A piece of text, plain or in Pango markup.
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text` literally.
    public init(_ text: String = "") {
        super.init(takingNew: OpaquePointer(gtk_label_new(text)!))
    }

    /// A wrapper of `widget` when it is a label (for example a button's child).
    public static func wrapping(_ widget: Widget) -> Label? {
        widget.isInstance(of: gtk_label_get_type()) ? Label(owning: widget.pointer) : nil
    }

    override init(owning pointer: OpaquePointer) {
        super.init(owning: pointer)
    }

    /// The text as shown, without markup.
    public var text: String {
        String(cString: gtk_label_get_text(pointer))
    }

    /// The text as set, markup included.
    public var rawText: String {
        String(cString: gtk_label_get_label(pointer))
    }

    /// Shows `text` literally, even if it contains markup characters.
    public func setText(_ text: String) {
        gtk_label_set_use_markup(pointer, 0)
        gtk_label_set_text(pointer, text)
    }

    /// Shows `text` literally, with `_` before a letter marking the mnemonic (Alt and the
    /// letter activates `mnemonicTarget`); `__` shows one underscore.
    public func setTextWithMnemonic(_ text: String, activating mnemonicTarget: Widget) {
        gtk_label_set_use_markup(pointer, 0)
        gtk_label_set_text_with_mnemonic(pointer, text)
        gtk_label_set_mnemonic_widget(pointer, mnemonicTarget.widgetPointer)
    }

    /// The key of the label's mnemonic (`c` for "_Cancel"), if it has one.
    public var mnemonicKey: Character? {
        let keyval = gtk_label_get_mnemonic_keyval(pointer)
        guard keyval != 0xFF_FFFF else { return nil }  // GDK_KEY_VoidSymbol
        let code = gdk_keyval_to_unicode(keyval)
        return code == 0 ? nil : Unicode.Scalar(code).map(Character.init)
    }

    /// Shows Pango markup.
    ///
    /// Check it with `Markup.validationError(in:)` first: GTK logs a warning and shows nothing
    /// for markup it cannot parse.
    public func setMarkup(_ markup: String) {
        gtk_label_set_markup(pointer, markup)
    }

    /// Whether long lines wrap, at word boundaries only.
    ///
    /// Not Pango's word-and-character mode: it aborts the process when it must split a
    /// grapheme cluster drawn with two fonts. Give long unbroken text break opportunities
    /// (a zero-width space) instead.
    public var wraps: Bool {
        get { gtk_label_get_wrap(pointer) != 0 }
        set {
            gtk_label_set_wrap(pointer, newValue ? 1 : 0)
            gtk_label_set_wrap_mode(pointer, PANGO_WRAP_WORD)
        }
    }

    /// Where lines of text line up: 0 start, 0.5 centre, 1 end.
    public var horizontalTextAlignment: Double {
        get { Double(gtk_label_get_xalign(pointer)) }
        set { gtk_label_set_xalign(pointer, Float(newValue)) }
    }

    /// Centres wrapped lines relative to each other.
    public func centerLines() {
        gtk_label_set_justify(pointer, GTK_JUSTIFY_CENTER)
    }

    /// Whether the user can select and copy the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(pointer) != 0 }
        set { gtk_label_set_selectable(pointer, newValue ? 1 : 0) }
    }

    /// The width the label asks for, in characters (-1: no request).
    public var widthInCharacters: Int {
        get { Int(gtk_label_get_width_chars(pointer)) }
        set { gtk_label_set_width_chars(pointer, Int32(clamping: max(-1, newValue))) }
    }

    /// The widest the label grows before wrapping, in characters (-1: no limit).
    public var maximumWidthInCharacters: Int {
        get { Int(gtk_label_get_max_width_chars(pointer)) }
        set { gtk_label_set_max_width_chars(pointer, Int32(clamping: max(-1, newValue))) }
    }
}
