internal import GtkAlertsToolkit

extension Window {
    /// A window of its own for an alert's card (`.window` presentation): undecorated, modal
    /// over `parent`, as wide as the card was fitted, named by the alert's title and described
    /// by its message.
    ///
    /// The window manager's close (or Alt+F4) calls `onClose`, which backs out as Escape does;
    /// `onDestroyed` tells that someone else destroyed the window, so the alert is over.
    static func holdingAlert(
        _ card: AlertCard, titled title: AlertText?, over parent: Window?,
        onClose: @escaping @MainActor () -> Void, onDestroyed: @escaping @MainActor () -> Void
    ) -> Window {
        let window = Window(role: .alertDialog, isDecorated: false)
        window.addCSSClass("alert-window")
        if !window.display.isComposited { window.addCSSClass("opaque-corners") }
        // Modal for the window manager, which keeps it above its parent (and GNOME Shell,
        // which attaches it); its own group keeps GTK's grab off the app's other windows,
        // which an in-window alert leaves live too. The parent's host blocks the parent.
        window.isModal = true
        window.joinNewWindowGroup()
        window.isResizable = false
        // Without a default width GTK sizes the window from the content's natural width first,
        // and a wrapping label can then disagree with itself about its height (a critical).
        window.setDefaultSize(width: card.fittedWidth, height: -1)
        // Not destroyed with the parent by GTK: GTK then keeps a pointer to the freed parent
        // while a fade-out still holds this window (a use-after-free once it is disposed).
        // The parent's host dismisses this alert, and so destroys this window, instead.
        window.transientParent = parent
        window.keepCentredOverParentWhereUnplaced()
        window.title = title.map { DisplayText.cString($0.plainText) }
        window.child = card.root
        // The title already names the window; a labelled-by relation would name it twice.
        if let message = card.messageWidget {
            window.setAccessibleDescription(card.accessibleDescription, shownBy: message)
        }
        window.onCloseRequest {
            onClose()
            return true
        }
        window.connect("destroy") { onDestroyed() }
        return window
    }
}
