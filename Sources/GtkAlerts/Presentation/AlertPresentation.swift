/// Where an alert's card is drawn.
///
/// Either way the parent window is dimmed and blocked.
public enum AlertPresentation: Equatable, Sendable {
    /// In a modal window of its own, transient for the parent (GTK's usual dialogs). The
    /// parent is blocked at once and dimmed at the alert window's first frame, so a parent
    /// that is slow to repaint never holds the alert back.
    case window
    /// Inside the parent window, above a dim layer: no second window, so it works without a
    /// window manager, in kiosks, and in screenshots of the parent.
    case inWindow
}
