internal import GtkAlertsToolkit

/// Makes what lies behind an alert inert for assistive technologies, without changing how it
/// looks or re-realising it.
///
/// `AlertHost` stops the pointer and the keyboard with `can-target` and `can-focus`; GTK 4.8's
/// AT-SPI bridge ignores both. What it honours, measured over AT-SPI on GTK 4.8.3 (a button and
/// a toggle button, `DoAction(0)` from pyatspi while each mechanism was on):
///
/// | mechanism on the parent | `click` runs | reported sensitive | focusable | in the tree | looks |
/// | --- | --- | --- | --- | --- | --- |
/// | `can-target`/`can-focus` off | yes | yes | yes | yes | same |
/// | `sensitive` off | no | yes (!) | yes | yes | greyed |
/// | accessible state DISABLED | yes | no | yes | yes | same |
/// | accessible state HIDDEN | yes | yes | yes | no | same |
/// | `focusable` off | yes | yes | no | yes | same |
/// | cancel the click gesture on `activate` | no | yes | yes | yes | same |
///
/// `DoAction` checks only `gtk_widget_is_sensitive` and visibility, and insensitivity greys the
/// whole parent and restyles it. So the blocker combines the rows that change nothing on screen
/// and cost no relayout: the blocked roots are HIDDEN (a screen reader's review no longer
/// reaches them, as with `aria-modal`), and every widget under them that a user could operate
/// is reported DISABLED and has its activation cancelled (`WidgetTreeBlock`). GtkButton's
/// activation only arms a 250 ms timeout before `clicked`; cancelling its click gesture ends
/// that timeout without `clicked`, so neither the app's handlers, nor a toggle's own, nor an
/// attached action run. `focusable` stays as it is: turning it off made GTK relayout the whole
/// parent after each block and each release, and the focus cannot get in anyway (`can-focus`
/// is off on the roots, which GTK checks up the tree, and GTK's AT-SPI bridge has no
/// `GrabFocus`).
///
/// The walk costs time in proportion to the parent (1.3 M instructions to block a 1,036-widget
/// parent and 0.6 M to restore it, on GTK 4.18), so it runs once the frame that shows or hides
/// the dim is painted, in an idle: the roots are HIDDEN, and pointer and keyboard
/// blocked by `InteractionBlock`, at once. Idles run in order, so a blocker made right after
/// another's release walks the widgets after they were restored.
///
/// Limits: widgets added to the parent while an alert is up are not covered. Of the other
/// widgets with AT-SPI actions in GTK 4.8, measured without any blocking: a check button has
/// none, an entry's `activate` does not reach the app's handler, but a switch's `toggle` acts in
/// its class handler, before any handler of ours could cancel it, so a parent's switch is
/// hidden and reported disabled yet still toggles on an action sent straight to it.
@MainActor
final class ParentBlocker {
    private let roots: [Widget]
    private var walk: WidgetTreeBlock?
    /// The walk that blocks the roots' descendants, until it has run.
    private var pendingWalk: ScheduledAction?

    /// Blocks `roots` now, and everything in them once the next frame is painted.
    init(blocking roots: [Widget]) {
        self.roots = roots
        for root in roots { root.setAccessibleHidden(true) }
        pendingWalk = MainLoop.scheduleWhenIdle { [weak self] in
            guard let self else { return }
            self.pendingWalk = nil
            self.walk = WidgetTreeBlock(blocking: self.roots)
        }
    }

    /// Gives the roots back now, and everything in them once the next frame is painted (`widget`
    /// at once: it is about to take the focus); safe to call more than once.
    func release(restoringAtOnce widget: Widget? = nil) {
        pendingWalk?.cancel()
        pendingWalk = nil
        for root in roots { root.setAccessibleHidden(!root.isVisible) }
        guard let walk else { return }
        self.walk = nil
        if let widget { walk.restore(widget) }
        MainLoop.scheduleWhenIdle { walk.restore() }
    }
}
