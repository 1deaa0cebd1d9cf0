internal import GtkAlertsToolkit

/// The room a card is fitted to, in pixels; 0 where it is not known yet.
struct CardRoom: Equatable {
    /// The parent's width: its content area for a card in its layers, and what a card in a
    /// window of its own takes its width fraction of.
    var width: Int
    /// The height the whole card must fit in: the parent's content area in its layers, the
    /// monitor's in a window of its own.
    var height: Int
    /// Whether the card is drawn in the parent's layers (where it may be a sheet, and short).
    var isInParentLayers: Bool
}

/// How a card sizes itself: one fit from all its inputs (the room, the alert's style and look,
/// the fonts its labels are measured in, the content), made again whenever one of them changes
/// while it is up.
extension AlertCard {
    /// Fits the card to `alert` in `room`: its place (a bottom sheet or a card in the middle),
    /// the short style, the width, the buttons side by side or stacked, and the content's
    /// height.
    ///
    /// Returns whether the short style changed: GTK restyles the labels only at the next
    /// layout, so until then they still measure in the old size, and the fit must be made again
    /// then.
    @discardableResult
    func fit(_ alert: Alert, in room: CardRoom) -> Bool {
        let restyled = fitWidth(alert, in: room)
        fitHeight(alert, in: room)
        return restyled
    }

    /// The part of the fit that needs no window: the place, the short style, the width and
    /// the buttons' arrangement (see `fit`).
    @discardableResult
    func fitWidth(_ alert: Alert, in room: CardRoom) -> Bool {
        fittedRoom = room
        let asSheet =
            room.isInParentLayers && alert.isActionList && room.width > 0
            && room.width < AlertMetrics.sheetBelowParentWidth
        let restyled =
            room.isInParentLayers && setShort(room.height > 0 && room.height <= AlertMetrics.shortParentHeight)
        fittedWidth = asSheet ? room.width : naturalCardWidth(for: alert, parentWidth: room.width)
        if room.isInParentLayers { place(asSheet: asSheet) }
        root.setSizeRequest(width: fittedWidth, height: -1)
        arrangeButtons(for: alert)
        return restyled
    }

    /// The content's height for the width fitted last: what it needs, at most what the style
    /// allows and what keeps the whole card in `room`.
    ///
    /// When even the buttons alone would not fit, they scroll with the content, so every one
    /// can be reached. Call once the card is in a window, so its CSS applies to the measurement.
    func fitHeight(_ alert: Alert, in room: CardRoom) {
        fittedRoom = room
        let width = fittedWidth
        let height = room.height - 2 * AlertMetrics.windowMargin
        placeButtons(scrollingWithContent: false)
        let buttonsHeight = buttonBox.measure(.vertical, forSize: width).natural
        if height > 0, buttonsHeight + AlertMetrics.minimumContentHeight > height {
            placeButtons(scrollingWithContent: true)
            fitContent(toWidth: width, maximumHeight: max(AlertMetrics.minimumContentHeight, height))
        } else {
            var limit = alert.style.maximumContentHeight
            if height > 0 { limit = min(limit, max(AlertMetrics.minimumContentHeight, height - buttonsHeight)) }
            fitContent(toWidth: width, maximumHeight: limit)
        }
    }

    /// Arranges the buttons side by side or stacked for the width fitted last, as `alert`'s
    /// layout decides from their labels' widths now.
    func arrangeButtons(for alert: Alert) {
        let row = buttonRow(forCardWidth: fittedWidth)
        let wanted = alert.effectiveButtonLayout.orientation(
            naturalWidths: buttonNaturalWidths(), spacing: row.spacing, availableWidth: row.availableWidth)
        guard wanted != buttonOrientation else { return }
        arrangeButtons(wanted)
    }

    /// Runs `body` once GTK has restyled the card: in the frame after next.
    ///
    /// A fit made just after the short style, the fonts or their scale changed measured the
    /// labels in their old size: a blank line under a title wrapped for that size, or a line cut
    /// off. GTK restyles the card in the layout of the next frame; the frame after that measures
    /// the new size. This is also the first fit of an alert over a window made elsewhere, whose
    /// layers have no size before their first layout.
    func afterRestyle(_ body: @escaping @MainActor () -> Void) {
        var frames = 0
        root.addTickCallback { _ in
            frames += 1
            guard frames >= 2 else { return true }
            body()
            return false
        }
    }

    /// Starts a sheet below its place and lets the stylesheet's transition raise it, from its
    /// first frame on.
    func slideIn() {
        root.addCSSClass("entering")
        root.addTickCallback { [weak root] _ in
            root?.removeCSSClass("entering")
            return false
        }
    }

    /// The card's width over a parent `parentWidth` pixels wide (0: not known yet).
    private func naturalCardWidth(for alert: Alert, parentWidth: Int) -> Int {
        let style = alert.style
        // Sized from the content only when asked: measuring it lays out every label.
        let content =
            style.widthFraction == nil
            ? naturalWidth(
                buttonLayout: alert.effectiveButtonLayout, maximumWidth: style.maximumWidth(look: buttonStyle))
            : 0
        return style.cardWidth(
            forParentWidth: parentWidth > 0 ? parentWidth : 480, contentWidth: content, look: buttonStyle)
    }
}
