public import Gtk

/// One piece of an alert's body; an alert shows any mix of them, in order.
///
/// ```swift
/// Alert(title: "Rename") {
///     AlertContent.image(.icon("document-edit-symbolic"))
///     AlertContent.text("Choose a new name.")
///     AlertContent.textField(AlertTextField(placeholder: "name"))
/// } buttons: { … }
/// ```
public struct AlertContent: Sendable {
    enum Representation: Sendable {
        case text(AlertText)
        case image(AlertImage)
        case textField(AlertTextField)
        case progress(AlertProgress)
        case widget(@MainActor @Sendable () -> Widget)
    }

    let representation: Representation

    /// A paragraph of text: plain, or markup from `AlertText.markup`.
    public static func text(_ text: AlertText) -> AlertContent {
        AlertContent(representation: .text(text))
    }

    /// An image: icon, file or bytes.
    public static func image(_ image: AlertImage) -> AlertContent {
        AlertContent(representation: .image(image))
    }

    /// A text entry whose text comes back in the response. At most one per alert.
    public static func textField(_ field: AlertTextField) -> AlertContent {
        AlertContent(representation: .textField(field))
    }

    /// A progress bar that follows `progress`.
    public static func progress(_ progress: AlertProgress) -> AlertContent {
        AlertContent(representation: .progress(progress))
    }

    /// Any widget, built when the alert is presented (each presentation builds a fresh one).
    public static func custom(_ build: @escaping @MainActor @Sendable () -> Widget) -> AlertContent {
        AlertContent(representation: .widget(build))
    }

    var textField: AlertTextField? {
        if case .textField(let field) = representation { return field }
        return nil
    }

    /// A short description for comparisons and debugging; closures compare by kind only.
    var summary: String {
        switch representation {
        case .text(let text): "text(\(text.plainText.debugDescription))"
        case .image(let image): "image(\(image.sourceDescription), \(image.width)x\(image.height))"
        case .textField(let field):
            "textField(placeholder: \(field.placeholder.debugDescription), secure: \(field.isSecure))"
        case .progress: "progress"
        case .widget: "custom"
        }
    }
}
