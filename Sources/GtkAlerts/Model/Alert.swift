internal import GtkAlertsToolkit

/// A custom modal alert, described as a value and shown over any widget's window.
///
/// An alert needs no GTK to build or compare; `present(over:)` turns it into widgets. The
/// parent window is dimmed and blocked while it is up, and comes back as it was.
///
/// ```swift
/// let alert = Alert(title: "Delete “Groceries”?", message: "This cannot be undone.") {
///     AlertButton("Cancel", role: .cancel)
///     AlertButton("Delete", role: .destructive) { store.delete(item) }
/// }
/// let response = await alert.present(over: anyWidgetInTheWindow)
/// ```
///
/// Equality compares everything that shows (text, content kinds, buttons' ids, labels,
/// roles and enabled state, layout, style, presentation), not the closures nor `id`.
///
/// A shown alert can change in place: `AlertHandle.update(_:)` (and `AlertStateHost`, for
/// states whose alerts share a non-`nil` `id`) changes its title, text, buttons and their
/// enabled state without fading it again, keeping the focus and the text field's text. See
/// `AlertHandle.update(_:)` for what needs a swap instead.
public struct Alert: Sendable {
    /// The bold heading, if any.
    public var title: AlertText?
    /// The body, in order.
    public var content: [AlertContent]
    /// The buttons; an alert with none shows a single "OK".
    public var buttons: [AlertButton]
    /// How the buttons are arranged.
    public var buttonLayout: ButtonLayout = .automatic
    /// How the alert looks.
    public var style: AlertStyle = .standard
    /// Where the card is drawn: in the parent window unless asked otherwise.
    public var presentation: AlertPresentation = .inWindow
    /// Which alert this is, across changes of its text and buttons (SwiftUI's
    /// `alert(item:)` identity): a shown alert updates in place only to a value with the same
    /// identity.
    ///
    /// `nil` (the default) gives `AlertStateHost` no identity, so it swaps.
    public var id: (any Hashable & Sendable)?
    var dismissHandler: (@MainActor @Sendable (AlertResponse) -> Void)?
    var contentErrorHandler: (@MainActor @Sendable (AlertContentError) -> Void)?
    var suppression: AlertSuppression?
    /// Set for action lists (see `actionList(_:titleVisibility:message:actions:)`): whether
    /// their title shows.
    var actionListTitle: AlertTitleVisibility?

    /// An alert with a title, any content and buttons.
    ///
    /// - Parameters:
    ///   - title: the bold heading.
    ///   - content: the body: text, markup, images, a text field, progress, any widget.
    ///   - buttons: the buttons, in order.
    public init(
        title: AlertText? = nil,
        @AlertContentBuilder content: () -> [AlertContent] = { [] },
        @AlertButtonBuilder buttons: () -> [AlertButton] = { [] }
    ) {
        self.title = title
        self.content = content()
        self.buttons = buttons()
    }

    /// The typical body: a title and a message.
    ///
    /// - Parameters:
    ///   - title: the bold heading.
    ///   - message: the text under it.
    ///   - buttons: the buttons, in order.
    public init(
        title: AlertText, message: AlertText?,
        @AlertButtonBuilder buttons: () -> [AlertButton] = { [] }
    ) {
        self.init(title: title, content: { message.map { [AlertContent.text($0)] } ?? [] }, buttons: buttons)
    }

    // MARK: Modifiers

    /// The same alert with its buttons arranged `layout`.
    public func buttonLayout(_ layout: ButtonLayout) -> Alert {
        var copy = self
        copy.buttonLayout = layout
        return copy
    }

    /// The same alert drawn with `style`.
    public func style(_ style: AlertStyle) -> Alert {
        var copy = self
        copy.style = style
        return copy
    }

    /// The same alert presented `presentation`.
    public func presentation(_ presentation: AlertPresentation) -> Alert {
        var copy = self
        copy.presentation = presentation
        return copy
    }

    /// The same alert with the identity `id` (see `id`).
    public func id(_ id: some Hashable & Sendable) -> Alert {
        var copy = self
        copy.id = id
        return copy
    }

    /// `id`, comparable.
    var identity: AnyHashable? { id.map { AnyHashable($0) } }

    /// The same alert, running `handler` with the response whenever it goes away.
    public func onDismiss(_ handler: @escaping @MainActor @Sendable (AlertResponse) -> Void) -> Alert {
        var copy = self
        let previous = copy.dismissHandler
        copy.dismissHandler = { response in
            previous?(response)
            handler(response)
        }
        return copy
    }

    /// The same alert, reporting content it had to fall back on (invalid markup, unreadable
    /// images) to `handler` instead of the standard error stream.
    public func onContentError(_ handler: @escaping @MainActor @Sendable (AlertContentError) -> Void) -> Alert {
        var copy = self
        copy.contentErrorHandler = handler
        return copy
    }

    /// The same alert with `button` added after its buttons (give it an id no other button
    /// has: see `AlertContentError.duplicateButtonID`).
    public func button(_ button: AlertButton) -> Alert {
        var copy = self
        copy.buttons.append(button)
        return copy
    }

    // MARK: Derived

    /// The buttons as shown: the alert's own, or a single "OK" when it has none; an action
    /// list's cancel actions last.
    @MainActor
    var effectiveButtons: [AlertButton] {
        let shown = buttons.isEmpty ? [AlertButton.defaultOK] : buttons
        return isActionList ? Self.actionOrder(shown) : shown
    }

    /// How the buttons are arranged as shown: an action list's are always rows.
    var effectiveButtonLayout: ButtonLayout { isActionList ? .vertical : buttonLayout }

    /// The text fields, in the order they show.
    var textFields: [AlertTextField] {
        content.compactMap(\.textField)
    }
}

extension Alert: Equatable {
    /// Compares what shows, not the closures.
    public static func == (lhs: Alert, rhs: Alert) -> Bool {
        lhs.title == rhs.title && lhs.content.count == rhs.content.count
            && zip(lhs.content, rhs.content).allSatisfy { $0.showsSame(as: $1) }
            && lhs.buttons.map { [$0.id, $0.label, $0.role.description, String($0.isEnabled)] }
                == rhs.buttons.map { [$0.id, $0.label, $0.role.description, String($0.isEnabled)] }
            && lhs.buttonLayout == rhs.buttonLayout && lhs.style == rhs.style
            && lhs.presentation == rhs.presentation && lhs.actionListTitle == rhs.actionListTitle
            && lhs.suppression?.key == rhs.suppression?.key && lhs.suppression?.label == rhs.suppression?.label
    }
}
