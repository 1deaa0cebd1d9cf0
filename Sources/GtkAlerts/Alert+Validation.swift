/// The rules every alert keeps however it was built (`init`, the modifiers, or its public
/// storage changed directly), checked whenever one is presented or shown by an update.
extension Alert {
    /// The alert as it can be shown, and what had to change: a button whose id another button
    /// before it already has gets a unique one (`"Save"` becomes `"Save 2"`), so every answer
    /// can be told from the others; of several text fields only the first is kept, as the
    /// response carries one text.
    func validated() -> (alert: Alert, problems: [AlertContentError]) {
        var copy = self
        var problems: [AlertContentError] = []
        var seen = Set<String>()
        for index in copy.buttons.indices where !seen.insert(copy.buttons[index].id).inserted {
            let taken = copy.buttons[index].id
            var number = 2
            while seen.contains("\(taken) \(number)") { number += 1 }
            copy.buttons[index].id = "\(taken) \(number)"
            seen.insert(copy.buttons[index].id)
            problems.append(.duplicateButtonID(id: taken, shownAs: copy.buttons[index].id))
        }
        let fields = copy.content.indices.filter { copy.content[$0].textField != nil }
        if fields.count > 1 {
            let extra = Set(fields.dropFirst())
            copy.content = copy.content.indices.filter { !extra.contains($0) }.map { copy.content[$0] }
            problems.append(.extraTextFields(count: fields.count))
        }
        return (copy, problems)
    }
}
