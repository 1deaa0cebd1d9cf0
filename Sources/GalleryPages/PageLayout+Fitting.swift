public import GtkAlertsToolkit

extension PageLayout {
    /// The CSS class of the rows `fit(_:toWidth:)` may stack.
    static let stackableRowClass = "gallery-row"

    /// Lets `fit(_:toWidth:)` stack `row`'s children when the page is too wide.
    static func allowStacking(_ row: Box) {
        row.addCSSClass(stackableRowClass)
    }

    /// Stacks the page's rows, widest first, until the page needs no more than `width` pixels;
    /// rows stacked before that the page no longer needs stacked go back to rows.
    ///
    /// For a window narrower than the pages were laid out for (a phone's browser): a row of
    /// buttons, or a panel beside a column, becomes a column, so every control shows whole
    /// rather than past the window's edge. Rows that fit are left as they are.
    ///
    /// - Parameters:
    ///   - page: the page's root, as `GalleryPage.makeView(context:)` made it.
    ///   - width: the width the page gets, in pixels.
    public static func fit(_ page: Widget, toWidth width: Int) {
        let rows = page.descendants.filter { $0.hasCSSClass(stackableRowClass) }.compactMap(Box.wrapping)
        for row in rows { row.orientation = .horizontal }
        // The widest row is the one holding the page widest, or holds the one that is.
        var sideBySide = rows
        while page.measure(.horizontal).minimum > width,
            let widest = sideBySide.max(by: { $0.measure(.horizontal).minimum < $1.measure(.horizontal).minimum })
        {
            widest.orientation = .vertical
            sideBySide.removeAll { $0 === widest }
        }
    }
}
