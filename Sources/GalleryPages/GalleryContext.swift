/// What gallery pages may need from the application that shows them.
///
/// ```swift
/// let view = page.makeView(context: GalleryContext(dataDirectory: ItemStore.defaultDirectory()))
/// ```
public struct GalleryContext: Sendable {
    /// The folder holding the items page's database (created when missing).
    public var dataDirectory: String

    /// Creates a context.
    ///
    /// - Parameter dataDirectory: the folder holding the items page's database.
    public init(dataDirectory: String) {
        self.dataDirectory = dataDirectory
    }
}
