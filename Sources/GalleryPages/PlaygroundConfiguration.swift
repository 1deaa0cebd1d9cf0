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
    static var layouts: [(name: String, layout: ButtonLayout)] {
        [
            (localized("Automatic"), .automatic), (localized("Horizontal"), .horizontal),
            (localized("Vertical"), .vertical),
        ]
    }

    /// The presentations the playground cycles through, with their names.
    static var presentations: [(name: String, presentation: AlertPresentation)] {
        [(localized("In window"), .inWindow), (localized("Own window"), .window)]
    }

    /// How many buttons, within `buttonCountRange`.
    var buttonCount = 2 {
        didSet {
            buttonCount = min(Self.buttonCountRange.upperBound, max(Self.buttonCountRange.lowerBound, buttonCount))
        }
    }
    /// How the buttons are arranged.
    var layout: ButtonLayout = .automatic
    /// Where the card is drawn.
    var presentation: AlertPresentation = .inWindow
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
        Alert(title: AlertText(localized("Playground"))) {
            if includesImage { AlertContent.image(.icon("dialog-information-symbolic", pixelSize: 48)) }
            if includesText { AlertText(localized("A plain paragraph, shown exactly as written: <b> & all.")) }
            if includesMarkup {
                AlertText.unvalidatedMarkup(
                    localized(
                        // TRANSLATORS: Pango markup: keep the tags and the colour.
                        "Markup: <b>bold</b>, <i>italic</i>, <span foreground=\"#c01c28\">colour</span> and <tt>code</tt>."
                    ))
            }
            if includesEntry { AlertContent.textField(AlertTextField(placeholder: localized("Type anything"))) }
        } buttons: {
            Self.buttons(count: buttonCount)
        }
        .buttonLayout(layout)
        .presentation(presentation)
    }

    /// `count` buttons with a mix of roles: Cancel first, the suggested choice last, and a
    /// destructive one when there is room.
    static func buttons(count: Int) -> [AlertButton] {
        guard count > 1 else { return [AlertButton(localized("OK"), id: "ok", role: .suggested)] }
        var buttons = [AlertButton(localized("Cancel"), id: "cancel", role: .cancel)]
        if count > 2 { buttons.append(AlertButton(localized("Delete"), id: "delete", role: .destructive)) }
        let others = max(0, count - buttons.count - 1)
        for index in 0..<others {
            let label = localized("Option {number}", with: ["number": String(index + 1)])
            buttons.append(AlertButton(label, id: "option-\(index + 1)"))
        }
        buttons.append(AlertButton(localized("Continue"), id: "continue", role: .suggested))
        return buttons
    }
}
