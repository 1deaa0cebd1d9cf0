internal import GtkAlertsToolkit

/// The widgets of one alert, built from its value: body content above, buttons below.
///
/// ```
/// box.alert-card
/// ├── scrolledwindow.alert-scroller
/// │   └── box.alert-scrolled
/// │       ├── box.alert-body: label.alert-title, label.alert-message, image, text fields
/// │       │   (see `CardField`), progressbar, custom widgets (each in a sideways
/// │       │   scrolledwindow.alert-custom-frame)…
/// │       └── (box.alert-buttons, here only when too many to fit below the content)
/// └── box.alert-buttons.horizontal|vertical
///     └── button.alert-button.<role> …
/// ```
@MainActor
final class AlertCard {
    let root: Box
    let scroller: ScrolledWindow
    let buttonBox: Box
    /// `.flat` or `.rounded`, resolved once when the card is made.
    let buttonStyle: AlertButtonStyle
    let body: Box
    /// What scrolls: the body, and the buttons too when they do not fit below it.
    private let scrolled: Box
    private(set) var titleLabel: Label?
    private(set) var messageLabel: Label?
    /// What describes the alert for assistive technologies: the first paragraph, a label or
    /// a long text's view.
    private(set) var messageWidget: Widget?
    /// The text fields, in the order they show.
    private(set) var fields: [CardField] = []
    /// "Don't ask again", when the alert is suppressible.
    private(set) var suppressionCheck: CheckButton?
    /// The check button's own label.
    private var suppressionLabel: Label?
    /// The buttons in the order they show, each with the value it answers for.
    private(set) var buttons: [CardButton] = []
    /// Runs with the value of the button the user pressed: looked up when pressed, so a button
    /// that an update moved or renamed answers for what it shows.
    var onPress: ((AlertButton) -> Void)?
    private(set) var contentErrors: [AlertContentError] = []
    private var progressBars: [(AlertProgress, ProgressBar)] = []
    /// The label each text paragraph shows in, in content order (`nil` for other content), so
    /// an update can change the text in place.
    private var contentLabels: [Label?] = []
    /// The images shown, each with the size it was asked for.
    private var images: [(widget: Widget, image: AlertImage)] = []
    /// The sideways scrolled windows around custom widgets, fitted to the body's width.
    private var customFrames: [ScrolledWindow] = []
    /// The title, paragraph and "Don't ask again" labels, which wrap to the card's width.
    private var wrappingLabels: [Label] { ([titleLabel] + contentLabels + [suppressionLabel]).compactMap { $0 } }
    /// The message, spoken after the alert's name: the card's and its window's description.
    private(set) var accessibleDescription: String?
    /// The room the card was last fitted to, and the width it took (see `fit`).
    var fittedRoom: CardRoom?
    var fittedWidth = 0
    /// The buttons' arrangement, once decided.
    private(set) var buttonOrientation: Orientation?
    /// The field (by index) that had the focus when the card last left the screen, and what
    /// was selected in it (see `keepFocusAfterReparenting`).
    var typedWhenUnmapped: (field: Int, selection: Range<Int>)?

    /// A small natural width for wrapping labels, in characters: the card's width, not the
    /// text's, then decides how wide they are, and they wrap to whatever they get.
    static let wrappingLabelCharacters = 12

    /// Whether the card is the dialog for assistive technologies (in-window), rather than the
    /// content of a window that is (`.window`).
    ///
    /// Only the dialog carries the name and the description: a card that did too was spoken as
    /// a second container, the title twice.
    let isTheDialog: Bool

