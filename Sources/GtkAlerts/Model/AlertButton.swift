public import GtkAlertsToolkit

/// One of an alert's buttons: a label (or any widget), a role, and what pressing it does.
///
/// Every button dismisses the alert when pressed, except a confirmation that fails the text
/// field's validation. `id` tells buttons apart in the response; it defaults to the label.
///
/// A button can be disabled: from the start (`isEnabled: false`, `.disabled(_:)`), from the
/// text fields' texts (`.enabled(when:)`, `.enabled(whenFields:)`, checked again on every
/// change of a text), or from code while it is shown (`AlertHandle.setEnabled(_:forButton:)`).
/// A disabled button looks disabled, is reported as not sensitive to assistive technologies,
/// and ignores clicks, Enter, its mnemonic and AT-SPI actions. Escape (and closing the alert's
/// window) still backs out with the cancel-role button's answer while that button is disabled,
/// as AdwAlertDialog's close response does: disabling Cancel stops its clicks, not the way out.
///
/// ```swift
/// AlertButton("Delete", role: .destructive) { store.delete(item) }
/// AlertButton("Done", role: .suggested).enabled { !$0.isEmpty }
/// ```
public struct AlertButton: Sendable {
    /// Identifies the button in `AlertResponse`; unique within an alert.
    ///
    /// Defaults to the label without its mnemonic underscore.
    public internal(set) var id: String
    /// The button's text, also its accessible name when it shows a custom widget.
    public let label: String
    /// What the button means.
    public let role: AlertButtonRole
    /// Whether the button starts enabled (the text rule, if any, must also accept the texts).
    public private(set) var isEnabled: Bool
    /// Decides from the text fields' current texts whether the button is enabled.
    private(set) var enabledRule: (@MainActor @Sendable (AlertFieldTexts) -> Bool)?
    let content: (@MainActor @Sendable () -> Widget)?
    let action: (@MainActor @Sendable () -> Void)?

    /// A button showing `label`.
    ///
    /// - Parameters:
    ///   - label: the text on the button; `_` before a letter makes it the mnemonic (Alt and
    ///     the letter press the button), `__` shows an underscore.
    ///   - id: identifies the button in the response; defaults to `label`.
    ///   - role: what the button means.
    ///   - isEnabled: whether the button starts enabled.
    ///   - action: runs when the button is pressed, before the alert goes away.
    public init(
        _ label: String, id: String? = nil, role: AlertButtonRole = .regular, isEnabled: Bool = true,
        action: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.id = id ?? Self.withoutMnemonic(label)
        self.label = label
        self.role = role
        self.isEnabled = isEnabled
        self.content = nil
        self.action = action
    }

    /// A button showing any widget.
    ///
    /// - Parameters:
    ///   - id: identifies the button in the response.
    ///   - accessibleLabel: what a screen reader says for the button.
    ///   - role: what the button means.
    ///   - isEnabled: whether the button starts enabled.
    ///   - action: runs when the button is pressed.
    ///   - content: builds the widget shown inside the button.
    public init(
        id: String, accessibleLabel: String, role: AlertButtonRole = .regular, isEnabled: Bool = true,
        action: (@MainActor @Sendable () -> Void)? = nil,
        content: @escaping @MainActor @Sendable () -> Widget
    ) {
        self.id = id
        self.label = accessibleLabel
        self.role = role
        self.isEnabled = isEnabled
        self.content = content
        self.action = action
    }

    /// The same button, disabled when `disabled` is true (SwiftUI's `.disabled(_:)`).
    public func disabled(_ disabled: Bool = true) -> AlertButton {
        var copy = self
        copy.isEnabled = !disabled
        return copy
    }

    /// The same button, enabled only while `rule` accepts the text field's current text; the
    /// rule runs again on every change of the text (with no text field it sees `""`; with
    /// several, the first one's text).
    ///
    /// To follow the field's validator: `.enabled { validate($0) == nil }`.
    public func enabled(when rule: @escaping @MainActor @Sendable (String) -> Bool) -> AlertButton {
        enabled(whenFields: { rule($0.first ?? "") })
    }

    /// The same button, enabled only while `rule` accepts the texts of all the alert's text
    /// fields together; the rule runs again on every change of any of them.
    ///
    /// ```swift
    /// AlertButton("Sign In", role: .suggested).enabled { fields in
    ///     fields.texts.allSatisfy { !$0.isEmpty }
    /// }
    /// ```
    // Disfavoured so that a closure both could take (`{ _ in isReady }`) keeps meaning the
    // one-text rule it meant before several fields existed.
    @_disfavoredOverload
    public func enabled(whenFields rule: @escaping @MainActor @Sendable (AlertFieldTexts) -> Bool) -> AlertButton {
        var copy = self
        copy.enabledRule = rule
        return copy
    }

    /// Whether the button is enabled for the fields' `texts`, given `isEnabled` from the
    /// value or from code.
    @MainActor
    func isEnabled(for texts: AlertFieldTexts, base: Bool) -> Bool {
        base && (enabledRule?(texts) ?? true)
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

    /// The mnemonic letter of `label` (the character after a single `_`), lowercased.
    static func mnemonicLetter(of label: String) -> Character? {
        var escaped = false
        for character in label {
            if escaped {
                if character != "_" { return Character(character.lowercased()) }
                escaped = false
            } else if character == "_" {
                escaped = true
            }
        }
        return nil
    }
}
