internal import GtkAlerts

extension AlertResponse {
    /// How the alert ended, in a sentence for the pages' response labels.
    var galleryDescription: String {
        switch self {
        case .dismissed:
            return "Dismissed without a button"
        case .button(let id, let role, let text):
            let typed = text.map { ", text “\($0)”" } ?? ""
            return "Pressed “\(id)” (\(role))\(typed)"
        }
    }
}
