package import GtkAlertsToolkit

/// The widgets of one alert as they are now, for GtkAlertsTestSupport's public inspectors
/// (`AlertHandle.card`, `buttons`, `entry`…): the seam that keeps them out of what apps see.
///
/// Each member asks the presentation on screen when it is read, so an inspection made before a
/// swapping `update(_:)` reads what took its place.
@MainActor
package struct AlertInspection {
    private let handle: AlertHandle

    init(handle: AlertHandle) {
        self.handle = handle
    }

    private var parts: AlertCard? { handle.presenter.cardParts }

    /// The card: the root of the alert's widgets, while it is on screen.
    package var card: Widget? { handle.presenter.cardWidget }

    /// The alert's own window, in `.window` presentation.
    package var window: Window? { handle.presenter.window }

    /// The on-screen button with `id`, while the alert is up.
    package func button(id: String) -> Button? {
        parts?.buttons.first { $0.model.id == id }?.widget
    }

    /// The on-screen buttons, in order, while the alert is up.
    package var buttons: [Button] { parts?.buttons.map(\.widget) ?? [] }

    /// The on-screen buttons' values (id, role), in the order of `buttons`: what a driver that
    /// sees only the screen (the gallery's report) names them by.
    package var buttonModels: [AlertButton] { parts?.buttons.map(\.model) ?? [] }

    /// The first text field's entry, if the alert has one and is up.
    package var entry: Entry? { parts?.fields.first?.entry }

    /// The first text field's error message while it shows, else `nil`.
    package var entryError: String? { parts?.fields.first.flatMap(Self.error(of:)) }

    /// The entry of the text field `id`, if the alert has one and is up.
    package func entry(id: String) -> Entry? {
        parts?.fields.first { $0.id == id }?.entry
    }

    /// The error message of the text field `id` while it shows, else `nil`.
    package func entryError(id: String) -> String? {
        parts?.fields.first { $0.id == id }.flatMap(Self.error(of:))
    }

    private static func error(of field: CardField) -> String? {
        field.isShowingError ? field.errorLabel.text : nil
    }

    /// The title label, if the alert has a title and is up.
    package var titleLabel: Label? { parts?.titleLabel }

    /// The first text paragraph's label, if any, while the alert is up.
    package var messageLabel: Label? { parts?.messageLabel }

    /// The first text paragraph as shown, while the alert is up: its label's text, or for a long
    /// paragraph (shown by a text view) the view's text.
    package var messageText: String? {
        if let label = messageLabel { return label.text }
        return parts?.messageWidget.flatMap(TextView.wrapping)?.text
    }

    /// The buttons' arrangement, while the alert is up.
    package var buttonOrientation: Orientation? { parts?.buttonBox.orientation }

    /// The scrolled area holding the content, while the alert is up.
    package var contentScroller: ScrolledWindow? { parts?.scroller }

    /// Weak references to the GObjects this alert created (card, window), for leak checks.
    package var createdObjects: [WeakObjectReference] { handle.presenter.createdObjects }
}

extension AlertHandle {
    /// The alert's widgets, for GtkAlertsTestSupport (which makes them public to tests).
    package var inspection: AlertInspection { AlertInspection(handle: self) }
}
