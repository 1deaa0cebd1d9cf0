/// Builds an alert's buttons from a list, with `if`, `for` and optionals allowed.
@resultBuilder
public enum AlertButtonBuilder {
    /// One button.
    public static func buildExpression(_ button: AlertButton) -> [AlertButton] { [button] }
    /// Several buttons from a loop or a helper.
    public static func buildExpression(_ buttons: [AlertButton]) -> [AlertButton] { buttons }
    /// Buttons in order.
    public static func buildBlock(_ parts: [AlertButton]...) -> [AlertButton] { parts.flatMap { $0 } }
    /// An `if` without `else`.
    public static func buildOptional(_ part: [AlertButton]?) -> [AlertButton] { part ?? [] }
    /// The first branch of an `if`/`else`.
    public static func buildEither(first part: [AlertButton]) -> [AlertButton] { part }
    /// The second branch of an `if`/`else`.
    public static func buildEither(second part: [AlertButton]) -> [AlertButton] { part }
    /// A `for` loop.
    public static func buildArray(_ parts: [[AlertButton]]) -> [AlertButton] { parts.flatMap { $0 } }
}
