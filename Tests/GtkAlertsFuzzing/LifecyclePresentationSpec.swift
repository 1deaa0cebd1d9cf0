import GtkAlerts

/// What a presenting step presents.
struct LifecyclePresentationSpec: CustomStringConvertible, Sendable {
    enum Content: String, CaseIterable, Sendable {
        case text, markup, image, textField, progress, custom
        /// An image far wider than any window, which has to shrink to the card.
        case largeImage
    }

    enum Buttons: String, CaseIterable, Sendable {
        /// None: the alert gets its single "OK".
        case none
        case cancelAndDestructive
        case cancelAndSuggested
        /// "Cancel" and "Close without saving", whose action destroys the parent window (the
        /// "discard changes and close the window?" flow).
        case destroysParent
        /// "Cancel" and "Close Without Saving", whose action asks the parent window to close
        /// (`gtk_window_close`, as an editor does for its last tab): the answer's own close,
        /// which goes through.
        case closesParent
        /// "Cancel" and "Discard", whose caller's completion asks the parent window to close
        /// after that answer, pressed or remembered (an awaited alert's caller does not: it
        /// resumes a main-queue turn later, when the close would be any other request).
        case completionClosesParent
        /// Forty buttons: more than fit in a window.
        case many
    }

    /// Chooses among the open parents.
    var window: Int
    var presentation: AlertPresentation
    var content: Content
    var buttons: Buttons
    /// Whether the completion presents a follow-up alert over the same widget.
    var presentsFollowUp: Bool
    /// Which of the sequence's "Don't ask again" keys the alert is suppressible under, if any.
    var suppressionKey: Int? = nil

    var description: String {
        let suppression = suppressionKey.map { ", suppressible \($0)" } ?? ""
        return
            "window: \(window), .\(presentation), \(content), buttons: \(buttons)\(presentsFollowUp ? ", follow-up" : "")\(suppression)"
    }

    /// The id of the button that destroys or closes the parent window.
    static let closingButtonID = "discard"

    /// The alert's buttons (`[]` for the default "OK"), given the parent's window for the
    /// button that destroys or closes it, and the alert's number for the sequence to tell whose
    /// answer closed it.
    @MainActor func alertButtons(over parent: LifecycleParent?, number: Int) -> [AlertButton] {
        switch buttons {
        case .none: return []
        case .cancelAndDestructive:
            // Mnemonics, one of them the parent's own letter too (its "_Delete").
            return [AlertButton("_Cancel", role: .cancel), AlertButton("_Delete", role: .destructive)]
        case .cancelAndSuggested:
            return [AlertButton("_Cancel", role: .cancel), AlertButton("_Save", role: .suggested)]
        case .destroysParent:
            return [
                AlertButton("Cancel", role: .cancel),
                AlertButton("Close without saving", id: Self.closingButtonID, role: .destructive) { [weak parent] in
                    parent?.destroy()
                },
            ]
        case .closesParent:
            return [
                AlertButton("_Cancel", role: .cancel),
                AlertButton("Close _Without Saving", id: Self.closingButtonID, role: .destructive) { [weak parent] in
                    guard let parent else { return }
                    LifecycleSequence.current?.closeParent(parent, fromAnswerOf: number, by: .action)
                },
            ]
        case .completionClosesParent:
            return [
                AlertButton("Cancel", role: .cancel),
                AlertButton("Discard", id: Self.closingButtonID, role: .destructive),
            ]
        case .many:
            return (0..<40).map { AlertButton("Choice \($0)", role: $0 == 0 ? .cancel : .regular) }
        }
    }
}
