/// Action lists: SwiftUI's `confirmationDialog` as an alert.
extension Alert {
    /// An action list: a title (which may be hidden), an optional message, and any number of
    /// actions as full-width rows, with the cancel action kept apart at the end.
    ///
    /// In-window over a window narrower than 450 pixels (where libadwaita's `AdwDialog`
    /// becomes a bottom sheet), it rises from the bottom edge as a sheet as wide as the
    /// window; wider, and in a window of its own, it is a centred card. Roles, keys (Escape
    /// picks the cancel action, Enter the suggested one) and accessibility are an alert's.
    /// The actions are rows whatever `buttonLayout(_:)` says.
    ///
    /// ```swift
    /// let list = Alert.actionList("Open “Report.pdf” with", titleVisibility: .visible) {
    ///     AlertButton("Document Viewer") { open(with: .viewer) }
    ///     AlertButton("Text Editor") { open(with: .editor) }
    ///     AlertButton("Cancel", role: .cancel)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - title: what the list is about; also its accessible name when hidden.
    ///   - titleVisibility: whether the title shows (see `AlertTitleVisibility`).
    ///   - message: text under the title.
    ///   - actions: the actions, in order; cancel-role ones go to the end.
    /// - Returns: the list, presented as any alert is (`present(over:)`, an `AlertStateHost`).
    public static func actionList(
        _ title: AlertText, titleVisibility: AlertTitleVisibility = .automatic, message: AlertText? = nil,
        @AlertButtonBuilder actions: () -> [AlertButton]
    ) -> Alert {
        var list = Alert(title: title, message: message, buttons: actions)
        list.actionListTitle = titleVisibility
        list.buttonLayout = .vertical
        return list
    }

    /// Whether this alert is an action list (see `actionList(_:titleVisibility:message:actions:)`).
    public var isActionList: Bool { actionListTitle != nil }

    /// Whether the title is drawn: always for alerts, as chosen for action lists.
    var showsTitle: Bool { actionListTitle?.showsTitle ?? true }

    /// `buttons` as shown in an action list: the cancel actions apart at the end, each group
    /// in its own order.
    static func actionOrder(_ buttons: [AlertButton]) -> [AlertButton] {
        buttons.filter { $0.role != .cancel } + buttons.filter { $0.role == .cancel }
    }
}
