internal import GtkAlertsToolkit

/// What a presenter sees of its window's host: where it draws, the room it has, and where it
/// reports back.
///
/// The host decides an alert's life: when it shows, on which level, what waits and what ends
/// with it. A presenter draws its card on the stage it is given and reports its end through
/// `alertDidEnd(_:)`; it never reaches into the host's queue or levels.
@MainActor
protocol AlertStage: AnyObject {
    /// The window the alert is over.
    var parentWindow: Window? { get }
    /// The room an in-window card has, in pixels: the window's content area.
    var availableSize: (width: Int, height: Int) { get }
    /// The card that takes the keys of the window and of every alert window over it.
    var keyboardTarget: Widget? { get }
    /// Whether the window's first dim waits for the first frame of an alert window.
    var isDimPending: Bool { get }
    /// The dim under `presenter`'s card: its level's, or the window's first one.
    func dim(under presenter: AlertPresenter) -> Widget?
    /// The first report back: `presenter` has its answer, or was dismissed.
    func alertDidEnd(_ presenter: AlertPresenter)
    /// The second: the faded `card` of an ended in-window alert may leave the layers.
    func cardFaded(_ card: Widget)
}
