/// How an alert ended: which button was pressed (and the text field's text), or dismissed.
public enum AlertResponse: Equatable, Sendable {
    /// The button with `id` and `role` was pressed; `text` is the text field's text, if any.
    case button(id: String, role: AlertButtonRole, text: String?)
    /// The alert went away without a button: closed from code, by its window, or by Escape
    /// when no button has the cancel role.
    case dismissed

    /// The pressed button's id, or `nil` when dismissed.
    public var buttonID: String? {
        if case .button(let id, _, _) = self { return id }
        return nil
    }

    /// The pressed button's role, or `nil` when dismissed.
    public var role: AlertButtonRole? {
        if case .button(_, let role, _) = self { return role }
        return nil
    }

    /// The text field's text when a button was pressed, or `nil`.
    public var text: String? {
        if case .button(_, _, let text) = self { return text }
        return nil
    }

    /// Whether the user backed out: a cancel-role button, Escape, or a dismissal.
    public var isCancellation: Bool {
        self == .dismissed || role == .cancel
    }
}
