internal import Glibc
internal import GtkAlerts
internal import GtkAlertsTestSupport
internal import GtkAlertsToolkit
internal import ProbeCommandLine

/// The parent window and its alert, reporting what the script needs to click and what happened.
@MainActor
final class Probe {
    static let parentTitle = "Probe parent"
    static let alertTitle = "Probe alert"
    private var buttonIDs: [String] {
        options.scenario == .mnemonic ? ["Cancel", "Delete"] : ["Cancel", "Other", "OK"]
    }

    private let options: ProbeOptions
    private let loop: MainLoop
    private let parent = Window()
    private let content = Box(.vertical, spacing: 12)
    private let parentButton = Button(label: "Parent")
    private var handle: AlertHandle?
    private var alertWindow: Window?
    private var focusHandler: (window: Window, id: SignalHandlerID)?
    private var lastFocus: String?
    private var exiting = false

    init(options: ProbeOptions, loop: MainLoop) {
        self.options = options
        self.loop = loop
    }

    /// Shows the parent, then the alert once the parent is on screen.
    func start() {
        parent.title = Self.parentTitle
        parent.setDefaultSize(width: 600, height: 400)
        parent.isResizable = false
        let heading = Label("The alert’s parent. Its button must not react while the alert is up.")
        heading.wraps = true
        heading.setMargins(top: 12, bottom: 0, start: 12, end: 12)
        content.append(heading)
        // Bottom right: clear of an alert window that, with no window manager, opens at (0, 0).
        parentButton.horizontalAlignment = .end
        parentButton.verticalAlignment = .end
        parentButton.expandsVertically = true
        parentButton.setMargins(top: 12, bottom: 12, start: 12, end: 12)
        parentButton.onClick { [unowned self] in self.parentClicked() }
        content.append(parentButton)
        if options.scenario == .mnemonic { addParentMnemonics() }
        parent.child = content
        parent.onCloseRequest { [unowned self] in
            report("parent-closed")
            self.quit(status: 4)
            return false
        }
        parent.onPropertyChange("is-active") { [unowned self] in
            report("active parent \(self.parent.isActive)")
        }
        parent.present()
        if options.reportsPointer { reportPointer(last: nil) }

        let timeout = options.timeoutSeconds
        MainLoop.schedule(afterMilliseconds: timeout * 1000) {
            report("timeout")
            exit(3)
        }
        waitUntil(
            { [unowned self] in
                self.parent.isMapped && self.parentButton.allocatedWidth > 0
            },
            then: { [unowned self] in
                report("parent-ready")
                MainLoop.schedule(afterMilliseconds: self.options.alertDelayMilliseconds) { self.presentAlert() }
            })
    }

    /// Buttons in the parent with mnemonics: one with a letter of its own, one with the alert's.
    ///
    /// Each reports its click: none may come while the alert is up.
    private func addParentMnemonics() {
        for (label, name) in [("_Remember my choice", "remember"), ("_Delete", "delete")] {
            let button = Button(label: label, useUnderline: true)
            button.onClick { report("parent-\(name)-clicked") }
            content.append(button)
        }
        // A search bar's Ctrl+F, in the window-wide scope: reported, to say what stays live.
        let actions = ActionGroup()
        actions.addAction("find") { report("parent-find") }
        content.insertActionGroup(actions, prefix: "probe")
        let shortcuts = ShortcutController(global: true)
        shortcuts.bind("<Control>f", toAction: "probe.find")
        content.addController(shortcuts)
    }

    // MARK: The alert

