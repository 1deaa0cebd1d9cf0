public import GtkAlertsToolkit

/// One page of the gallery: a view to explore, and every alert the page can show.
///
/// Pages are plain values listed in `GalleryPages.all`; the gallery window shows their views,
/// and the screenshot mode and the smoke test enumerate `alerts` to present each one.
///
/// ```swift
/// struct HelloPage: GalleryPage {
///     let name = "hello"
///     let title = "Hello"
///     let summary = "A single alert."
///     var alerts: [GalleryAlert] {
///         [GalleryAlert(name: "hello", title: "Hello", alert: Alert(title: "Hello", message: nil))]
///     }
///     @MainActor func makeView(context: GalleryContext) -> Widget { Label("Hello") }
/// }
/// ```
public protocol GalleryPage: Sendable {
    /// A short kebab-case identifier, e.g. `custom-content`: the `--page` argument and the
    /// prefix of the page's screenshot files.
    var name: String { get }
    /// The page's title, shown in the sidebar and at the top of the page.
    var title: String { get }
    /// One or two sentences: what the page demonstrates.
    var summary: String { get }
    /// Every alert the page can show, with names unique within the page.
    var alerts: [GalleryAlert] { get }

    /// Builds the page's widgets.
    ///
    /// - Parameter context: what the page may need from the application (its data folder).
    /// - Returns: the page's root widget, ready to be put in a window.
    @MainActor func makeView(context: GalleryContext) -> Widget
}
