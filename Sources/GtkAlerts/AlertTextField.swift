/// A one-line text entry inside an alert, with optional validation.
///
/// When the user confirms with any button but a cancel-role one (or presses Enter),
/// `validate` runs; a non-`nil` message is shown under the entry with a warning icon, the
/// alert stays up, and the message clears as soon as the text changes.
///
/// ```swift
/// AlertTextField(placeholder: "item name") { text in
///     text.trimmingCharacters(in: .whitespaces).isEmpty ? "Insert text" : nil
/// }
/// ```
public struct AlertTextField: Sendable {
    /// Grey hint shown while the entry is empty.
    public var placeholder: String
    /// The text the entry starts with.
    public var initialText: String
    /// Whether the text is hidden, as for a password.
    public var isSecure: Bool
    /// Returns an error message for invalid text, or `nil` when the text is acceptable.
    public var validate: (@MainActor @Sendable (String) -> String?)?

    /// Creates a text field.
    ///
    /// - Parameters:
    ///   - placeholder: grey hint shown while the entry is empty.
    ///   - initialText: the text the entry starts with.
    ///   - isSecure: hides the text, as for a password.
    ///   - validate: returns an error message for invalid text, or `nil` when it is fine.
    public init(
        placeholder: String = "", initialText: String = "", isSecure: Bool = false,
        validate: (@MainActor @Sendable (String) -> String?)? = nil
    ) {
        self.placeholder = placeholder
        self.initialText = initialText
        self.isSecure = isSecure
        self.validate = validate
    }
}
