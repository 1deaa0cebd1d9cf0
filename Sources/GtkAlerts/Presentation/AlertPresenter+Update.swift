internal import GtkAlertsToolkit

/// Live changes to a shown alert: enabled buttons and in-place updates (a swap is its window's
/// host's: `AlertHost.swap`).
extension AlertPresenter {
    /// Whether `button` may be pressed now: its enabled state (from code, else from the
    /// value) and its text rule for the text fields' current texts.
    func isEnabled(_ button: AlertButton) -> Bool {
        let base = enabledOverrides[button.id] ?? button.isEnabled
        return button.isEnabled(for: cardParts?.fieldTexts ?? [:], base: base)
    }

    /// Makes the buttons' sensitivity follow `isEnabled`, keeping the focus in the alert when
    /// the focused button becomes disabled.
    func updateEnabledStates() {
        guard let card = cardParts else { return }
        let hadFocus = card.root.containsFocus
        card.setEnabled { isEnabled($0) }
        // Also when the card itself held the focus for want of an enabled button, and one is
        // enabled now.
        if hadFocus, !card.root.containsFocus || card.root.hasFocus { card.moveFocusIn() }
    }

    /// Enables or disables the button `id` from code, until the next update.
    func setEnabled(_ isEnabled: Bool, forButton id: String) {
        enabledOverrides[id] = isEnabled
        updateEnabledStates()
    }

    /// Shows `newAlert` in the alert's widgets, when `AlertCard.canUpdate` allows it; returns
    /// whether it did.
    ///
    /// No fade: the card, the focus and the entry's text and cursor stay. Buttons take the new
    /// value's enabled state (code's `setEnabled` is forgotten).
    func updateInPlace(to newAlert: Alert) -> Bool {
        guard !isFinished else { return false }
        let newAlert = newAlert.showable(on: display)
        guard let card = cardParts else {
            // Not shown yet: it will show the new value (unless its style is already held).
            guard !look.isLeased || newAlert.style == alert.style else { return false }
            alert = newAlert
            enabledOverrides = [:]
            return true
        }
        guard AlertCard.canUpdate(from: alert, to: newAlert) else { return false }
        let hadFocus = card.root.containsFocus
        alert = newAlert
        enabledOverrides = [:]
        for error in card.update(to: newAlert) { report(error) }
        window?.title = newAlert.title.map { DisplayText.cString($0.plainText) }
        if let message = card.messageWidget {
            window?.setAccessibleDescription(card.accessibleDescription, shownBy: message)
        }
        updateEnabledStates()
        // Labels may have grown or shrunk: the width, side by side or stacked and the height are
        // decided again.
        refit()
        if hadFocus, !card.root.containsFocus { card.moveFocusIn() }
        return true
    }
}
