internal import GtkAlertsTestSupport

/// What a render of a light two-button alert measures, in pixels, found from its pixels alone
/// so that ours and libadwaita's are measured the same way.
///
/// The card is the light area around the window's centre (everything else is under the dim);
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

    var description: String {
        "card=\(cardWidth)x\(cardHeight) title-top=\(titleTop) title-height=\(titleHeight) button-height=\(buttonHeight)"
    }

    private static func isCard(_ pixel: PixelSample) -> Bool { pixel.luminance >= 245 }
    private static func isInk(_ pixel: PixelSample) -> Bool { pixel.luminance < 150 }

    /// Measures the card in `pixels`, over a window whose content is centred on `centreX`;
    /// `nil` when no card is found there.
    init?(_ pixels: PixelGrid, centreX: Int) {
        let probe = centreX - 110
        guard let top = (0..<pixels.height).first(where: { Self.isCard(pixels[probe, $0]) }),
            let bottom = (0..<pixels.height).reversed().first(where: { Self.isCard(pixels[probe, $0]) })
        else { return nil }
        cardHeight = bottom - top + 1
        // A row below the rounded corners and above the title.
        let row = top + 20
        var left = probe
        while left > 0, Self.isCard(pixels[left - 1, row]) { left -= 1 }
        var right = probe
        while right < pixels.width - 1, Self.isCard(pixels[right + 1, row]) { right += 1 }
        cardWidth = right - left + 1
        let inked = (top...bottom).filter { y in (left...right).contains { Self.isInk(pixels[$0, y]) } }
        guard let titleStart = inked.first else { return nil }
        titleTop = titleStart - top
        var titleEnd = titleStart
        while inked.contains(titleEnd + 1) { titleEnd += 1 }
        titleHeight = titleEnd - titleStart + 1
        // The button: the last run of non-card pixels on the probe column inside the card.
        var y = bottom
        while y > top, Self.isCard(pixels[probe, y]) { y -= 1 }
        let buttonBottom = y
        while y > top, !Self.isCard(pixels[probe, y]) { y -= 1 }
        buttonHeight = buttonBottom - y
    }
}
