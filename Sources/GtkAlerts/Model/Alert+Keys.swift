/// Which buttons the keys press: decided from the alert value alone, so a test needs no window.
extension Alert {
    /// The button Escape presses: the cancel-role one, or `nil` when Escape dismisses.
    @MainActor
    var escapeButton: AlertButton? {
        effectiveButtons.first { $0.role == .cancel }
    }

    /// The button Enter presses: the suggested one; with a text field, the first that confirms
    /// (regular, else any but cancel); otherwise `nil`, and Enter presses the focused button.
    @MainActor
    var defaultButton: AlertButton? {
        let buttons = effectiveButtons
        if let suggested = buttons.first(where: { $0.role == .suggested }) { return suggested }
        guard !textFields.isEmpty else { return nil }
        return buttons.first { $0.role == .regular } ?? buttons.first { $0.role != .cancel }
    }
}
