internal import GtkAlerts

extension AlertResponse {
    /// How the alert ended, in a sentence for the pages' response labels.
    ///
    /// Button ids and roles are shown as the code sees them, untranslated.
    var galleryDescription: String {
        switch self {
        case .dismissed:
            return localized("Dismissed without a button")
        case .button(let id, let role, nil):
            // TRANSLATORS: {button} is the button's id and {role} its role, both as the code
            // names them (e.g. “delete”, destructive): keep them untranslated.
            return localized("Pressed “{button}” ({role})", with: ["button": id, "role": "\(role)"])
        case .remembered(let id, let role):
            // TRANSLATORS: like “Pressed “{button}” ({role})”, for an answer given earlier by a
            // user who asked not to be asked again.
            return localized("Remembered “{button}” ({role})", with: ["button": id, "role": "\(role)"])
        case .button(let id, let role, let text?):
            return localized(
                // TRANSLATORS: like “Pressed “{button}” ({role})”; {text} is what the user typed.
                "Pressed “{button}” ({role}), text “{text}”", with: ["button": id, "role": "\(role)", "text": text])
        }
    }
}
