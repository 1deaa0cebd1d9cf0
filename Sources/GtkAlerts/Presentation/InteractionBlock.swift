internal import GtkAlertsToolkit

/// Widgets kept from taking input while an alert is above them, and how to give it back.
///
/// Blocking turns off pointer targeting and keyboard focus (and stops presses already aimed
/// at the widgets, see `PressBlock`), not sensitivity: an insensitive window is restyled
/// (greyed) and re-snapshotted whole, which is both wrong to look at and slow on heavy parents.
/// Assistive technologies ignore both, so a `ParentBlocker` makes the same widgets inert for
/// them too.
@MainActor
struct InteractionBlock {
    private let saved: [(widget: Widget, canTarget: Bool, canFocus: Bool)]
    private let assistiveTechnologyBlock: ParentBlocker
    private let pressBlock: PressBlock

    /// Blocks `widgets` now.
    init(_ widgets: [Widget]) {
        saved = widgets.map { ($0, $0.canTarget, $0.canFocus) }
        for (widget, _, _) in saved {
            widget.canTarget = false
            widget.canFocus = false
        }
        assistiveTechnologyBlock = ParentBlocker(blocking: widgets)
        pressBlock = PressBlock(blocking: widgets)
    }

    /// Gives the widgets back what they had, and the keyboard focus to `focus` (the widget
    /// that had it before the alert), as the user left it.
    func restore(focusing focus: FocusMemory? = nil) {
        for (widget, canTarget, canFocus) in saved {
            widget.canTarget = canTarget
            widget.canFocus = canFocus
        }
        assistiveTechnologyBlock.release()
        pressBlock.release()
        focus?.regain()
    }
}
