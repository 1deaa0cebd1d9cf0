import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Each API that stores a closure on a widget, with a closure that captures the widget itself
/// strongly: the widget must still be finalized once it is unparented or its window destroyed.
final class StoredClosuresTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    /// How a test stores a closure that captures `button`.
    private typealias Store = @MainActor (Button) -> Void

    private let stores: [(name: String, store: Store)] = [
        ("signal handler", { button in button.onClick { button.label = "clicked" } }),
        ("property handler", { button in button.onPropertyChange("label") { _ = button.label } }),
        (
            "tick callback",
            { button in
                button.addTickCallback { _ in
                    button.opacity = 1
                    return true
                }
            }
        ),
        (
            "action",
            { button in
                let actions = ActionGroup()
                actions.addAction("press") { button.click() }
                button.insertActionGroup(actions, prefix: "test")
                let shortcuts = ShortcutController()
                shortcuts.bind("<Control>p", toAction: "test.press")
                button.addController(shortcuts)
            }
        ),
        (
            "attached value",
            { button in
                final class Holder {
                    let button: Button
                    init(_ button: Button) { self.button = button }
                }
                button.setAttachedValue(Holder(button), forKey: "holder")
            }
        ),
    ]

    @MainActor func testSelfCapturingClosureDoesNotKeepAnUnparentedWidget() async {
        for (name, store) in stores {
            let box = Box(.vertical)
            var reference: WeakObjectReference?
            do {
                let button = Button(label: "Press")
                box.append(button)
                store(button)
                reference = button.makeWeakReference()
                button.unparent()
            }
            await TestDisplay.drainReleases()
            XCTAssertEqual(reference?.isAlive, false, "\(name): the unparented widget was not finalized")
        }
    }

    @MainActor func testSelfCapturingClosureDoesNotKeepAWidgetOfADestroyedWindow() async {
        for (name, store) in stores {
            let window = Window()
            var reference: WeakObjectReference?
            do {
                let button = Button(label: "Press")
                let box = Box(.vertical)
                box.append(button)
                window.child = box
                store(button)
                reference = button.makeWeakReference()
            }
            await TestDisplay.show(window)
            window.destroy()
            await TestDisplay.drainReleases()
            XCTAssertEqual(reference?.isAlive, false, "\(name): the widget outlived its destroyed window")
        }
    }

    @MainActor func testWidgetMovedWithinOneTurnKeepsItsHandlers() async {
        let first = Box(.vertical)
        let second = Box(.vertical)
        let button = Button(label: "Press")
        var clicks = 0
        button.onClick { clicks += 1 }
        first.append(button)
        button.unparent()
        second.append(button)
        await TestDisplay.drainReleases()
        button.click()
        XCTAssertEqual(clicks, 1, "a widget moved between parents lost its handler")
    }

    @MainActor func testWidgetLeftDetachedDropsItsHandlers() async {
        let box = Box(.vertical)
        let button = Button(label: "Press")
        box.append(button)
        var clicks = 0
        button.onClick { clicks += 1 }
        button.unparent()
        await TestDisplay.drainReleases()
        button.click()
        XCTAssertEqual(clicks, 0, "a widget left without a parent kept its handler")
    }

    @MainActor func testWindowDestroyedByGTKIsDisposed() async {
        var reference: WeakObjectReference?
        var destroyed = 0
        do {
            let window = Window()
            window.connect("destroy") { destroyed += 1 }
            // Captures itself: only disposal breaks the cycle.
            window.onCloseRequest {
                window.title = "closing"
                return false
            }
            reference = window.makeWeakReference()
            await TestDisplay.show(window)
            // The default close-request handler calls gtk_window_destroy, which does not dispose.
            window.close()
        }
        await TestDisplay.run(until: { destroyed == 1 && reference?.isAlive == false })
        XCTAssertEqual(destroyed, 1, "the window GTK destroyed was never disposed")
        XCTAssertEqual(reference?.isAlive, false, "the window GTK destroyed was not finalized")
    }

    @MainActor func testScheduledActionReleasesItsCapturesOnceRunOrCancelled() async {
        weak var ran: Label?
        weak var cancelled: Label?
        do {
            let label = Label("ran")
            ran = label
            MainLoop.schedule(afterMilliseconds: 1) { label.setText("done") }
            let other = Label("cancelled")
            cancelled = other
            MainLoop.schedule(afterMilliseconds: 60_000) { other.setText("never") }.cancel()
        }
        await TestDisplay.run(until: { ran == nil })
        XCTAssertNil(ran, "a scheduled action kept its captures after it ran")
        XCTAssertNil(cancelled, "a cancelled action kept its captures")
    }

    @MainActor func testAddingAControllerTwiceKeepsOneReference() {
        var controller: WeakObjectReference?
        var widget: WeakObjectReference?
        do {
            let button = Button(label: "Press")
            let shortcuts = ShortcutController()
            button.addController(shortcuts)
            button.addController(shortcuts)
            controller = shortcuts.makeWeakReference()
            widget = button.makeWeakReference()
        }
        XCTAssertEqual(widget?.isAlive, false)
        XCTAssertEqual(controller?.isAlive, false, "the second addController leaked a reference")
    }
}
