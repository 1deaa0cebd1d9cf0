/// Builds an alert's body from a list of content, with `if`, `for` and optionals allowed.
///
/// A bare string literal is a paragraph of plain text.
@resultBuilder
public enum AlertContentBuilder {
    /// One piece of content.
    public static func buildExpression(_ content: AlertContent) -> [AlertContent] { [content] }
    /// A paragraph of text.
    public static func buildExpression(_ text: AlertText) -> [AlertContent] { [.text(text)] }
    /// A text field.
    public static func buildExpression(_ field: AlertTextField) -> [AlertContent] { [.textField(field)] }
    /// Several pieces from a loop or a helper.
    public static func buildExpression(_ contents: [AlertContent]) -> [AlertContent] { contents }
    /// Content in order.
    public static func buildBlock(_ parts: [AlertContent]...) -> [AlertContent] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [AlertContent]?) -> [AlertContent] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [AlertContent]) -> [AlertContent] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [AlertContent]) -> [AlertContent] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[AlertContent]]) -> [AlertContent] { parts.flatMap { $0 } }
}
