internal import GtkAlertsToolkit

/// What a presenter sees of its window's host: where it reports back, and the keys it hands on.
///
/// The host decides an alert's life: when it shows, on which level, what waits and what ends
/// with it. A presenter draws its card on the stage it is given and reports its end through
/// `alertDidEnd(_:)`; it never reaches into the host's queue or levels. Where it draws is
/// pushed to it as an `AlertPlace`, at show and after each change of size.
@MainActor
protocol AlertStage: AnyObject {
    /// The card that takes the keys of the window and of every alert window over it.
    var keyboardTarget: Widget? { get }
    /// Whether the window's first dim waits for the first frame of an alert window.
    var isDimPending: Bool { get }
    /// The first report back: `presenter` has its answer, or was dismissed.
    func alertDidEnd(_ presenter: AlertPresenter)
    /// The second: the faded `card` of an ended in-window alert may leave the layers.
    func cardFaded(_ card: Widget)
}

/// Where an alert shows, as its window's host gives it: at show, and again after each change of
/// the window's content size.
@MainActor
struct AlertPlace {
    /// The window the alert is over.
    ///
    /// Held weakly (the window holds its host, which holds the alert), through GTK's object: a
    /// toolkit wrapper made for the occasion would not last.
    private let windowReference: WeakObjectReference?
    private let dimReference: WeakObjectReference?
    /// The window's content area, in pixels (0 before its first layout): the room of a card in
    /// its layers, and what a card in a window of its own takes its width fraction of.
    var size: (width: Int, height: Int)

    init(window: Window?, size: (width: Int, height: Int), dim: Widget?) {
        windowReference = window?.makeWeakReference()
        dimReference = dim?.makeWeakReference()
        self.size = size
    }

    /// The window the alert is over, while it exists.
    var window: Window? { windowReference?.window() }
    /// The dim under the alert's card: its level's, or the window's first one.
    var dim: Widget? { dimReference?.widget() }
}