    init(alert: Alert, isTheDialog: Bool) {
        self.isTheDialog = isTheDialog
        // `.other`, not `.group`: an unnamed generic container, which screen readers skip.
        root = Box(.vertical, role: isTheDialog ? .alertDialog : .other)
        root.addCSSClass("alert-card")
        root.clipsChildren = true
        if alert.isActionList { root.addCSSClass("action-list") }
        scroller = ScrolledWindow(maximumHeight: alert.style.maximumContentHeight)
        scroller.addCSSClass("alert-scroller")
        scroller.expandsVertically = true
        body = Box(.vertical, spacing: 0)
        body.addCSSClass("alert-body")
        scrolled = Box(.vertical, spacing: 0)
        scrolled.addCSSClass("alert-scrolled")
        scrolled.append(body)
        scroller.child = scrolled
        root.append(scroller)
        buttonBox = Box(.horizontal)
        buttonBox.addCSSClass("alert-buttons")
        buttonStyle = alert.style.buttonStyle.resolved()
        buttonBox.addCSSClass(buttonStyle.styleClass)
        root.addCSSClass("look-\(buttonStyle.styleClass)")
        // What changed after libadwaita 1.7 (measured on 1.10): taller lines of body text (its
        // `.body`, which its dialogs' text wears) and a closer shadow.
        let release = LibadwaitaRelease.inUse
        if (release.major, release.minor) >= (1, 8) { root.addCSSClass("adwaita-1-8") }
        root.append(buttonBox)

        accessibleDescription = Self.description(of: alert)

        if let title = alert.title, !title.isEmpty, alert.showsTitle {
            let label = makeLabel(title, cssClass: "alert-title")
            body.append(label)
            titleLabel = label
        }
        for item in alert.content {
            let widget = makeWidget(for: item, in: alert)
            if let widget { body.append(widget) }
            contentLabels.append(widget.flatMap { $0 as? Label })
        }
        if let label = alert.suppressionLabel() {
            let check = CheckButton(mnemonicLabel: label)
            check.addCSSClass("alert-suppression")
            check.horizontalAlignment = .center
            // Its label wraps to the card's width as the paragraphs do, rather than widen it.
            if let label = check.children.lazy.compactMap(Label.wrapping).first {
                label.wraps = true
                label.maximumWidthInCharacters = AlertCard.wrappingLabelCharacters
                suppressionLabel = label
            }
            body.append(check)
            suppressionCheck = check
        }
        if body.children.isEmpty {
            // Nothing above the buttons (an action list with its title hidden): no blank
            // padding, and no separator over the first one.
            scroller.isVisible = false
            root.addCSSClass("buttons-only")
        }
        for button in alert.effectiveButtons {
            let entry = makeButton(button)
            buttonBox.append(entry.widget)
            buttons.append(entry)
        }
        // When the content scrolls it is a Tab stop: "Title, scroll pane", not a bare one.
        scroller.setAccessibleLabelledBy(titleLabel)
        if isTheDialog {
            root.setAccessibleLabelledBy(titleLabel)
            if titleLabel == nil, let title = alert.title {
                root.setAccessibleLabel(DisplayText.cString(title.plainText))
            }
            // The message label carries the description (see setAccessibleDescription(_:shownBy:)).
            if let messageWidget { root.setAccessibleDescription(accessibleDescription, shownBy: messageWidget) }
        }
    }

    /// What describes `alert` to assistive technologies: its first paragraph, as plain text.
    private static func description(of alert: Alert) -> String? {
        let message = alert.content.lazy.compactMap { item -> AlertText? in
            if case .text(let text) = item.representation, !text.isEmpty { return text }
            return nil
        }.first
        return message.map { DisplayText.cString($0.plainText) }
    }

    /// Arranges the buttons side by side or stacked.
    func arrangeButtons(_ orientation: Orientation) {
        buttonOrientation = orientation
        buttonBox.orientation = orientation
        buttonBox.isHomogeneous = orientation == .horizontal
        buttonBox.removeCSSClass(orientation == .horizontal ? "vertical" : "horizontal")
        buttonBox.addCSSClass(orientation == .horizontal ? "horizontal" : "vertical")
    }

    /// Places the card as a bottom sheet (along the parent's bottom edge, as wide as it) or
    /// as a card in the middle.
    func place(asSheet: Bool) {
        root.horizontalAlignment = asSheet ? .fill : .center
        root.verticalAlignment = asSheet ? .end : .center
        if asSheet { root.addCSSClass("sheet") } else { root.removeCSSClass("sheet") }
    }

    /// Sizes the scrolled content for a card `width` pixels wide: as tall as the content needs,
    /// up to `maximumHeight`, past which it scrolls.
    ///
    /// Call once the card is in a window, so its CSS (fonts, padding) applies to the measurement.
    func fitContent(toWidth width: Int, maximumHeight: Int) {
        fitWideContent(toWidth: width)
        let needed = scrolled.measure(.vertical, forSize: width).natural
        let height = min(needed, maximumHeight)
        if scroller.maximumHeight < height { scroller.maximumHeight = height }
        scroller.setFixedContentHeight(height)
        // A scrolled window whose content takes no focus becomes a Tab stop itself, announced
        // as a bare "scroll pane": only worth it when there is something to scroll. Not
        // `focusable`: GTK 4.8's scrolled window then still claims the Tab it cannot take, and
        // the focus sticks there instead of wrapping round to the first button.
        // AT-SPI reports `focusable`, so that goes too.
        let scrolls = needed > height
        scroller.canFocus = scrolls || Self.containsFocusableWidget(scrolled)
        scroller.isFocusable = scrolls
    }

