internal import GtkAlerts
public import GtkAlertsToolkit

/// Builders for the widgets every page shares: the heading, rows, buttons, toggles, labels.
///
/// Signal handlers here capture only widgets that are not ancestors of the widget they are
/// connected to, so no GObject keeps itself alive through its own closure.
@MainActor
public enum PageLayout {
    /// Space between a page's sections, in pixels.
    static let sectionSpacing = 12  // px
    /// Space between controls in a row, in pixels.
    static let controlSpacing = 8  // px

    /// The page's root: a column with the title and summary already in it.
    static func page(for page: some GalleryPage) -> Box {
        if let display = Display.default { GalleryStylesheet.install(on: display) }
        let root = Box(.vertical, spacing: sectionSpacing)
        root.addCSSClass("gallery-page")
        root.expandsHorizontally = true
        root.expandsVertically = true
        let title = Label(page.title)
        title.addCSSClass("gallery-page-title")
        title.horizontalTextAlignment = 0
        root.append(title)
        root.append(paragraph(page.summary, cssClass: "gallery-summary"))
        return root
    }

    /// A wrapping, start-aligned paragraph.
    static func paragraph(_ text: String, cssClass: String? = nil) -> Label {
        let label = Label(text)
        label.wraps = true
        label.horizontalTextAlignment = 0
        label.maximumWidthInCharacters = 70
        if let cssClass { label.addCSSClass(cssClass) }
        return label
    }

    /// A bold, start-aligned section heading.
    public static func heading(_ text: String) -> Label {
        let label = Label(text)
        label.addCSSClass("gallery-heading")
        label.horizontalTextAlignment = 0
        return label
    }

    /// A row of controls, start-aligned; a column in a window too narrow for it, unless
    /// `canStack` is `false` (see `fit(_:toWidth:)`).
    static func row(_ children: [Widget], spacing: Int = controlSpacing, canStack: Bool = true) -> Box {
        let row = Box(.horizontal, spacing: spacing)
        row.horizontalAlignment = .start
        for child in children { row.append(child) }
        if canStack { allowStacking(row) }
        return row
    }

    /// A column of widgets.
    static func column(_ children: [Widget], spacing: Int = controlSpacing) -> Box {
        let column = Box(.vertical, spacing: spacing)
        for child in children { column.append(child) }
        return column
    }

    /// A framed panel holding `child`.
    static func panel(_ child: Widget) -> Box {
        let panel = Box(.vertical)
        panel.addCSSClass("gallery-panel")
        panel.append(child)
        return panel
    }

    /// A text button running `action`; `name` makes it findable (`#name` in CSS, tests).
    static func button(_ title: String, name: String? = nil, action: @escaping @MainActor () -> Void) -> Button {
        let button = Button(label: title)
        if let name { button.name = name }
        button.onClick(action)
        return button
    }

    /// The label where a page reports how its alerts ended; alerts are presented over it.
    static func responseLabel() -> Label {
        let label = Label(localized("No alert shown yet"))
        label.addCSSClass("gallery-response")
        label.horizontalTextAlignment = 0
        label.wraps = true
        label.isSelectable = false
        return label
    }

    /// Presents `alert` over `anchor` and writes how it ended into `label`, without the texts
    /// of the fields in `hidden` (passwords).
    static func present(
        _ alert: Alert, over anchor: Widget, reportingTo label: Label, hidingFields hidden: Set<String> = []
    ) {
        alert.present(over: anchor) { response in
            label.setText(response.galleryDescription(hidingFields: hidden))
        }
    }

    /// A page whose alerts each have a button under `heading`, and the last response below.
    ///
    /// - Parameters:
    ///   - page: the page, whose title, summary and alerts these are.
    ///   - heading: the heading over the buttons.
    ///   - hiding: the ids of text fields whose text the response does not show (passwords).
    /// - Returns: the page's root, ready for a window.
    static func alertButtonsPage(for page: some GalleryPage, heading: String, hiding: Set<String> = []) -> Box {
        let root = Self.page(for: page)
        let response = responseLabel()
        root.append(Self.heading(heading))
        root.append(
            row(
                page.alerts.map { sample in
                    button(sample.title + "…", name: sample.name) {
                        present(sample.alert, over: response, reportingTo: response, hidingFields: hiding)
                    }
                }))
        root.append(Self.heading(localized("Last response")))
        root.append(response)
        return root
    }

    /// A button that switches something on and off, with a check mark while it is on.
    ///
    /// - Parameters:
    ///   - title: what the toggle switches.
    ///   - isOn: the starting state.
    ///   - name: makes the button findable (`#name` in CSS, tests).
    ///   - onChange: runs with the new state after every click.
    /// - Returns: the button, its check mark showing `isOn`.
    public static func toggle(
        _ title: String, isOn: Bool, name: String? = nil, onChange: @escaping @MainActor (Bool) -> Void
    ) -> Button {
        let check = Image(iconName: "object-select-symbolic", pixelSize: 16)
        let content = row([check, Label(title)], spacing: 6, canStack: false)
        let button = Button(child: content)
        if let name { button.name = name }
        let state = ToggleState(isOn: isOn)
        // The check only fades, so the button keeps its width whichever way it is.
        check.opacity = isOn ? 1 : 0
        // TRANSLATORS: what a screen reader says for a toggle that is on; {control} is its label.
        let onLabel = localized("{control}: on", with: ["control": title])
        // TRANSLATORS: what a screen reader says for a toggle that is off; {control} is its label.
        let offLabel = localized("{control}: off", with: ["control": title])
        button.setAccessibleLabel(isOn ? onLabel : offLabel)
        // Weakly: the handler lives on the button. (A `[weak button]` capture would not do:
        // the Swift wrapper goes away when this function returns, the GTK button does not.)
        let buttonReference = button.makeWeakReference()
        button.onClick {
            state.isOn.toggle()
            check.opacity = state.isOn ? 1 : 0
            // The spoken state follows the shown one.
            buttonReference.widget()?.setAccessibleLabel(state.isOn ? onLabel : offLabel)
            onChange(state.isOn)
        }
        return button
    }

    /// A button that steps through `choices`, showing the current one.
    ///
    /// - Parameters:
    ///   - choices: the names shown, in order; clicking after the last goes back to the first.
    ///   - selected: the index shown first.
    ///   - name: makes the button findable (`#name` in CSS, tests).
    ///   - onChange: runs with the new index after every click.
    /// - Returns: the button, showing the choice at `selected`.
    static func cycleButton(
        _ choices: [String], selected: Int = 0, name: String? = nil,
        onChange: @escaping @MainActor (Int) -> Void
    ) -> Button {
        precondition(!choices.isEmpty, "a cycle button needs at least one choice")
        let label = Label(choices[selected])
        let button = Button(child: label)
        if let name { button.name = name }
        let state = CycleState(index: selected)
        // A button around a custom child takes no name from it in GTK 4.8.
        button.setAccessibleLabel(choices[selected])
        let buttonReference = button.makeWeakReference()
        button.onClick {
            state.index = (state.index + 1) % choices.count
            label.setText(choices[state.index])
            buttonReference.widget()?.setAccessibleLabel(choices[state.index])
            onChange(state.index)
        }
        return button
    }
}

/// The on/off state behind a `PageLayout.toggle` button.
@MainActor
private final class ToggleState {
    var isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
}

/// The selected index behind a `PageLayout.cycleButton`.
@MainActor
private final class CycleState {
    var index: Int
    init(index: Int) { self.index = index }
}
