internal import GtkAlertsToolkit

/// Where one presentation is in its life.
///
/// One value rather than separate flags for "shown", "has a window" and "finished", so no
/// combination of them can say two things at once (a finished alert whose card still answers, a
/// window without a card).
///
/// The window-wide order (which alert shows, which nest, which wait) is `AlertQueue`'s; this
/// is one alert's own part of it.
@MainActor
enum AlertPhase {
    /// Made, and waiting for its turn in its window's queue (or about to show).
    case waiting
    /// On screen: its card, and in `.window` presentation the window holding the card.
    case shown(AlertCard, window: Window?)
    /// Answered, dismissed, cancelled or replaced: it takes no input and gives no more answers.
    /// Its widgets may still be fading out, held by the fade alone.
    case ended

    /// The card on screen.
    var card: AlertCard? {
        if case .shown(let card, _) = self { return card }
        return nil
    }

    /// The alert's own window, in `.window` presentation while shown.
    var window: Window? {
        if case .shown(_, let window) = self { return window }
        return nil
    }

    /// The card while it is shown in its parent's layers (in-window presentation).
    var cardInParentLayers: AlertCard? {
        if case .shown(let card, nil) = self { return card }
        return nil
    }

    var hasEnded: Bool {
        if case .ended = self { return true }
        return false
    }
}