    /// Draws each image at the size it was asked for, or smaller, keeping its aspect, and lets
    /// each custom widget grow no wider, where the body of a card `width` pixels wide is
    /// narrower: neither widens the card past its window.
    private func fitWideContent(toWidth width: Int) {
        guard !images.isEmpty || !customFrames.isEmpty else { return }
        // The body's padding and borders, whatever the look or the app's CSS make them.
        let widestChild = body.children.map { $0.measure(.horizontal).minimum }.max() ?? 0
        let room = max(1, width - max(0, body.measure(.horizontal).minimum - widestChild))
        for frame in customFrames { frame.maximumWidth = room }
        for (widget, image) in images {
            let scale = min(1, Double(room) / Double(image.shownWidth))
            let fitted = (
                width: max(1, Int((Double(image.shownWidth) * scale).rounded(.down))),
                height: max(1, Int((Double(image.shownHeight) * scale).rounded(.down)))
            )
            if let icon = widget as? Image {
                icon.pixelSize = min(fitted.width, fitted.height)
            } else {
                widget.setSizeRequest(width: fitted.width, height: fitted.height)
            }
        }
    }

    /// Puts the buttons below the scrolled content (where they always show), or at the end of
    /// it, scrolling with it (when there are too many to fit on screen below it).
    func placeButtons(scrollingWithContent: Bool) {
        let wanted: Widget = scrollingWithContent ? scrolled : root
        guard buttonBox.parent?.isSameObject(as: wanted) != true else { return }
        // Moved within one turn of the main loop, so the buttons keep their handlers.
        buttonBox.unparent()
        if scrollingWithContent { scrolled.append(buttonBox) } else { root.append(buttonBox) }
    }

    /// The space between buttons and the room they have in a card `cardWidth` pixels wide,
    /// for the layout decision.
    func buttonRow(forCardWidth cardWidth: Int) -> (spacing: Int, availableWidth: Int) {
        guard buttonStyle == .rounded else { return (0, cardWidth) }
        return (AlertMetrics.roundedButtonSpacing, cardWidth - 2 * AlertMetrics.roundedButtonInset)
    }

    /// The width the card's content and buttons ask for, in pixels, as libadwaita sizes its
    /// dialogs: the buttons side by side where `layout` puts them so in a card `maximumWidth`
    /// pixels wide, else stacked; with the rounded look (AdwAlertDialog) each title and
    /// paragraph as wide as GTK lays out a wrapping label with no width cap, with the flat one
    /// (AdwMessageDialog 1.2, whose text wraps to the width its buttons ask for) only a few
    /// words wide.
    func naturalWidth(buttonLayout layout: ButtonLayout, maximumWidth: Int) -> Int {
        let labels = buttonStyle == .rounded ? wrappingLabels : []
        for label in labels { label.maximumWidthInCharacters = -1 }
        let content = scroller.isVisible ? body.measure(.horizontal).natural : 0
        for label in labels { label.maximumWidthInCharacters = AlertCard.wrappingLabelCharacters }
        let widths = buttonNaturalWidths()
        guard let widest = widths.max() else { return content }
        let row = buttonRow(forCardWidth: maximumWidth)
        let insets = maximumWidth - row.availableWidth
        let sideBySide =
            layout.orientation(naturalWidths: widths, spacing: row.spacing, availableWidth: row.availableWidth)
            == .horizontal
        let buttons = sideBySide ? widths.count * widest + row.spacing * (widths.count - 1) : widest
        return max(content, buttons + insets)
    }

    /// Marks the card as shown in a short window, where libadwaita's alert dialogs draw a
    /// smaller title and tighter spacing.
    ///
    /// Returns whether that changed. GTK restyles the card's labels only at its next layout,
    /// so until then they still measure in the old size.
    @discardableResult
    func setShort(_ isShort: Bool) -> Bool {
        guard root.hasCSSClass("short") != isShort else { return false }
        if isShort { root.addCSSClass("short") } else { root.removeCSSClass("short") }
        return true
    }