    private func presentAlert() {
        let withTextField = options.scenario == .entry
        let withFields = options.scenario == .fields
        var alert = Alert(
            title: AlertText(Self.alertTitle),
            content: {
                if withTextField {
                    AlertText("Type some text, then press Enter.")
                    AlertContent.textField(
                        AlertTextField(placeholder: "text") { $0.isEmpty ? "Type some text first" : nil })
                } else if withFields {
                    AlertText("Sign in, then press Enter.")
                    AlertTextField(id: "user", placeholder: "User name")
                    AlertTextField(id: "password", placeholder: "Password", isSecure: true)
                } else {
                    AlertText("Driven by xdotool, scenario \(options.scenario.rawValue).")
                }
            },
            buttons: {
                if options.scenario == .mnemonic {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Delete", role: .destructive)
                } else {
                    AlertButton("Cancel", role: .cancel)
                    // With a text field, Other waits for text: the accessibility suite checks that a
                    // disabled button is reported insensitive and refuses the click action.
                    AlertButton("Other").enabled { !withTextField || !$0.isEmpty }
                    AlertButton("OK", role: .suggested).enabled(whenFields: { fields in
                        !withFields || fields.texts.allSatisfy { !$0.isEmpty }
                    })
                }
            }
        ).presentation(options.presentation)
        if options.scenario == .mnemonic {
            // "Don't ask _again": a label with a mnemonic and no mnemonic widget of its own.
            alert = alert.suppressible(key: "end-to-end", store: ReportingSuppressionStore())
        }
        if options.scenario == .actionList {
            alert = Alert.actionList(
                AlertText(Self.alertTitle), titleVisibility: .hidden,
                message: AlertText("Driven by xdotool, scenario action-list.")
            ) { alert.buttons }.presentation(options.presentation)
        }
        // Any widget in the parent will do: present over the button, deep inside it.
        let handle = alert.present(over: parentButton) { [unowned self] response in
            self.responded(response)
        }
        self.handle = handle
        alertWindow = handle.window
        if let alertWindow {
            alertWindow.onPropertyChange("is-active") { [weak alertWindow] in
                guard let alertWindow else { return }
                report("active alert \(alertWindow.isActive)")
            }
        }
        let focusWindow = alertWindow ?? parent
        focusHandler = (
            focusWindow,
            focusWindow.onPropertyChange("focus-widget") { [unowned self] in
                self.reportFocus()
            }
        )
        waitUntil(
            { [unowned self] in self.alertIsSettled() },
            then: { [unowned self] in
                // One more frame, so what was measured is also what is drawn and picked.
                MainLoop.schedule(afterMilliseconds: 50) { self.reportReady() }
            })
    }

    /// Whether the card is mapped, laid out and fully faded in (the dim fades alongside).
    private func alertIsSettled() -> Bool {
        guard let handle, handle.isOnScreen, let card = handle.card else { return false }
        if let alertWindow, !alertWindow.isMapped { return false }
        return card.isMapped && card.allocatedWidth > 0 && card.opacity >= 0.999
            && handle.buttons.allSatisfy { $0.allocatedWidth > 0 }
    }

    private func reportReady() {
        guard let handle, handle.isOnScreen, let card = handle.card else {
            report("error the alert went away before it was ready")
            quit(status: 1)
            return
        }
        let alertWindowName = alertWindow == nil ? "parent" : "alert"
        let alertTop: Window = alertWindow ?? parent
        report("window parent \(Self.parentTitle)")
        if alertWindow != nil { report("window alert \(Self.alertTitle)") }
        for id in buttonIDs {
            guard let button = handle.button(id: id) else {
                report("error no button \(id)")
                continue
            }
            reportTarget("button:\(id)", button, in: alertTop, windowName: alertWindowName)
        }
        if let entry = handle.entry { reportTarget("entry", entry, in: alertTop, windowName: alertWindowName) }
        reportTarget("card", card, in: alertTop, windowName: alertWindowName)
        reportTarget("window:parent", parent, in: parent, windowName: "parent")
        if let alertWindow { reportTarget("window:alert", alertWindow, in: alertWindow, windowName: "alert") }
        reportTarget("parent-button", parentButton, in: parent, windowName: "parent")
        if let dim = parent.layers?.children.first(where: { $0.hasCSSClass("alert-dim") }) {
            reportTarget("dim", dim, in: parent, windowName: "parent")
            if let point = dimPoint(dim: dim, card: card) {
                report("target dim-point parent \(point.x) \(point.y) 1 1")
            } else {
                report("error no point of the dim is clear of the card and the parent button")
            }
        } else {
            report("error the parent shows no dim")
        }
        lastFocus = focusName()
        report("focus \(lastFocus ?? "none")")
        report("ready")
    }

    /// A point on the dim, in the parent's coordinates, that is neither on the card (in-window)
    /// nor on the parent button: near the bottom-left corner.
    private func dimPoint(dim: Widget, card: Widget) -> (x: Int, y: Int)? {
        guard let dimBounds = dim.bounds(relativeTo: parent) else { return nil }
        let candidates = [
            (dimBounds.x + 8, dimBounds.y + dimBounds.height - 8),
            (dimBounds.x + 8, dimBounds.y + 8),
        ]
        var avoid: [(x: Double, y: Double, width: Double, height: Double)] = []
        if let button = parentButton.bounds(relativeTo: parent) { avoid.append(button) }
        if alertWindow == nil, let cardBounds = card.bounds(relativeTo: parent) { avoid.append(cardBounds) }
        for (x, y) in candidates {
            let covered = avoid.contains { x >= $0.x && x < $0.x + $0.width && y >= $0.y && y < $0.y + $0.height }
            if !covered { return (Int(x.rounded(.down)), Int(y.rounded(.down))) }
        }
        return nil
    }

