internal import GtkAlerts

/// An app's own suppression store: answers kept for as long as the program runs.
///
/// What the page's alert list (and so the screenshots) use, so that every run starts with
/// nothing suppressed.
@MainActor
final class SessionSuppressionStore: AlertSuppressionStore {
    private var answers: [String: (id: String, role: AlertButtonRole)] = [:]

    /// An empty store; made anywhere, used on the main actor.
    nonisolated init() {}

    func rememberedResponse(forKey key: String) -> AlertResponse? {
        answers[key].map { .remembered(id: $0.id, role: $0.role) }
    }

    func remember(buttonID id: String, role: AlertButtonRole, forKey key: String) {
        answers[key] = (id, role)
    }

    func forget(key: String) { answers[key] = nil }

    func forgetAll() { answers = [:] }
}