    /// Each button's natural width on one line, in pixels, for the layout decision.
    func buttonNaturalWidths() -> [Int] {
        buttons.map { button in
            // Labels are capped so they wrap when squeezed; lift the cap to measure a line.
            // Not a copy of the label's Pango layout: asking for it before the label's first
            // allocation made GTK 4.8 measure the button's heights inconsistently (a critical).
            guard let label = button.label else { return button.widget.measure(.horizontal).natural }
            label.maximumWidthInCharacters = -1
            defer { label.maximumWidthInCharacters = AlertCard.wrappingLabelCharacters }
            return button.widget.measure(.horizontal).natural
        }
    }

    /// The text of each field by id, in the order they show.
    var fieldTexts: AlertFieldTexts {
        AlertFieldTexts(fields.map { (id: $0.id, text: $0.entry.text) })
    }

    /// Stops following progress objects and taking input; the card is going away.
    ///
    /// A card fading out is already gone for the user: Tab from the card below, a click or a
    /// mnemonic must not reach its buttons in the 100 ms the fade takes (the lifecycle fuzzer's
    /// real Tab moved the focus into one). Its children, not the root, are switched off: a
    /// nested level's block restores the root's own flags when it ends, maybe mid-fade.
    func detach() {
        for (progress, bar) in progressBars { progress.detach(bar) }
        progressBars = []
        for child in root.children {
            child.canTarget = false
            child.canFocus = false
        }
    }

    /// Whether `widget` or anything in it can take the keyboard focus (a text field, a button
    /// in custom content).
    private static func containsFocusableWidget(_ widget: Widget) -> Bool {
        guard widget.isVisible, widget.canFocus else { return false }
        return widget.isFocusable || widget.children.contains { containsFocusableWidget($0) }
    }

    // MARK: Updating in place

    /// Whether a card built from `old` can show `new` by changing its widgets: the same
    /// presentation and style, a title in both or in neither, the same content kinds in the same
    /// order (paragraphs as labels may change their text; long texts, images and progress must
    /// stay the same; text fields may change their id, placeholder, secrecy and validator;
    /// custom widgets are kept).
    ///
    /// Buttons may change in any way: `updateButtons(to:)` matches them by id.
    static func canUpdate(from old: Alert, to new: Alert) -> Bool {
        guard old.presentation == new.presentation, old.style == new.style,
            old.actionListTitle == new.actionListTitle,
            old.title.map({ !$0.isEmpty }) ?? false == new.title.map({ !$0.isEmpty }) ?? false,
            old.content.count == new.content.count, (old.suppression == nil) == (new.suppression == nil)
        else { return false }
        let contentFits = zip(old.content, new.content).allSatisfy { before, after in
            let kind = updateKind(of: before)
            guard kind == updateKind(of: after) else { return false }
            return kind == .label || kind == .field || kind == .custom || before.showsSame(as: after)
        }
        return contentFits
    }

    private enum UpdateKind { case none, label, longText, image, field, progress, custom }

    private static func updateKind(of item: AlertContent) -> UpdateKind {
        switch item.representation {
        case .text(let text):
            if text.isEmpty { return .none }
            return text.writtenLength >= AlertMetrics.longTextBytes ? .longText : .label
        case .image: return .image
        case .textField: return .field
        case .progress: return .progress
        case .widget: return .custom
        }
    }

    /// Shows `alert` in the widgets built for an alert `canUpdate` accepted; returns the
    /// content errors of the new text.
    ///
    /// The entries keep their text and cursor.
    func update(to alert: Alert) -> [AlertContentError] {
        let before = contentErrors.count
        if let title = alert.title, let titleLabel { setText(title, of: titleLabel) }
        if isTheDialog, titleLabel == nil, let title = alert.title {
            root.setAccessibleLabel(DisplayText.cString(title.plainText))
        }
        for (item, label) in zip(alert.content, contentLabels) {
            if case .text(let text) = item.representation, let label { setText(text, of: label) }
        }
        for (field, shown) in zip(alert.textFields, fields) {
            shown.show(field, name: CardField.name(of: field, in: alert))
        }
        updateButtons(to: alert.effectiveButtons)
        // A new key may come with a new label, and new buttons may take its mnemonic letter.
        if let suppressionCheck, let suppressionLabel, let text = alert.suppressionLabel(),
            suppressionCheck.label != text
        {
            suppressionLabel.setTextWithMnemonic(text, activating: suppressionCheck)
        }
        accessibleDescription = Self.description(of: alert)
        if isTheDialog, let messageWidget {
            root.setAccessibleDescription(accessibleDescription, shownBy: messageWidget)
        }
        return Array(contentErrors[before...])
    }

