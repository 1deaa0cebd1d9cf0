import GtkAlerts
import GtkAlertsToolkit
import XCTest

/// The layout decision is a pure function: no display needed.
final class ButtonLayoutTests: XCTestCase {
    func testTwoButtonsThatFitSitSideBySide() {
        XCTAssertEqual(
            ButtonLayout.automatic.orientation(naturalWidths: [80, 90], spacing: 0, availableWidth: 300), .horizontal)
    }

    func testThreeButtonsStackEvenWhenTheyFit() {
        XCTAssertEqual(
            ButtonLayout.automatic.orientation(naturalWidths: [40, 40, 40], spacing: 0, availableWidth: 900), .vertical)
    }

    func testTwoLongLabelsStack() {
        // Side by side each takes the widest width: 2 × 170 + 12 = 352 > 340.
        XCTAssertEqual(
            ButtonLayout.automatic.orientation(naturalWidths: [60, 170], spacing: 12, availableWidth: 340), .vertical)
        XCTAssertEqual(
            ButtonLayout.automatic.orientation(naturalWidths: [60, 164], spacing: 12, availableWidth: 340), .horizontal)
    }

    func testASingleButtonNeverStacks() {
        XCTAssertEqual(
            ButtonLayout.automatic.orientation(naturalWidths: [900], spacing: 0, availableWidth: 100), .horizontal)
    }

    func testOverridesWinOverTheRule() {
        XCTAssertEqual(
            ButtonLayout.horizontal.orientation(naturalWidths: [50, 50, 50, 50], spacing: 0, availableWidth: 100),
            .horizontal)
        XCTAssertEqual(
            ButtonLayout.vertical.orientation(naturalWidths: [10, 10], spacing: 0, availableWidth: 1000), .vertical)
    }
}
