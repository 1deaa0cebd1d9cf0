import CAdwaitaTestWindows
import GtkAlerts
import GtkAlertsTestSupport

@testable import GtkAlertsToolkit

/// A parent window of a lifecycle fuzz sequence: content nested a few levels deep, sometimes a
/// title bar of its own, and what its blockable widgets looked like before any alert.
@MainActor
final class LifecycleParent {
    /// The order it was opened in, within its sequence.
    let number: Int
    /// The window, while the sequence holds it: an app lets go of a window it destroyed, and
    /// so does the sequence (else GTK could never free it, and what breaks when it is freed
    /// under a deferred teardown would go unseen).
    var window: Window {
        guard let retainedWindow else {
            preconditionFailure("parent \(number) was used after it was destroyed and let go")
        }
        return retainedWindow
    }
    private var retainedWindow: Window?
    /// The widget alerts are presented over: a button inside the content.
    private(set) var nestedButton: Widget
    /// The content, its containers up to the window, the title bar and the window's other
    /// children, with the `canTarget` and `canFocus` they had before any alert (and every
    /// content a page switch put in).
    private(set) var blockable: [(widget: Widget, canTarget: Bool, canFocus: Bool)]
    private(set) var isDestroyed = false
    /// Whether the parent's own "_Delete" was pressed while an alert was up over it (a real
    /// Alt+D, meant for the alert's Delete, that reached the parent behind it).
    private(set) var actedBehindAlert = false
    var stateHost: AlertStateHost<LifecycleFuzzState>?

    /// Builds the window and, when `shown`, shows it and waits (a bounded time) until it is laid out.
    init(number: Int, withTitlebar: Bool, shown: Bool, width: Int = 560, height: Int = 440) async {
        self.number = number
        TestDisplay.start()
        let window = Window()
        retainedWindow = window
        window.title = "Parent \(number)"
        let content = Box(.vertical, spacing: 6)
        let inner = Box(.horizontal, spacing: 4)
        content.append(Label("Parent \(number)"))
        content.append(inner)
        let nestedButton = Button(label: "Nested")
        self.nestedButton = nestedButton
        inner.append(nestedButton)
        // The letter of the alerts' own "_Delete": theirs must win while one is up.
        let deleteButton = Button(label: "_Delete", useUnderline: true)
        inner.append(deleteButton)
        window.child = content
        if withTitlebar {
            let titlebar = Box(.horizontal, spacing: 4)
            titlebar.append(Button(label: "Menu"))
            window.setTitlebar(titlebar)
        }
        window.setDefaultSize(width: width, height: height)
        if shown {
            window.present()
            await TestDisplay.run(until: { window.isMapped && window.allocatedWidth > 1 }, timeoutMilliseconds: 2_000)
        }
        let layers = window.layers
        let chrome = window.children.filter { child in layers.map { !child.isSameObject(as: $0) } ?? true }
        var containers: [Widget] = []
        var node = content.parent
        while let current = node, !current.isSameObject(as: window) {
            containers.append(current)
            node = current.parent
        }
        let titlebar = [window.titlebar].compactMap { $0 }
        blockable = ([content] + containers + titlebar + chrome).map { ($0, $0.canTarget, $0.canFocus) }
        deleteButton.onClick { [unowned self] in
            if !Alert.presented(over: self.window).isEmpty { self.actedBehindAlert = true }
        }
    }

    /// Puts a new page in as a window made in C does (`gtk_window_set_child`, behind the
    /// library's back) and returns it; alerts are presented over its button from now on.
    func switchPage() -> Widget? {
        guard nestedButton.window != nil,
            let button = adwaita_test_window_switch_page(UnsafeMutableRawPointer(nestedButton.pointer))
        else { return nil }
        nestedButton = Widget(unsafeBorrowing: button)
        // The button sits in a row inside the page (see `content_with_header`).
        guard let page = nestedButton.parent?.parent else { return nil }
        // Made in C with GTK's defaults, which an alert up now has already changed.
        blockable.append((page, true, true))
        return page
    }

    /// Whether the window can still show alerts (open and not hidden).
    var isShown: Bool { !isDestroyed && window.isVisible }

    /// Destroys the window and lets go of it, unless `keepingWindow` (to present over it).
    func destroy(keepingWindow: Bool = false) {
        guard !isDestroyed else { return }
        isDestroyed = true
        window.destroy()
        if !keepingWindow { retainedWindow = nil }
    }

    /// Asks the window to close, as its close button and Ctrl+W do (`gtk_window_close`).
    ///
    /// Unless a close-request handler keeps it, GTK destroys it, and the sequence lets go of it
    /// as after `destroy()`. Returns whether it closed.
    func close() -> Bool {
        guard !isDestroyed else { return true }
        window.close()
        guard window.isDestroyed else { return false }
        isDestroyed = true
        retainedWindow = nil
        return true
    }

    /// Lets go of the window at the end of the sequence.
    func release() {
        destroy()
        retainedWindow = nil
    }

    /// The blockable widgets that are still blocked, described.
    var stillBlocked: [String] {
        blockable.compactMap { entry in
            let widget = entry.widget
            guard widget.canTarget != entry.canTarget || widget.canFocus != entry.canFocus else { return nil }
            return "\(widget.typeName) canTarget \(widget.canTarget) canFocus \(widget.canFocus)"
        }
    }

    /// Dim layers in the window's layers.
    var dimLayerCount: Int {
        guard !isDestroyed, let layers = window.layers else { return 0 }
        return layers.children.filter { $0.hasCSSClass("alert-dim") }.count
    }
}