    /// Shows `models` as the buttons, matched to the widgets by id: a button whose id stays
    /// keeps its widget (and so the focus, its mnemonic and its place for a screen reader)
    /// wherever it moves.
    ///
    /// A new id takes the widget in its own place when that one's id is gone (a rename:
    /// "Details" becoming "Show Details" keeps the focus), else a new widget; the widgets of
    /// vanished ids go. What shows is then always what answers: a reorder moves widgets, it
    /// never relabels one that still stands for another button.
    private func updateButtons(to models: [AlertButton]) {
        let old = buttons
        let newIDs = Set(models.map(\.id))
        var used = Set<Int>()
        func take(_ index: Int?) -> CardButton? {
            guard let index, !used.contains(index) else { return nil }
            used.insert(index)
            return old[index]
        }
        let byID = models.map { model in
            take(old.firstIndex { $0.model.id == model.id && $0.isCustom == (model.content != nil) })
        }
        var previous: Widget?
        buttons = models.enumerated().map { index, model in
            let inPlace =
                old.indices.contains(index) && !newIDs.contains(old[index].model.id)
                && old[index].isCustom == (model.content != nil)
            var entry = byID[index] ?? take(inPlace ? index : nil) ?? makeButton(model)
            if entry.widget.parent == nil { buttonBox.append(entry.widget) }
            buttonBox.reorderChild(entry.widget, after: previous)
            previous = entry.widget
            restyle(&entry, as: model)
            return entry
        }
        for (index, vanished) in old.enumerated() where !used.contains(index) { buttonBox.remove(vanished.widget) }
    }

    private func restyle(_ entry: inout CardButton, as model: AlertButton) {
        let old = entry.model
        if old.role != model.role {
            entry.widget.removeCSSClass(old.role.description)
            entry.widget.addCSSClass(model.role.description)
        }
        if let label = entry.label, old.label != model.label {
            label.setTextWithMnemonic(DisplayText.label(model.label), activating: entry.widget)
            entry.widget.setAccessibleLabelledBy(nil)
        }
        entry.widget.setAccessibleLabel(DisplayText.cString(AlertButton.withoutMnemonic(model.label)))
        entry.model = model
    }

    /// Makes each button sensitive or not: insensitive buttons look disabled, take no clicks
    /// or mnemonics, and assistive technologies see them as not sensitive.
    func setEnabled(_ isEnabled: (AlertButton) -> Bool) {
        for button in buttons {
            let enabled = isEnabled(button.model)
            if button.widget.isSensitive != enabled { button.widget.isSensitive = enabled }
        }
    }

    // MARK: Building

    private func makeLabel(_ text: AlertText, cssClass: String) -> Label {
        let label = Label()
        setText(text, of: label)
        label.addCSSClass(cssClass)
        label.wraps = true
        label.centerLines()
        label.horizontalTextAlignment = 0.5
        label.maximumWidthInCharacters = AlertCard.wrappingLabelCharacters
        label.isSelectable = false
        return label
    }

    private func setText(_ text: AlertText, of label: Label) {
        switch text.representation {
        case .plain(let plain):
            label.setText(DisplayText.label(plain))
        case .markup(let markup):
            if let reason = Markup.validationError(in: markup) {
                contentErrors.append(.invalidMarkup(markup: markup, reason: reason))
                label.setText(DisplayText.label(markup))
            } else {
                label.setMarkup(markup)
            }
        }
    }

    /// A paragraph too long for a label: a text view in a scrolled view of its own, which lays
    /// out what shows first and the rest while the main loop is idle.
    private func makeLongText(_ text: AlertText) -> Widget {
        let view: TextView
        switch text.representation {
        case .plain(let plain):
            view = TextView(text: DisplayText.longText(plain))
        case .markup(let markup):
            if let reason = Markup.validationError(in: markup) {
                contentErrors.append(.invalidMarkup(markup: markup, reason: reason))
                view = TextView(text: DisplayText.longText(markup))
            } else {
                // Markup stays whole: breaking it could split a tag. (Slower past 100 kB.)
                view = TextView(markup: markup)
            }
        }
        view.addCSSClass("alert-message")
        view.addCSSClass("alert-long-text")
        let scroller = ScrolledWindow(maximumHeight: AlertMetrics.longTextHeight)
        scroller.setFixedContentHeight(AlertMetrics.longTextHeight)
        scroller.child = view
        if messageWidget == nil { messageWidget = view }
        return scroller
    }

