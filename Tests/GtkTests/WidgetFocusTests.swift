import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// `Widget.regainFocus`: the focus given back as the user left it, and nothing asked of GTK
/// for a widget no window holds (the suite runs with fatal warnings).
final class WidgetFocusTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    @MainActor func testAFieldInNoWindowIsNotFocusedAndRaisesNoCritical() {
        let entry = Entry()
        entry.text = "draft"
        XCTAssertFalse(entry.regainFocus())
        XCTAssertFalse(Button(label: "Save").regainFocus())
    }

    @MainActor func testAFieldKeepsItsSelectionWhenItTakesTheFocusBack() async {
        let window = Window()
        let box = Box(.vertical, spacing: 4)
        let entry = Entry()
        let button = Button(label: "Elsewhere")
        box.append(entry)
        box.append(button)
        window.child = box
        _ = await TestDisplay.show(window)
        entry.text = "draft"
        _ = entry.grabFocus()
        entry.select(1..<3)
        _ = button.grabFocus()
        XCTAssertTrue(entry.regainFocus())
        XCTAssertTrue(entry.containsFocus)
        XCTAssertEqual(entry.selection, 1..<3, "taking the focus back selected the whole text")
        window.destroy()
        await TestDisplay.drainReleases()
    }
}
