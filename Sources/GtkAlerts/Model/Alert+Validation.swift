/// The rules every alert keeps however it was built (`init`, the modifiers, or its public
/// storage changed directly), checked whenever one is presented or shown by an update.
extension Alert {
    /// The alert as it can be shown, and what had to change: a button or text field whose id
    /// another one before it already has gets a unique one (`"Save"` becomes `"Save 2"`), so
    /// every answer and every text can be told from the others.
    func validated() -> (alert: Alert, problems: [AlertContentError]) {
        var copy = self
        var problems: [AlertContentError] = []
        var buttonIDs = UniqueIDs()
        for index in copy.buttons.indices {
            let given = copy.buttons[index].id
            copy.buttons[index].id = buttonIDs.claim(given)
            if copy.buttons[index].id != given {
                problems.append(.duplicateButtonID(id: given, shownAs: copy.buttons[index].id))
            }
        }
        var fieldIDs = UniqueIDs()
        for index in copy.content.indices {
            guard var field = copy.content[index].textField else { continue }
            let given = field.id
            field.id = fieldIDs.claim(given)
            guard field.id != given else { continue }
            copy.content[index] = .textField(field)
            problems.append(.duplicateFieldID(id: given, shownAs: field.id))
        }
        return (copy, problems)
    }
}

/// Ids handed out once each: a taken one comes back numbered, from 2.
private struct UniqueIDs {
    private var taken = Set<String>()

    mutating func claim(_ id: String) -> String {
        var unique = id
        var number = 2
        while taken.contains(unique) {
            unique = "\(id) \(number)"
            number += 1
        }
        taken.insert(unique)
        return unique
    }
}
