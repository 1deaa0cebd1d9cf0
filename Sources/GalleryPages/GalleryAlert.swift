public import GtkAlerts

/// One named alert of a gallery page, as a value that can be presented anywhere.
///
/// ```swift
/// GalleryAlert(name: "error", title: "Error", alert: Alert(title: "Error", message: "Try again."))
/// ```
public struct GalleryAlert: Sendable {
    /// A short kebab-case identifier, unique within its page (part of screenshot file names).
    public let name: String
    /// What the alert demonstrates, for people.
    public let title: String
    /// The alert itself, presented as is by the screenshot mode and the smoke test.
    public let alert: Alert

    /// Creates a named alert.
    ///
    /// - Parameters:
    ///   - name: a short kebab-case identifier, unique within the page.
    ///   - title: what the alert demonstrates.
    ///   - alert: the alert.
    public init(name: String, title: String, alert: Alert) {
        self.name = name
        self.title = title
        self.alert = alert
    }
}
