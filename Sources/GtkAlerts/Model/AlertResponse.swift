/// How an alert ended: which button was pressed (and the text fields' texts), or dismissed.
public enum AlertResponse: Equatable, Sendable {
    /// The button with `id` and `role` was pressed; `texts` holds each text field's text by
    /// the field's id (empty without text fields).
    case button(id: String, role: AlertButtonRole, texts: AlertFieldTexts)
    /// The alert went away without a button: closed from code, by its window, or by Escape
    /// when no button has the cancel role.
    case dismissed
    /// Nothing was shown: the user had answered this alert with the button `id` and `role`
    /// and asked not to be asked again (see `Alert.suppressible(key:label:store:)`). That
    /// button's action has run, as if pressed.
    case remembered(id: String, role: AlertButtonRole)

    /// The pressed (or remembered) button's id, or `nil` when dismissed.
    public var buttonID: String? {
        switch self {
        case .button(let id, _, _), .remembered(let id, _): id
        case .dismissed: nil
        }
    }

    /// The pressed (or remembered) button's role, or `nil` when dismissed.
    public var role: AlertButtonRole? {
        switch self {
        case .button(_, let role, _), .remembered(_, let role): role
        case .dismissed: nil
        }
    }

    /// The first text field's text when a button was pressed, or `nil`.
    ///
    /// The one text of an alert with one field; for several, see `texts`.
    public var text: String? { texts.first }

    /// Each text field's text by id when a button was pressed, else empty.
    public var texts: AlertFieldTexts {
        if case .button(_, _, let texts) = self { return texts }
        return [:]
    }

    /// Whether the answer was remembered from an earlier time, with nothing shown.
    public var isRemembered: Bool {
        if case .remembered = self { return true }
        return false
    }

    /// Whether the user backed out: a cancel-role button, Escape, or a dismissal.
    public var isCancellation: Bool {
        self == .dismissed || role == .cancel
    }
}
