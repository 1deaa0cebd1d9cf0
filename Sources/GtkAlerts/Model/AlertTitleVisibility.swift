/// Whether an action list shows its title (SwiftUI's `titleVisibility`).
///
/// A hidden title still names the list for screen readers: "Open “Report.pdf” with, dialog"
/// is spoken where the rows alone would leave the question unsaid.
public enum AlertTitleVisibility: Equatable, Sendable {
    /// Shown, as GNOME's dialogs always show their heading.
    case automatic
    /// Shown.
    case visible
    /// Not shown on screen; still the list's accessible name and its window's title.
    case hidden

    /// Whether the title is drawn.
    var showsTitle: Bool { self != .hidden }
}
