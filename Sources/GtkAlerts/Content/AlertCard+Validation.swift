internal import GtkAlertsToolkit

/// The text fields' validation, shown in the card.
extension AlertCard {
    /// Whether every field is valid, by its validator in `alert`.
    ///
    /// Shows each error (and clears the rest); the focus goes to the first field with one.
    func fieldsAreValid(for alert: Alert) -> Bool {
        let validators = alert.textFields.map(\.validate)
        var firstInvalid: CardField?
        for (field, validate) in zip(fields, validators) {
            let message = validate?(field.entry.text)
            showError(message, in: field, fitting: alert)
            if message != nil, firstInvalid == nil { firstInvalid = field }
        }
        firstInvalid?.entry.grabFocus()
        return firstInvalid == nil
    }

    /// Shows or clears `field`'s error, growing the content to fit it in the room the card was
    /// last fitted to.
    func showError(_ message: String?, in field: CardField, fitting alert: Alert) {
        guard field.isShowingError != (message != nil) || message != nil else { return }
        field.showError(message)
        if let fittedRoom { fitHeight(alert, in: fittedRoom) }
    }
}
