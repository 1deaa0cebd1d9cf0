internal import GtkAlertsToolkit

/// What the card's input tells its presenter.
extension AlertCard {
    /// Connects the card's input: `onPress` with the value of the button pressed, `onEdit`
    /// after each change of a field's text, Enter down the form (the last field's Enter, and
    /// Enter or the keypad's anywhere in the card, `onConfirm`), Escape `onCancel`.
    ///
    /// The card's actions are `alert.cancel` and `alert.confirm`, which the handle presses too.
    func wireInput(
        onPress: @escaping (AlertButton) -> Void, onEdit: @escaping (CardField) -> Void,
        onCancel: @escaping @MainActor () -> Void, onConfirm: @escaping @MainActor () -> Void
    ) {
        self.onPress = onPress
        for (index, field) in fields.enumerated() {
            field.entry.onChange { [weak field] in
                if let field { onEdit(field) }
            }
            // Enter goes down the form, as in a browser's: the last field's confirms.
            let next = fields.indices.contains(index + 1) ? fields[index + 1].entry : nil
            field.entry.onActivate { [weak next] in
                if let next { next.grabFocus() } else { onConfirm() }
            }
        }
        let actions = ActionGroup()
        actions.addAction("cancel", handler: onCancel)
        actions.addAction("confirm", handler: onConfirm)
        root.insertActionGroup(actions, prefix: "alert")
        let shortcuts = ShortcutController()
        shortcuts.bind("Escape", toAction: "alert.cancel")
        shortcuts.bind("Return", toAction: "alert.confirm")
        shortcuts.bind("KP_Enter", toAction: "alert.confirm")
        root.addController(shortcuts)
    }
}
