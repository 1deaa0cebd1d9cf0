internal import AdwaitaTestSupport
internal import Glibc
internal import GtkAlerts
internal import GtkAlertsTestSupport
internal import GtkAlertsToolkit
internal import ProbeCommandLine

/// The parent window, the other window and the alert, reporting where the script must click
/// and what acted.
@MainActor
final class InertParentProbe {
    static let parentTitle = "Inert parent"
    static let otherTitle = "Other window"
    static let alertTitle = "Inert alert"

    private let options: InertParentOptions
    private let application: Application
    private var parent: Window?
    private var content: Widget?
    /// The Undo button in `Window.layers`, over a `Window()` parent (an AdwApplicationWindow
    /// has one over its content instead, made in C).
    private var layerUndo: Button?
    private var handle: AlertHandle?

    init(options: InertParentOptions, application: Application) {
        self.options = options
        self.application = application
    }

    /// Sets up what must precede any window: libadwaita, and the application's Ctrl+Q.
    func prepare() {
        if options.isAdwaitaWindow { adwaita_test_initialize() }
        application.addAction(name: "quit", accelerators: ["<Control>q"]) { [unowned self] in
            report("parent-acted quit")
            self.application.quit()
        }
    }

    /// Shows both windows, then the alert once the parent is laid out.
    func start() {
        guard let contentPointer = inert_parent_content_new(options.isAdwaitaWindow) else {
            return fail("the parent's content could not be made")
        }
        let content = Widget(unsafeBorrowing: contentPointer)
        self.content = content
        let parent: Window
        if options.isAdwaitaWindow {
            _ = inert_parent_adwaita_window_new(Self.parentTitle, contentPointer)
            guard let window = content.window else { return fail("the AdwApplicationWindow holds no content") }
            parent = window
        } else {
            parent = Window(application: application)
            parent.title = Self.parentTitle
            parent.setDefaultSize(width: 600, height: 520)
            parent.isResizable = false
            parent.child = content
            let undo = Button(label: "Undo")
            undo.horizontalAlignment = .end
            undo.verticalAlignment = .start
            undo.setMargins(top: 12, bottom: 0, start: 0, end: 12)
            undo.onClick { report("parent-acted undo") }
            parent.layers?.addLayer(undo)
            layerUndo = undo
        }
        self.parent = parent
        parent.display.settings.animationsEnabled = options.animationsEnabled
        parent.onPropertyChange("is-active") { [weak parent] in
            guard let parent else { return }
            report("active parent \(parent.isActive)")
        }
        parent.present()
        inert_parent_other_window_show(Self.otherTitle)
        MainLoop.schedule(afterMilliseconds: options.timeoutSeconds * 1000) {
            report("timeout")
            exit(3)
        }
        waitUntil({ parent.isMapped && content.allocatedWidth > 0 }, then: { [unowned self] in self.presentAlert() })
    }

    private func presentAlert() {
        guard let content else { return }
        let alert = Alert(
            title: AlertText(Self.alertTitle),
            content: { AlertText("Nothing behind this alert may act while it is up.") },
            buttons: {
                AlertButton("Cancel", role: .cancel)
                AlertButton("OK", role: .suggested)
            }
        ).presentation(options.presentation)
        let handle = alert.present(over: content) { [unowned self] response in self.responded(response) }
        self.handle = handle
        if let alertWindow = handle.window {
            alertWindow.onPropertyChange("is-active") { [weak alertWindow] in
                guard let alertWindow else { return }
                report("active alert \(alertWindow.isActive)")
            }
        }
        waitUntil(
            { handle.card.map { $0.isMapped && $0.allocatedWidth > 0 && $0.opacity >= 0.999 } ?? false },
            then: {
                // One more frame, so what was measured is also what is drawn and picked.
                MainLoop.schedule(afterMilliseconds: 50) { [unowned self] in self.reportReady() }
            })
    }

    private func reportReady() {
        guard let parent else { return }
        report("window parent \(Self.parentTitle)")
        report("window other \(Self.otherTitle)")
        if handle?.window != nil { report("window alert \(Self.alertTitle)") }
        inert_parent_report_targets()
        if let layerUndo, let bounds = layerUndo.bounds(relativeTo: parent) {
            report("target undo parent \(Int(bounds.x)) \(Int(bounds.y)) \(Int(bounds.width)) \(Int(bounds.height))")
        }
        report("ready")
    }

    private func responded(_ response: AlertResponse) {
        switch response {
        case .dismissed: report("response dismissed")
        case .button(let id, let role, _), .remembered(let id, let role): report("response \(id) role=\(role)")
        }
        waitUntil(
            { [unowned self] in self.parentIsUnblocked() },
            then: { MainLoop.schedule(afterMilliseconds: 50) { report("unblocked") } })
    }

    /// Whether the alert left nothing behind: no alert, the content targetable, no alert window.
    private func parentIsUnblocked() -> Bool {
        guard let parent, let content else { return false }
        return Alert.presented(over: parent).isEmpty && content.canTarget
            && !Window.all.contains { $0.title == Self.alertTitle && $0.isVisible }
    }

    private func fail(_ message: String) {
        report("error \(message)")
        exit(1)
    }

    /// Runs `action` once `condition` holds, checking every 20 ms.
    private func waitUntil(_ condition: @escaping @MainActor () -> Bool, then action: @escaping @MainActor () -> Void) {
        if condition() { return action() }
        MainLoop.schedule(afterMilliseconds: 20) { [weak self] in self?.waitUntil(condition, then: action) }
    }
}
