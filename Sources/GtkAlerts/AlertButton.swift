public import GtkAlertsToolkit

/// One of an alert's buttons: a label (or any widget), a role, and what pressing it does.
///
/// Every button dismisses the alert when pressed, except a confirmation that fails the text
/// field's validation. `id` tells buttons apart in the response; it defaults to the label.
///
/// ```swift
/// AlertButton("Delete", role: .destructive) { store.delete(item) }
/// ```
public struct AlertButton: Sendable {
    /// Identifies the button in `AlertResponse`; unique within an alert. Defaults to the label
    /// without its mnemonic underscore.
    public let id: String
    /// The button's text, also its accessible name when it shows a custom widget.
    public let label: String
    /// What the button means.
    public let role: AlertButtonRole
    let content: (@MainActor @Sendable () -> Widget)?
    let action: (@MainActor @Sendable () -> Void)?

    /// A button showing `label`.
    ///
    /// - Parameters:
    ///   - label: the text on the button; `_` before a letter makes it the mnemonic (Alt and
    ///     the letter press the button), `__` shows an underscore.
    ///   - id: identifies the button in the response; defaults to `label`.
    ///   - role: what the button means.
    ///   - action: runs when the button is pressed, before the alert goes away.
    public init(
        _ label: String, id: String? = nil, role: AlertButtonRole = .regular,
        action: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.id = id ?? Self.withoutMnemonic(label)
        self.label = label
        self.role = role
        self.content = nil
        self.action = action
    }

    /// A button showing any widget (the 000 reference's custom button content).
    ///
    /// - Parameters:
    ///   - id: identifies the button in the response.
    ///   - accessibleLabel: what a screen reader says for the button.
    ///   - role: what the button means.
    ///   - action: runs when the button is pressed.
    ///   - content: builds the widget shown inside the button.
    public init(
        id: String, accessibleLabel: String, role: AlertButtonRole = .regular,
        action: (@MainActor @Sendable () -> Void)? = nil,
        content: @escaping @MainActor @Sendable () -> Widget
    ) {
        self.id = id
        self.label = accessibleLabel
        self.role = role
        self.content = content
        self.action = action
    }

    /// The single button an alert without buttons gets: "OK", in the user's language, with
    /// GTK's own mnemonic.
    @MainActor
    static var defaultOK: AlertButton {
        AlertButton(Toolkit.translated("_OK"), id: "ok", role: .suggested)
    }

    /// `label` as spoken and compared: mnemonic underscores removed, `__` kept as one `_`.
    static func withoutMnemonic(_ label: String) -> String {
        var result = ""
        var escaped = false
        for character in label {
            if character == "_", !escaped {
                escaped = true
                continue
            }
            escaped = false
            result.append(character)
        }
        return result
    }
}
