internal import GtkAlertsToolkit

/// Makes what lies behind an alert inert for assistive technologies, without changing how it
/// looks or re-realising it, at a cost that does not grow with the parent's widget count.
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
/// and touch no widget but the roots: the roots are HIDDEN (a screen reader's review no longer
/// reaches anything in them, as with `aria-modal`), and any activation under them is cancelled
/// (`ActivationBlock`, one hook for all widgets). The widget that had the focus, which a screen
/// reader still holds, is also reported DISABLED. `focusable` stays as it is: turning it off
/// made GTK relayout the whole parent after each block and each release, and the focus cannot
/// get in anyway (`can-focus` is off on the roots, which GTK checks up the tree, and GTK's
/// AT-SPI bridge has no `GrabFocus`).
///
/// Limit: of the widgets with AT-SPI actions in GTK 4.8, measured without any blocking, a check
/// button has none, an entry's `activate` does not reach the app's handler, but a switch's
/// `toggle` acts in its class handler, before anything of ours could cancel it, so a parent's
/// switch is hidden yet still toggles on an action sent straight to it.
@MainActor
final class ParentBlocker {
    private let roots: [Widget]
    private var activation: ActivationBlock?

    /// Blocks `roots` and everything in them.
    init(blocking roots: [Widget]) {
        self.roots = roots
        for root in roots { root.setAccessibleHidden(true) }
        let focus = roots.first?.window?.focusedWidget
        let heldByScreenReader = focus.map { focus in
            roots.contains { focus.isSameObject(as: $0) || focus.isDescendant(of: $0) } ? [focus] : []
        }
        activation = ActivationBlock(blocking: roots, reportingDisabled: heldByScreenReader ?? [])
    }

    /// Gives the roots and everything in them back; safe to call more than once.
    func release() {
        guard let activation else { return }
        self.activation = nil
        for root in roots { root.setAccessibleHidden(!root.isVisible) }
        activation.release()
    }
}
