/// A recoverable problem with an alert's content; the alert still shows, with a fallback.
public enum AlertContentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Pango could not parse the markup; the text is shown literally instead.
    case invalidMarkup(markup: String, reason: String)
    /// The image could not be loaded; the theme's missing-image icon is shown instead.
    case unreadableImage(source: String, reason: String)
    /// Two buttons had the id `id`; the later one answers as `shownAs` instead.
    case duplicateButtonID(id: String, shownAs: String)
    /// Two text fields had the id `id`; the later one's text comes back as `shownAs`.
    case duplicateFieldID(id: String, shownAs: String)

    /// What went wrong, for logs.
    public var description: String {
        switch self {
        case .invalidMarkup(let markup, let reason):
            "invalid markup (shown as plain text): \(reason) in \(markup.prefix(80).debugDescription)"
        case .unreadableImage(let source, let reason):
            "image \(source) could not be loaded (showing the missing-image icon): \(reason)"
        case .duplicateButtonID(let id, let shownAs):
            "two buttons have the id \(id.debugDescription); the later one answers as \(shownAs.debugDescription)"
        case .duplicateFieldID(let id, let shownAs):
            "two text fields have the id \(id.debugDescription); the later one answers as \(shownAs.debugDescription)"
        }
    }
}
