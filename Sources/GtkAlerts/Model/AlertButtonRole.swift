/// What a button means, which sets how it looks and which keys reach it.
///
/// - `cancel`: Escape presses it; it never validates the text field.
/// - `destructive`: drawn in the theme's error colour.
/// - `suggested`: drawn in the accent colour; Enter presses it and it takes the initial focus.
public struct AlertButtonRole: Hashable, Sendable, CustomStringConvertible {
    enum Representation: Hashable, Sendable {
        case regular, cancel, destructive, suggested
    }

    let representation: Representation

    /// An ordinary choice.
    public static let regular = AlertButtonRole(representation: .regular)
    /// Backs out without doing anything; Escape presses it.
    public static let cancel = AlertButtonRole(representation: .cancel)
    /// Does something that cannot be undone.
    public static let destructive = AlertButtonRole(representation: .destructive)
    /// The expected choice; Enter presses it.
    public static let suggested = AlertButtonRole(representation: .suggested)

    /// The role's name, also its CSS class on the button.
    public var description: String {
        switch representation {
        case .regular: "regular"
        case .cancel: "cancel"
        case .destructive: "destructive"
        case .suggested: "suggested"
        }
    }

    /// The role whose `description` is `name`, if any (for roles read back from a file).
    static func named(_ name: String) -> AlertButtonRole? {
        [regular, cancel, destructive, suggested].first { $0.description == name }
    }
}
