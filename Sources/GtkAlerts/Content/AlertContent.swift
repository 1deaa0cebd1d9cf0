public import GtkAlertsToolkit

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

    /// A text entry whose text comes back in the response, under the field's id.
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

    /// Whether `self` and `other` show the same: text with its markup (styling shows), images
    /// to the byte, a text field's id, placeholder, initial text and secrecy, the same progress
    /// object.
    ///
    /// Closures (validators, custom widgets) compare by kind only.
    func showsSame(as other: AlertContent) -> Bool {
        switch (representation, other.representation) {
        case (.text(let lhs), .text(let rhs)): lhs == rhs
        case (.image(let lhs), .image(let rhs)): lhs == rhs
        case (.textField(let lhs), .textField(let rhs)):
            lhs.id == rhs.id && lhs.placeholder == rhs.placeholder && lhs.initialText == rhs.initialText
                && lhs.isSecure == rhs.isSecure
        case (.progress(let lhs), .progress(let rhs)): lhs === rhs
        case (.widget, .widget): true
        default: false
        }
    }
}
