/// Where an alert's card is drawn.
///
/// Either way the parent window is dimmed and blocked.
public enum AlertPresentation: Equatable, Sendable {
    /// In a modal window of its own, transient for the parent (GTK's usual dialogs). The
    /// parent is blocked at once and dimmed at the alert window's first frame, so a parent
    /// that is slow to repaint never holds the alert back.
    ///
    /// Where that window opens is the window manager's choice: without one (broadway, X11
    /// with no window manager) GTK has no way to place it, and it opens at the screen's corner
    /// as every GTK dialog does there. Ask for it where a window of its own is wanted.
    case window
    /// Inside the parent window, above a dim layer, as libadwaita's `AdwDialog` draws its
    /// dialogs (the default): no second window, so the alert is over its parent, whole and
    /// answerable at once on every backend, with or without a window manager (broadway in a
    /// browser, bare X11, kiosks), and in screenshots of the parent. Over a widget that is in
    /// no window yet, the alert opens a window of its own.
    case inWindow
}
