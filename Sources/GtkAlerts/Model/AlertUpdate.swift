/// What `AlertHandle.update(_:)` did with the new alert value.
public enum AlertUpdate: Sendable, Equatable {
    /// The shown (or waiting) alert now shows the new value: same card, no fade, the focus
    /// and the text field's text kept.
    case inPlace
    /// The new value could not be shown in place (another identity, content kind or
    /// presentation): it was presented in the old one's place, and the handle now stands for it.
    case swapped
    /// The alert had already ended: nothing changed.
    case ended
}
