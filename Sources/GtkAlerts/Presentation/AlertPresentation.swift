internal import GtkAlertsToolkit

/// Where an alert's card is drawn.
///
/// Either way the parent window is dimmed and blocked.
public enum AlertPresentation: Equatable, Sendable {
    /// In a modal window of its own, transient for the parent (GTK's usual dialogs). The
    /// parent is blocked at once and dimmed at the alert window's first frame, so a parent
    /// that is slow to repaint never holds the alert back.
    ///
    /// Where that window opens is the window manager's choice, and GTK has no way to place it
    /// without one. So on broadway (the browser backend, which never has one) the alert is
    /// drawn in its parent window instead, as `.inWindow`, rather than at the page's corner.
    /// On X11 with no window manager the window centres itself over its parent, where other
    /// GTK dialogs open at the screen's corner. Ask for it where a window of its own is wanted.
    case window
    /// Inside the parent window, above a dim layer, as libadwaita's `AdwDialog` draws its
    /// dialogs (the default): no second window, so the alert is over its parent, whole and
    /// answerable at once on every backend, with or without a window manager (broadway in a
    /// browser, bare X11, kiosks), and in screenshots of the parent. Over a widget that is in
    /// no window yet, the alert opens a window of its own.
    case inWindow
}

extension AlertPresentation {
    /// Lets test rigs see `.window` alerts in windows of their own where nothing places them
    /// (broadway), to test that presentation there.
    @MainActor package static var ownWindowsWherever = false

    /// The presentation an alert asking for this one gets on `display`.
    @MainActor
    func effective(on display: Display) -> AlertPresentation {
        if self == .window && display.backend == "broadway" && !Self.ownWindowsWherever { return .inWindow }
        return self
    }
}