    private func reportTarget(_ name: String, _ widget: Widget, in window: Window, windowName: String) {
        guard let bounds = widget.bounds(relativeTo: window) else {
            report("error no bounds for \(name)")
            return
        }
        let x = Int(bounds.x.rounded())
        let y = Int(bounds.y.rounded())
        let width = Int(bounds.width.rounded())
        let height = Int(bounds.height.rounded())
        report("target \(name) \(windowName) \(x) \(y) \(width) \(height)")
    }

    private func reportFocus() {
        let name = focusName()
        guard name != lastFocus else { return }
        lastFocus = name
        report("focus \(name)")
    }

    /// The focused widget of the window holding the alert, by the name the script uses.
    private func focusName() -> String {
        let window = alertWindow ?? parent
        guard let focused = window.focusedWidget else { return "none" }
        if let entry = handle?.entry, focused.isDescendant(of: entry) { return "entry" }
        if let entry = handle?.entry(id: "password"), focused.isDescendant(of: entry) { return "entry:password" }
        for id in buttonIDs {
            if let button = handle?.button(id: id), focused.isDescendant(of: button) { return "button:\(id)" }
        }
        if focused.isDescendant(of: parentButton) { return "parent-button" }
        return focused.typeName
    }

    // MARK: After the alert

    private func responded(_ response: AlertResponse) {
        if let focusHandler { focusHandler.window.disconnect(focusHandler.id) }
        focusHandler = nil
        switch response {
        case .dismissed:
            report("response dismissed")
        case .button(let id, let role, let texts):
            let shown =
                texts.ids.count > 1
                ? " fields=" + zip(texts.ids, texts.texts).map { "\($0)=\($1)" }.joined(separator: ";")
                : texts.first.map { " text=\($0)" } ?? ""
            report("response \(id) role=\(role)\(shown)")
        case .remembered(let id, let role):
            report("response remembered \(id) role=\(role)")
        }
        guard options.scenario == .parentClick else {
            quitSoon()
            return
        }
        // Stay up until the parent button is clicked: it must work again once the alert is gone.
        waitUntil(
            { [unowned self] in self.parentIsUnblocked() },
            then: {
                MainLoop.schedule(afterMilliseconds: 50) { report("unblocked") }
            })
    }

    /// Whether the alert left nothing behind: no host, no dim, no alert window, content targetable.
    private func parentIsUnblocked() -> Bool {
        Alert.presented(over: parent).isEmpty && content.canTarget
            && parent.layers?.children.count == 1
            && Window.all.allSatisfy { $0.isSameObject(as: parent) || !$0.isVisible }
    }

    private func parentClicked() {
        report("parent-clicked")
        if options.scenario == .parentClick, handle?.isActive == false { quitSoon() }
    }

    // MARK: Helpers

    /// Prints `pointer WINDOW X Y` (window coordinates) or `pointer none` whenever it differs
    /// from `last`, checking every 20 ms for as long as the probe runs.
    private func reportPointer(last: String?) {
        var line = "pointer none"
        if let position = alertWindow?.pointerPosition {
            line = "pointer alert \(Int(position.x.rounded())) \(Int(position.y.rounded()))"
        } else if let position = parent.pointerPosition {
            line = "pointer parent \(Int(position.x.rounded())) \(Int(position.y.rounded()))"
        }
        if line != last { report(line) }
        MainLoop.schedule(afterMilliseconds: 20) { [weak self] in self?.reportPointer(last: line) }
    }

    private func quitSoon() {
        MainLoop.schedule(afterMilliseconds: 200) { [unowned self] in self.quit(status: 0) }
    }

    private func quit(status: Int32) {
        guard !exiting else { return }
        exiting = true
        exitStatus = status
        loop.quit()
    }

    /// Runs `action` once `condition` holds, checking every 20 ms.
    private func waitUntil(_ condition: @escaping @MainActor () -> Bool, then action: @escaping @MainActor () -> Void) {
        if condition() {
            action()
            return
        }
        MainLoop.schedule(afterMilliseconds: 20) { [weak self] in self?.waitUntil(condition, then: action) }
    }
}
