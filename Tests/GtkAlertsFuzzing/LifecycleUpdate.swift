@testable import GtkAlerts

/// How an `updateAlert` step changes an alert.
enum LifecycleUpdate: String, CaseIterable, Sendable {
    /// The buttons in reverse order.
    case reorder
    /// The first button's label changes (and with it its id, unless the id is its own).
    case rename
    case addButton
    /// The last button goes (while more than one is left).
    case removeButton
    /// The same buttons under another identity: a swap.
    case newIdentity
    /// The same buttons in another style (another dim): restyles the alert's level.
    case restyle
    /// The same buttons as another question, under another identity, which the user asked not
    /// to be asked again (an upload that ends in "Move to Trash?"): suppressible under a key
    /// that remembers an answer one of its buttons gives. On screen, a swap that answers from
    /// memory; waiting, it takes the value in place and answers so at its turn.
    case anotherQuestion

    /// `buttons` changed this way; `number` makes new labels unique.
    @MainActor func apply(to buttons: [AlertButton], number: Int) -> [AlertButton] {
        switch self {
        case .reorder: return buttons.reversed()
        case .rename:
            guard let first = buttons.first else { return [AlertButton("Renamed \(number)")] }
            let renamed = "\(first.label) \(number)"
            let id = first.id == AlertButton.withoutMnemonic(first.label) ? nil : first.id
            return [AlertButton(renamed, id: id, role: first.role, action: first.action)] + buttons.dropFirst()
        case .addButton: return buttons + [AlertButton("Extra \(number)")]
        case .removeButton: return buttons.count > 1 ? Array(buttons.dropLast()) : buttons
        case .newIdentity, .restyle, .anotherQuestion: return buttons
        }
    }
}
