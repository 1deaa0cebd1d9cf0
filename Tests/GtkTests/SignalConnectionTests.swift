import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Something a handler closure captures, so its lifetime shows the closure box's.
private final class Capture {}

final class SignalConnectionTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    @MainActor func testHandlerRunsOnEachClick() {
        let button = Button(label: "Press")
        var clicks = 0
        button.onClick { clicks += 1 }
        button.click()
        button.click()
        XCTAssertEqual(clicks, 2)
    }

    @MainActor func testClosureBoxIsReleasedWhenTheWidgetIsDestroyed() async {
        await TestDisplay.drainReleases()
        let window = Window()
        let boxesBefore = SignalClosureBoxCounter.live
        weak var captured: Capture?
        do {
            let button = Button(label: "Press")
            window.child = button
            let capture = Capture()
            captured = capture
            button.onClick { _ = capture }
        }
        XCTAssertEqual(SignalClosureBoxCounter.live, boxesBefore + 1)
        XCTAssertNotNil(captured)

        window.destroy()
        await TestDisplay.drainReleases()

        XCTAssertNil(captured, "the handler's closure box still holds its captures")
        XCTAssertEqual(SignalClosureBoxCounter.live, boxesBefore)
    }

    @MainActor func testNoHandlerRunsAfterDestroy() async {
        let window = Window()
        var changes = 0
        window.onPropertyChange("title") { changes += 1 }
        window.title = "First"
        XCTAssertEqual(changes, 1)
        window.destroy()
        await TestDisplay.drainReleases()
        window.title = "After destroy"  // The wrapper keeps the GObject; its handlers are gone.
        XCTAssertEqual(changes, 1)
    }

    @MainActor func testDisconnectStopsTheHandlerAndReleasesItsBox() async {
        await TestDisplay.drainReleases()
        let button = Button(label: "Press")
        var clicks = 0
        let boxesBefore = SignalClosureBoxCounter.live
        let id = button.onClick { clicks += 1 }
        button.disconnect(id)
        button.click()
        await TestDisplay.drainReleases()
        XCTAssertEqual(clicks, 0)
        XCTAssertEqual(SignalClosureBoxCounter.live, boxesBefore)
    }
}
