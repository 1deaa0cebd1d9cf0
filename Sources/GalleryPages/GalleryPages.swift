/// The registry of gallery pages, in the order the gallery lists them.
///
/// ```swift
/// for page in GalleryPages.all { print(page.name) }
/// let items = GalleryPages.page(named: "items")
/// ```
public enum GalleryPages {
    /// Every page, in sidebar order.
    public static let all: [any GalleryPage] = [
        CustomContentPage(),
        ModularDialogPage(),
        AlertStatePage(),
        ItemsPage(),
        FullWindowPage(),
        LiveAlertsPage(),
        FormsPage(),
        ActionListPage(),
        ErrorsPage(),
        SuppressionPage(),
        PlaygroundPage(),
    ]

    /// The pages' names, in sidebar order: what `alert-gallery --list` prints.
    public static var names: [String] { all.map(\.name) }

    /// The page called `name`, or `nil` when there is none.
    public static func page(named name: String) -> (any GalleryPage)? {
        all.first { $0.name == name }
    }
}
