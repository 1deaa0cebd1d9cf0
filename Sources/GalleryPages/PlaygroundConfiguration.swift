internal import GtkAlerts

/// The playground's choices, and the alert they make: a pure value, testable without GTK.
///
/// ```swift
/// var configuration = PlaygroundConfiguration()
/// configuration.buttonCount = 3
/// configuration.includesEntry = true
/// let alert = configuration.alert
/// ```
struct PlaygroundConfiguration: Equatable, Sendable {
    /// How many buttons the alert may have.
    static let buttonCountRange = 1...6

    /// The layouts the playground cycles through, with their names.
    static let layouts: [(name: String, layout: ButtonLayout)] = [
        ("Automatic", .automatic), ("Horizontal", .horizontal), ("Vertical", .vertical),
    ]

    /// The presentations the playground cycles through, with their names.
    static let presentations: [(name: String, presentation: AlertPresentation)] = [
        ("Own window", .window), ("In window", .inWindow),
    ]

    /// How many buttons, within `buttonCountRange`.
    var buttonCount = 2 {
        didSet { buttonCount = min(Self.buttonCountRange.upperBound, max(Self.buttonCountRange.lowerBound, buttonCount)) }
    }
    /// How the buttons are arranged.
    var layout: ButtonLayout = .automatic
    /// Where the card is drawn.
    var presentation: AlertPresentation = .window
    /// Whether the body has a plain paragraph.
    var includesText = true
    /// Whether the body has a paragraph of markup.
    var includesMarkup = false
    /// Whether the body has an image.
    var includesImage = false
    /// Whether the body has a text field.
    var includesEntry = false

    /// The alert these choices make.
    var alert: Alert {
        Alert(title: "Playground") {
            if includesImage { AlertContent.image(.icon("dialog-information-symbolic", pixelSize: 48)) }
            if includesText { AlertText("A plain paragraph, shown exactly as written: <b> & all.") }
            if includesMarkup {
                AlertText.markup(
                    "Markup: <b>bold</b>, <i>italic</i>, <span foreground=\"#c01c28\">colour</span> and <tt>code</tt>.")
            }
            if includesEntry { AlertContent.textField(AlertTextField(placeholder: "Type anything")) }
        } buttons: {
            Self.buttons(count: buttonCount)
        }
        .buttonLayout(layout)
        .presentation(presentation)
    }

    /// `count` buttons with a mix of roles: Cancel first, the suggested choice last, and a
    /// destructive one when there is room.
    static func buttons(count: Int) -> [AlertButton] {
        guard count > 1 else { return [AlertButton("OK", role: .suggested)] }
        var buttons = [AlertButton("Cancel", role: .cancel)]
        if count > 2 { buttons.append(AlertButton("Delete", role: .destructive)) }
        let others = max(0, count - buttons.count - 1)
        for number in 0..<others { buttons.append(AlertButton("Option \(number + 1)")) }
        buttons.append(AlertButton("Continue", role: .suggested))
        return buttons
    }
}
