internal import GtkAlertsToolkit

/// A faded card waiting, hidden, to leave its window's layers (see `hideForAMoment`).
@MainActor
final class FadedCard {
    /// Hides a faded card now and takes it out of the tree a moment later.
    ///
    /// A screen reader still handling the focus change away from the card asks for the old
    /// focus's parent, and Orca 43 said nothing when the card had already left the tree. Only
    /// the last card of a window waits: the one before it leaves at once, since that moment has
    /// passed for it, and a quick run of alerts would otherwise pile hidden cards up in the
    /// tree (the benchmark's present-and-dismiss cycles held 5 MB of heap that way). A card
    /// whose window is hidden or destroyed leaves at once too: no focus moves on a window that
    /// is gone, and waiting would keep the whole closed window's content alive.
    static func hideForAMoment(_ card: Widget, in layers: Overlay) {
        card.isVisible = false
        (layers.attachedValue(forKey: FadedCard.attachmentKey) as? FadedCard)?.remove()
        guard layers.isMapped else {
            layers.removeLayer(card)
            return
        }
        FadedCard.hold(card, in: layers)
    }

    private static let attachmentKey = "gtk-alerts-faded-card"

    private var card: Widget?
    private let layers: Overlay
    private var deadline: ScreenDeadline?

    private init(_ card: Widget, in layers: Overlay) {
        self.card = card
        self.layers = layers
    }

    /// Keeps `card` in `layers` until the grace ends, or until the window stops showing.
    private static func hold(_ card: Widget, in layers: Overlay) {
        let faded = FadedCard(card, in: layers)
        layers.setAttachedValue(faded, forKey: attachmentKey)
        faded.deadline = ScreenDeadline(on: layers, afterMilliseconds: AlertMetrics.removalGraceMilliseconds) {
            [weak faded] in faded?.remove()
        }
    }

    /// Takes the card out of its layers unless it has left already; forgets it, and itself.
    func remove() {
        guard let card else { return }
        self.card = nil
        deadline?.cancel()
        deadline = nil
        if card.parent?.isSameObject(as: layers) == true { layers.removeLayer(card) }
        if layers.attachedValue(forKey: Self.attachmentKey) === self {
            layers.setAttachedValue(nil, forKey: Self.attachmentKey)
        }
    }
}
