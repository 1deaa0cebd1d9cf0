internal import GtkAlerts
internal import GtkAlertsToolkit

/// Controls to build an alert: how many buttons, their layout, the presentation, the content.
struct PlaygroundPage: GalleryPage {
    let name = "playground"
    var title: String { localized("Playground") }
    var summary: String {
        localized(
            "Build an alert from its parts: one to six buttons, their layout, where the card is drawn, and which content it shows; then present it and read the response."
        )
    }

    var alerts: [GalleryAlert] {
        var everything = PlaygroundConfiguration()
        everything.buttonCount = 3
        everything.includesMarkup = true
        everything.includesImage = true
        everything.includesEntry = true
        var sixButtons = PlaygroundConfiguration()
        sixButtons.buttonCount = 6
        var sixInARow = sixButtons
        sixInARow.layout = .horizontal
        return [
            GalleryAlert(
                name: "default", title: localized("The starting choices"), alert: PlaygroundConfiguration().alert),
            GalleryAlert(name: "everything", title: localized("Every kind of content"), alert: everything.alert),
            GalleryAlert(name: "six-buttons", title: localized("Six buttons, stacked"), alert: sixButtons.alert),
            GalleryAlert(
                name: "six-buttons-in-a-row", title: localized("Six buttons in a row"), alert: sixInARow.alert),
        ]
    }

    @MainActor
    func makeView(context: GalleryContext) -> Widget {
        let root = PageLayout.page(for: self)
        let state = PlaygroundState()
        let response = PageLayout.responseLabel()

        let count = Label("\(state.configuration.buttonCount)")
        count.addCSSClass("gallery-value")
        let fewer = PageLayout.button("−", name: "fewer-buttons") {
            state.configuration.buttonCount -= 1
            count.setText("\(state.configuration.buttonCount)")
        }
        fewer.setAccessibleLabel(localized("Fewer buttons"))
        let more = PageLayout.button("+", name: "more-buttons") {
            state.configuration.buttonCount += 1
            count.setText("\(state.configuration.buttonCount)")
        }
        more.setAccessibleLabel(localized("More buttons"))

        let layout = PageLayout.cycleButton(PlaygroundConfiguration.layouts.map(\.name), name: "layout") { index in
            state.configuration.layout = PlaygroundConfiguration.layouts[index].layout
        }
        let presentation = PageLayout.cycleButton(
            PlaygroundConfiguration.presentations.map(\.name), name: "presentation"
        ) { index in
            state.configuration.presentation = PlaygroundConfiguration.presentations[index].presentation
        }
        let initial = state.configuration
        let content = PageLayout.row([
            PageLayout.toggle(localized("Text"), isOn: initial.includesText, name: "include-text") {
                state.configuration.includesText = $0
            },
            PageLayout.toggle(localized("Markup"), isOn: initial.includesMarkup, name: "include-markup") {
                state.configuration.includesMarkup = $0
            },
            PageLayout.toggle(localized("Image"), isOn: initial.includesImage, name: "include-image") {
                state.configuration.includesImage = $0
            },
            PageLayout.toggle(localized("Entry"), isOn: initial.includesEntry, name: "include-entry") {
                state.configuration.includesEntry = $0
            },
        ])
        let present = PageLayout.button(localized("Present"), name: "present") {
            PageLayout.present(state.configuration.alert, over: response, reportingTo: response)
        }
        present.addCSSClass("suggested-action")

        root.append(labelled(localized("Buttons"), PageLayout.row([fewer, count, more])))
        root.append(labelled(localized("Layout"), layout))
        root.append(labelled(localized("Presentation"), presentation))
        root.append(labelled(localized("Content"), content))
        root.append(PageLayout.row([present]))
        root.append(response)
        return root
    }

    /// A control with its name before it, names lined up in a column.
    @MainActor
    private func labelled(_ name: String, _ control: Widget) -> Widget {
        let label = PageLayout.heading(name)
        label.widthInCharacters = 12
        label.setMargins(top: 0, bottom: 0, start: 0, end: 0)
        let row = PageLayout.row([label, control], spacing: 12)
        return row
    }
}

/// The playground's current choices, shared by its controls.
@MainActor
private final class PlaygroundState {
    var configuration = PlaygroundConfiguration()
}
