/// The spellings newcomers reach for first.
extension Alert {
    /// An alert with a title and buttons only.
    ///
    /// Without it, `Alert(title: "Saved") { AlertButton("OK") }` would hand its one trailing
    /// closure to `content:` and fail to build. With content as well, write
    /// `Alert(title:) { content } buttons: { … }`, or `Alert(title:message:) { … }`.
    ///
    /// ```swift
    /// await Alert(title: "Saved") { AlertButton("OK") }.present(over: widget)
    /// ```
    ///
    /// - Parameters:
    ///   - title: the bold heading.
    ///   - buttons: the buttons, in order.
    public init(title: AlertText? = nil, @AlertButtonBuilder buttons: () -> [AlertButton]) {
        self.init(title: title, content: { [] }, buttons: buttons)
    }
}
