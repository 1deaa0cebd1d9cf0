import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// `Widget.measure`: a size below the widget's minimum counts as the minimum, with no warning
/// (GTK 4.18 warns when asked to measure for less; the suite runs with fatal warnings).
final class WidgetMeasureTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    @MainActor func testHeightForTooNarrowAWidthIsTheHeightForTheMinimumWidth() async {
        let box = Box(.horizontal)
        for _ in 0..<3 {
            let child = Box(.vertical)
            child.setSizeRequest(width: 200, height: 30)
            box.append(child)
        }
        let minimumWidth = box.measure(.horizontal).minimum
        XCTAssertEqual(minimumWidth, 600)
        XCTAssertEqual(box.measure(.vertical, forSize: 120), box.measure(.vertical, forSize: minimumWidth))
        XCTAssertEqual(box.measure(.vertical, forSize: 0).minimum, 30)
    }

    @MainActor func testWidthForTooShortAHeightIsTheWidthForTheMinimumHeight() async {
        let box = Box(.vertical)
        box.setSizeRequest(width: 10, height: 300)
        XCTAssertEqual(box.measure(.horizontal, forSize: 5), box.measure(.horizontal, forSize: 300))
    }

    @MainActor func testSizeAboveTheMinimumIsStillUsed() async {
        let label = Label(String(repeating: "word ", count: 40))
        label.wraps = true
        let narrow = label.measure(.vertical, forSize: 150).natural
        let wide = label.measure(.vertical, forSize: 1500).natural
        XCTAssertGreaterThan(narrow, wide, "a wrapping label is taller when narrower")
    }
}
