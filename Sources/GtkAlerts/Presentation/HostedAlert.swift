internal import GtkAlertsToolkit

/// One alert as its window's host keeps it in the queue: the presenter, and what the host put
/// on screen for it besides its card.
///
/// What the host knows of an alert lives in the queue's own entry, so nothing beside the queue
/// has to be kept in step with it: an entry that leaves the queue takes its level with it.
@MainActor
final class HostedAlert: Hashable {
    /// What an alert above the first level covers: its own dim, the card below it (blocked),
    /// and the focus to give back to that card.
    struct Level {
        let dim: DrawingArea
        let block: InteractionBlock
        let focus: FocusMemory?
    }

    let presenter: AlertPresenter
    /// Set while it shows above the first level.
    var level: Level?

    init(_ presenter: AlertPresenter) {
        self.presenter = presenter
    }

    nonisolated static func == (lhs: HostedAlert, rhs: HostedAlert) -> Bool { lhs === rhs }

    nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
