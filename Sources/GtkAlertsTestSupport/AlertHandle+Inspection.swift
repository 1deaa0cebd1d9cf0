public import GtkAlerts
public import GtkAlertsToolkit

/// The widgets of a presented alert, for tests: what they find, press, type into and measure.
///
/// Apps act on an alert through what `AlertHandle` itself offers (`dismiss()`, `update(_:)`,
/// `setEnabled(_:forButton:)`…); these are for tests, the gallery's screenshots and the tools
/// that check alerts from outside.
extension AlertHandle {
    /// The card: the root of the alert's widgets, while it is on screen.
    public var card: Widget? { inspection.card }

    /// The alert's own window, in `.window` presentation.
    public var window: Window? { inspection.window }

    /// The on-screen button with `id`, while the alert is up.
    public func button(id: String) -> Button? { inspection.button(id: id) }

    /// The on-screen buttons, in order, while the alert is up.
    public var buttons: [Button] { inspection.buttons }

    /// The first text field's entry, if the alert has one and is up.
    public var entry: Entry? { inspection.entry }

    /// The first text field's error message while it shows, else `nil`.
    public var entryError: String? { inspection.entryError }

    /// The entry of the text field `id`, if the alert has one and is up.
    public func entry(id: String) -> Entry? { inspection.entry(id: id) }

    /// The error message of the text field `id` while it shows, else `nil`.
    public func entryError(id: String) -> String? { inspection.entryError(id: id) }

    /// The title label, if the alert has a title and is up.
    public var titleLabel: Label? { inspection.titleLabel }

    /// The first text paragraph as shown, while the alert is up: its label's text, or for a long
    /// paragraph (shown by a text view) the view's text.
    public var messageText: String? { inspection.messageText }

    /// The first text paragraph's label, if any, while the alert is up.
    public var messageLabel: Label? { inspection.messageLabel }

    /// The buttons' arrangement, while the alert is up.
    public var buttonOrientation: Orientation? { inspection.buttonOrientation }

    /// The scrolled area holding the content, while the alert is up.
    public var contentScroller: ScrolledWindow? { inspection.contentScroller }

    /// Weak references to the GObjects this alert created (card, window), for leak checks.
    public var createdObjects: [WeakObjectReference] { inspection.createdObjects }
}