    private func makeWidget(for content: AlertContent, in alert: Alert) -> Widget? {
        switch content.representation {
        case .text(let text):
            guard !text.isEmpty else { return nil }
            if text.writtenLength >= AlertMetrics.longTextBytes { return makeLongText(text) }
            let label = makeLabel(text, cssClass: "alert-message")
            if messageWidget == nil {
                messageLabel = label
                messageWidget = label
            }
            return label
        case .image(let image):
            return makeImage(image)
        case .textField(let field):
            let shown = CardField(field, name: CardField.name(of: field, in: alert))
            fields.append(shown)
            return shown.column
        case .progress(let progress):
            let bar = ProgressBar()
            bar.addCSSClass("alert-progress")
            progress.attach(bar)
            progressBars.append((progress, bar))
            return bar
        case .widget(let build):
            let widget = build()
            widget.addCSSClass("alert-custom")
            // Of any natural or minimum width: wider than the card, it scrolls sideways in it
            // instead of widening the card past its window. Not a Tab stop of its own (see
            // `fitContent`): only what the widget holds takes the focus.
            let frame = ScrolledWindow(scrollingSideways: widget)
            frame.addCSSClass("alert-custom-frame")
            frame.isFocusable = false
            frame.canFocus = Self.containsFocusableWidget(widget)
            customFrames.append(frame)
            return frame
        }
    }

    private func makeImage(_ image: AlertImage) -> Widget {
        let texture: Texture
        do {
            switch image.source {
            case .icon(let name):
                let icon = Image(iconName: name, pixelSize: image.shownWidth)
                icon.addCSSClass("alert-image")
                images.append((icon, image))
                return icon
            case .file(let path):
                texture = try Texture(contentsOfFile: path)
            case .data(let bytes):
                texture = try Texture(data: bytes)
            }
        } catch {
            contentErrors.append(.unreadableImage(source: image.sourceDescription, reason: error.message))
            let missing = Image(iconName: "image-missing", pixelSize: min(image.shownWidth, image.shownHeight))
            missing.addCSSClass("alert-image")
            missing.addCSSClass("missing")
            return missing
        }
        let picture = Picture(texture)
        picture.canShrink = true
        picture.setSizeRequest(width: image.shownWidth, height: image.shownHeight)
        picture.horizontalAlignment = .center
        picture.addCSSClass("alert-image")
        images.append((picture, image))
        return picture
    }

    private func makeButton(_ model: AlertButton) -> CardButton {
        let button: Button
        var shownLabel: Label?
        if let content = model.content {
            button = Button(child: content())
            button.setAccessibleLabel(DisplayText.cString(AlertButton.withoutMnemonic(model.label)))
        } else {
            // Our own label so long text wraps instead of forcing the card wider.
            let label = Label()
            label.wraps = true
            label.centerLines()
            label.maximumWidthInCharacters = AlertCard.wrappingLabelCharacters
            shownLabel = label
            button = Button(child: label)
            label.setTextWithMnemonic(DisplayText.label(model.label), activating: button)
            // GTK makes the mnemonic's label a labelled-by relation of the button, and GTK 4.8's
            // AT-SPI name then joins it with the accessible label ("OK OK"): one name is enough.
            button.setAccessibleLabelledBy(nil)
            button.setAccessibleLabel(DisplayText.cString(AlertButton.withoutMnemonic(model.label)))
        }
        button.addCSSClass("alert-button")
        button.addCSSClass(model.role.description)
        button.expandsHorizontally = true
        button.onClick { [weak self, weak button] in
            guard let self, let button, let pressed = self.buttons.first(where: { $0.widget === button }) else {
                return
            }
            self.onPress?(pressed.model)
        }
        return CardButton(model: model, widget: button, label: shownLabel)
    }
}

/// One button of a card: its widget, the label it shows (for a button without custom
/// content), and the value it answers for.
@MainActor
struct CardButton {
    var model: AlertButton
    let widget: Button
    let label: Label?

    /// Whether the button shows the app's own widget rather than a label.
    var isCustom: Bool { label == nil }
}
