/// The texts of an alert's text fields, by field id, in the order the fields show.
///
/// A response carries them (`AlertResponse.texts`), and a button's rule sees them
/// (`AlertButton.enabled(whenFields:)`). Write one as a dictionary literal:
///
/// ```swift
/// XCTAssertEqual(response.texts, ["user": "ada", "password": "analytical"])
/// let user = response.texts["user"]
/// ```
public struct AlertFieldTexts: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Each field's id and text, in the order the fields show.
    private var pairs: [(id: String, text: String)]

    /// Texts in the order given; of two equal ids the first wins.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { (id: $0.0, text: $0.1) })
    }

    init(_ pairs: [(id: String, text: String)]) {
        var seen = Set<String>()
        self.pairs = pairs.filter { seen.insert($0.id).inserted }
    }

    /// The text of the field `id`, or `nil` when the alert has no such field.
    public subscript(id: String) -> String? {
        pairs.first { $0.id == id }?.text
    }

    /// The first field's text, or `nil` when the alert has no text field.
    public var first: String? { pairs.first?.text }

    /// The fields' ids, in the order the fields show.
    public var ids: [String] { pairs.map(\.id) }

    /// The fields' texts, in the order the fields show.
    public var texts: [String] { pairs.map(\.text) }

    /// Equal when the same ids hold the same texts in the same order.
    public static func == (lhs: AlertFieldTexts, rhs: AlertFieldTexts) -> Bool {
        lhs.ids == rhs.ids && lhs.texts == rhs.texts
    }
}
