internal import GtkAlertsToolkit

/// An alert's "Don't ask again" check button: the key its answer is remembered under, the
/// label, and the store.
struct AlertSuppression: Sendable {
    var key: String
    var label: String
    /// `nil`: `KeyFileSuppressionStore.standard`, found when the alert is presented.
    var store: (any AlertSuppressionStore)?

    @MainActor var resolvedStore: any AlertSuppressionStore { store ?? KeyFileSuppressionStore.standard }
}

/// "Don't ask again" (macOS's suppression button; no GNOME dialog has one).
extension Alert {
    /// The check button's label when the app gives none: looked up in the application's
    /// default text domain, so an app translates it by adding this `msgid` to its catalogue.
    public static let suppressionDefaultLabel = "Don't ask _again"

    /// The same alert with a "Don't ask again" check button under its content.
    ///
    /// When the user presses a button with the box checked, the answer is remembered under
    /// `key`; from then on presenting the alert (this one or any with the same key) shows
    /// nothing and answers `.remembered(id:role:)` at once, after running that button's action
    /// as if it were pressed. Cancelling is never remembered, nor is Escape or a dismissal: a
    /// remembered "no" would block its action for good without the user seeing why. An answer
    /// whose button the alert no longer has, or has disabled this time (so the user could not
    /// press it either, also from code with `AlertHandle.setEnabled(_:forButton:)` while it
    /// waited), is ignored, and the alert shows. The same holds however the alert comes up:
    /// presented, at its turn in the queue, or swapped in by `AlertHandle.update(_:)` or an
    /// `AlertStateHost`; the remembered press's action may close the window, as the user's may.
    ///
    /// ```swift
    /// Alert(title: "Move to Trash?", message: nil) {
    ///     AlertButton("_Cancel", role: .cancel)
    ///     AlertButton("_Move", role: .destructive) { trash(file) }
    /// }.suppressible(key: "move-to-trash")
    /// ```
    ///
    /// `KeyFileSuppressionStore.standard.forgetAll()` shows every alert again.
    ///
    /// - Parameters:
    ///   - key: names the alert in the store: a non-empty text without `[`, `]` or control
    ///     characters (another key gets no check button, and standard error says why).
    ///   - label: the check button's text, `_` before its mnemonic; by default
    ///     `suppressionDefaultLabel`, translated. A mnemonic letter one of the buttons uses is
    ///     dropped, so that the buttons' keys keep working.
    ///   - store: where answers are kept; by default `KeyFileSuppressionStore.standard`.
    /// - Returns: the alert with the check button, or without one when `key` is not valid.
    public func suppressible(
        key: String, label: String? = nil, store: (any AlertSuppressionStore)? = nil
    ) -> Alert {
        var copy = self
        guard KeyFile.isValidGroupName(key) else {
            printToStandardError(
                "GtkAlerts: the suppression key \(key.debugDescription) is empty or holds [, ] or a control character; the alert shows without \"Don't ask again\""
            )
            copy.suppression = nil
            return copy
        }
        copy.suppression = AlertSuppression(
            key: key, label: label ?? Localization.translate(Self.suppressionDefaultLabel), store: store)
        return copy
    }

    /// The remembered answer, when the store has one that an enabled button of this alert still
    /// gives: enabled as the alert would show it now (`isEnabled`: the value's state, or what
    /// code set), with its fields' initial texts.
    @MainActor
    func rememberedAnswer(
        isEnabled: (AlertButton) -> Bool = \.isEnabled
    ) -> (response: AlertResponse, button: AlertButton)? {
        guard let suppression, let response = suppression.resolvedStore.rememberedResponse(forKey: suppression.key),
            let button = effectiveButtons.first(where: { $0.id == response.buttonID && $0.role == response.role })
        else { return nil }
        let initialTexts = AlertFieldTexts(textFields.map { (id: $0.id, text: $0.initialText) })
        guard button.isEnabled(for: initialTexts, base: isEnabled(button)) else { return nil }
        return (response, button)
    }

    /// Remembers `button` as the answer, when the check button was checked and it does not cancel.
    @MainActor
    func rememberIfAsked(_ button: AlertButton, checked: Bool) {
        guard let suppression, checked, button.role != .cancel else { return }
        suppression.resolvedStore.remember(buttonID: button.id, role: button.role, forKey: suppression.key)
    }

    /// The check button's label with its mnemonic dropped when a button already uses the letter.
    @MainActor
    func suppressionLabel() -> String? {
        guard let label = suppression?.label else { return nil }
        let letters = Set(effectiveButtons.compactMap { AlertButton.mnemonicLetter(of: $0.label) })
        guard let letter = AlertButton.mnemonicLetter(of: label), letters.contains(letter) else { return label }
        return AlertButton.withoutMnemonic(label).replacingUnderscores()
    }
}

extension String {
    /// The text with every `_` doubled, so that GTK shows it literally instead of as a mnemonic.
    fileprivate func replacingUnderscores() -> String {
        var result = ""
        for character in self {
            result.append(character)
            if character == "_" { result.append("_") }
        }
        return result
    }
}
