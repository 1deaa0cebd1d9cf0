internal import GtkAlertsTestSupport

/// What a render of an alert measures, in pixels, found from its pixels alone so that ours and
/// libadwaita's are measured the same way.
///
/// The card is the area of the dialog's colour around the window's centre (everything else is
/// under the dim: darker);
/// the probe column runs 110 px left of the centre: inside the card's padding, clear of the
/// title's glyphs and through the Cancel button.
struct CardFigures: CustomStringConvertible {
    var cardWidth = 0
    var cardHeight = 0
    /// From the card's top edge to the title's first inked row.
    var titleTop = 0
    /// The title's inked rows, top to bottom: its glyphs' height.
    var titleHeight = 0
    var buttonHeight = 0
    /// The darkest of the three rows just above the card: its hairline over the dim.
    var edge = 0

    var description: String {
        "card=\(cardWidth)x\(cardHeight) title-top=\(titleTop) title-height=\(titleHeight) button-height=\(buttonHeight) edge=\(edge)"
    }

    /// The dialog's colour: near white in the light styles; in the dark one, libadwaita's
    /// #383838 (1.2) or #36363a (1.7 on), lighter than anything under the dark dim.
    private let isCard: (PixelSample) -> Bool
    /// Text: dark on the light card, light on the dark one.
    private let isInk: (PixelSample) -> Bool

    /// Measures the card in `pixels`, over a window whose content is centred on `centreX`, in the
    /// dark style or a light one; `nil` when no card is found there.
    init?(_ pixels: PixelGrid, centreX: Int, dark: Bool) {
        isCard = dark ? { (48.0...64.0).contains($0.luminance) } : { $0.luminance >= 245 }
        isInk = dark ? { $0.luminance > 150 } : { $0.luminance < 150 }
        let isCard = self.isCard
        let isInk = self.isInk
        let probe = centreX - 110
        // A run of card rows, not a line of the window's frame in the same grey.
        func startsCard(_ y: Int, _ step: Int) -> Bool {
            (0..<8).allSatisfy { offset in
                let row = y + step * offset
                return (0..<pixels.height).contains(row) && isCard(pixels[probe, row])
            }
        }
        guard let top = (0..<pixels.height).first(where: { startsCard($0, 1) }),
            let bottom = (0..<pixels.height).reversed().first(where: { startsCard($0, -1) }), top >= 3
        else { return nil }
        cardHeight = bottom - top + 1
        // A row below the rounded corners and above the title.
        let row = top + 20
        var left = probe
        while left > 0, isCard(pixels[left - 1, row]) { left -= 1 }
        var right = probe
        while right < pixels.width - 1, isCard(pixels[right + 1, row]) { right += 1 }
        cardWidth = right - left + 1
        // Ink away from the rounded corners, whose edge may be dark (high contrast).
        let inner = (left + 20)...(right - 20)
        let inked = (top...bottom).filter { y in inner.contains { isInk(pixels[$0, y]) } }
        edge = Int(((top - 3)..<top).map { pixels[probe, $0].luminance }.min()?.rounded() ?? 0)
        guard let titleStart = inked.first else { return nil }
        titleTop = titleStart - top
        var titleEnd = titleStart
        while inked.contains(titleEnd + 1) { titleEnd += 1 }
        titleHeight = titleEnd - titleStart + 1
        // The button: the last run of non-card pixels on the probe column inside the card.
        var y = bottom
        while y > top, isCard(pixels[probe, y]) { y -= 1 }
        let buttonBottom = y
        while y > top, !isCard(pixels[probe, y]) { y -= 1 }
        buttonHeight = buttonBottom - y
    }
}
