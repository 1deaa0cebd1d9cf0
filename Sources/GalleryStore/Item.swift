/// One entry of the gallery's stored item list.
public struct Item: Identifiable, Equatable, Sendable {
    /// The row id SQLite assigned; never reused, so a deleted item's id stays retired.
    public let id: Int64
    /// The name exactly as it was added, byte for byte.
    public let name: String

    /// Creates an item value; the store makes these, previews and tests may too.
    public init(id: Int64, name: String) {
        self.id = id
        self.name = name
    }
}
