internal import GtkAlertsToolkit

/// One text field of a card: its entry and, under it, the row that shows its error.
///
/// ```
/// box.alert-field: entry.alert-entry, box.alert-entry-error (image + label)
/// ```
@MainActor
final class CardField {
    /// The field's id in the response, from the value the card shows now.
    private(set) var id: String
    let column: Box
    let entry: Entry
    let errorRow: Box
    let errorLabel: Label

    /// Builds the widgets for `field`, named `name` for screen readers.
    init(_ field: AlertTextField, name: String?) {
        id = field.id
        column = Box(.vertical, spacing: 6)
        column.addCSSClass("alert-field")
        entry = Entry()
        entry.text = DisplayText.cString(field.initialText)
        entry.addCSSClass("alert-entry")
        column.append(entry)
        // The row's role is `alert`: screen readers speak it when it appears.
        errorRow = Box(.horizontal, spacing: 6, role: .alert)
        errorRow.addCSSClass("alert-entry-error")
        // No taller than a caption's line, so the row is as tall as the error text alone.
        let icon = Image(iconName: "dialog-warning-symbolic", pixelSize: 12)
        errorLabel = Label()
        errorLabel.wraps = true
        errorLabel.horizontalTextAlignment = 0
        errorLabel.maximumWidthInCharacters = AlertCard.wrappingLabelCharacters
        errorLabel.expandsHorizontally = true
        errorRow.append(icon)
        errorRow.append(errorLabel)
        errorRow.isVisible = false
        column.append(errorRow)
        show(field, name: name)
    }

    /// Shows `field`'s id, placeholder and secrecy; the text and cursor stay.
    func show(_ field: AlertTextField, name: String?) {
        id = field.id
        let placeholder = DisplayText.cString(field.placeholder)
        entry.placeholder = placeholder
        entry.isTextVisible = !field.isSecure
        if let name { entry.setAccessibleLabel(name) }
        entry.setAccessiblePlaceholder(placeholder)
    }

    /// What names a field for a screen reader: its placeholder, else the alert's title.
    static func name(of field: AlertTextField, in alert: Alert) -> String? {
        guard field.placeholder.isEmpty else { return DisplayText.cString(field.placeholder) }
        return alert.title.map { DisplayText.cString($0.plainText) }
    }

    /// Whether the error message is showing.
    var isShowingError: Bool { errorRow.isVisible }

    /// Shows `message` under the entry with a warning icon, or hides it for `nil`.
    func showError(_ message: String?) {
        if let message {
            let spoken = DisplayText.cString(message)
            errorLabel.setText(DisplayText.label(message))
            // The entry, which keeps the focus, also gets the message as its description (a
            // change screen readers announce for the focused object) and as its error message.
            errorRow.setAccessibleLabel(spoken)
            errorRow.isVisible = true
            entry.addCSSClass("error")
            entry.setAccessibleInvalid(true)
            entry.setAccessibleErrorMessage(errorRow)
            entry.setAnnouncedAccessibleDescription(spoken, shownBy: errorLabel)
        } else {
            errorRow.isVisible = false
            entry.removeCSSClass("error")
            entry.setAccessibleInvalid(false)
            entry.setAccessibleErrorMessage(nil)
            entry.setAnnouncedAccessibleDescription(nil, shownBy: errorLabel)
        }
    }
}
