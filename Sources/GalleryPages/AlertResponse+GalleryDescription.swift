internal import GtkAlerts

extension AlertResponse {
    /// How the alert ended, in a sentence for the pages' response labels.
    ///
    /// Button ids and roles are shown as the code sees them, untranslated.
    var galleryDescription: String { galleryDescription(hidingFields: []) }

    /// How the alert ended, the texts of the `hidden` fields (passwords) shown as dots.
    func galleryDescription(hidingFields hidden: Set<String>) -> String {
        switch self {
        case .dismissed:
            return localized("Dismissed without a button")
        case .button(let id, let role, let texts) where texts.first == nil:
            // TRANSLATORS: {button} is the button's id and {role} its role, both as the code
            // names them (e.g. “delete”, destructive): keep them untranslated.
            return localized("Pressed “{button}” ({role})", with: ["button": id, "role": "\(role)"])
        case .remembered(let id, let role):
            // TRANSLATORS: like “Pressed “{button}” ({role})”, for an answer given earlier by a
            // user who asked not to be asked again.
            return localized("Remembered “{button}” ({role})", with: ["button": id, "role": "\(role)"])
        case .button(let id, let role, let texts) where texts.ids.count == 1:
            return localized(
                // TRANSLATORS: like “Pressed “{button}” ({role})”; {text} is what the user typed.
                "Pressed “{button}” ({role}), text “{text}”",
                with: ["button": id, "role": "\(role)", "text": texts.first ?? ""])
        case .button(let id, let role, let texts):
            let list = zip(texts.ids, texts.texts).map { id, text in
                let shown = hidden.contains(id) ? String(repeating: "•", count: text.count) : text
                return "\(id) “\(shown)”"
            }.joined(separator: ", ")
            return localized(
                // TRANSLATORS: like “Pressed “{button}” ({role})”; {fields} lists each text field's
                // id (untranslated) and what the user typed in it.
                "Pressed “{button}” ({role}), fields {fields}", with: ["button": id, "role": "\(role)", "fields": list])
        }
    }
}
