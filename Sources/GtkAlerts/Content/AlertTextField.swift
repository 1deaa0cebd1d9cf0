/// A one-line text entry inside an alert, with optional validation.
///
/// When the user confirms with any button but a cancel-role one (or presses Enter),
/// `validate` runs; a non-`nil` message is shown under the entry with a warning icon, the
/// alert stays up, and the message clears as soon as the text changes.
///
/// An alert may hold several fields (a user name and a password): the response carries each
/// one's text by `id`, Enter in a field moves to the next one and in the last one confirms,
/// and a confirmation validates every field, showing each error and focusing the first field
/// that has one.
///
/// ```swift
/// AlertTextField(placeholder: "item name") { text in
///     text.trimmingCharacters(in: .whitespaces).isEmpty ? "Insert text" : nil
/// }
/// ```
public struct AlertTextField: Sendable {
    /// Identifies the field's text in `AlertFieldTexts`; unique within an alert.
    ///
    /// Defaults to the placeholder, or `"text"` without one; a repeated id gets a number
    /// (`"text 2"`), as a repeated button id does.
    public var id: String
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
    ///   - id: identifies the text in the response; defaults to the placeholder, or `"text"`.
    ///   - placeholder: grey hint shown while the entry is empty; also the field's name for
    ///     screen readers (the alert's title names a field without one).
    ///   - initialText: the text the entry starts with.
    ///   - isSecure: hides the text, as for a password.
    ///   - validate: returns an error message for invalid text, or `nil` when it is fine.
    public init(
        id: String? = nil, placeholder: String = "", initialText: String = "", isSecure: Bool = false,
        validate: (@MainActor @Sendable (String) -> String?)? = nil
    ) {
        self.id = id ?? (placeholder.isEmpty ? "text" : placeholder)
        self.placeholder = placeholder
        self.initialText = initialText
        self.isSecure = isSecure
        self.validate = validate
    }
}
