internal import GtkAlertsToolkit

/// How a shown card stays fitted to its place: the room the host pushed, the fonts, the look
/// and the content, fitted again whenever one of them changes (the fit itself is the card's:
/// `AlertCard.fit(_:in:)`).
extension AlertPresenter {
    /// The room the card has now (see `CardRoom`).
    var room: CardRoom {
        let isInParentLayers = window == nil && stage != nil && alert.presentation == .inWindow
        let height =
            isInParentLayers ? place.size.height : (window ?? place.window)?.monitorSize?.height ?? 0
        return CardRoom(width: place.size.width, height: height, isInParentLayers: isInParentLayers)
    }

    /// Follows the parent's new size (the stage's host tells, after each allocation that changed it):
    /// the card keeps its fraction of the width, the buttons re-decide side by side or
    /// stacked, and the content fits the new height.
    func parentResized(to place: AlertPlace) {
        self.place.size = place.size
        guard let card = phase.cardInParentLayers else { return }
        let room = self.room
        // The first allocation after the show reports the size the card was just fitted for
        // (the host's dim is new, so its size changes from none): fitting again measured the
        // labels once more for the same answer, 3 % of a present's instructions.
        guard room.width > 0, card.fittedRoom != room else { return }
        refit()
    }

    /// Fits the card again to what it has now: the room, the look, the fonts and the content.
    ///
    /// A window of its own takes the card's new width as its own.
    func refit() {
        guard let card = cardParts else { return }
        let room = self.room
        if room.isInParentLayers, room.width == 0 {
            // Not laid out yet: the width waits for the first allocation.
            card.arrangeButtons(for: alert)
            card.fitHeight(alert, in: room)
        } else if card.fit(alert, in: room) {
            refitOnceRestyled(card)
        }
        window?.setDefaultSize(width: card.fittedWidth, height: -1)
    }

    /// Fits `card` again once GTK has restyled it (see `AlertCard.afterRestyle(_:)`): for a
    /// window that crossed the short height, or fonts or their scale that changed.
    func refitOnceRestyled(_ card: AlertCard) {
        card.afterRestyle { [weak self, weak card] in
            guard let self, let card, self.cardParts === card else { return }
            refit()
        }
    }

    /// The fonts or their scale changed while the card is up: GTK lays the labels out anew at
    /// the next frame, and the card fits itself to them after that.
    func fontsChanged() {
        guard let card = cardParts else { return }
        refitOnceRestyled(card)
    }
}
