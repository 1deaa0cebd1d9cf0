import GtkAlerts
import XCTest

/// The spellings of `Alert(…)` people write first, and that the old ones still mean the same.
final class AlertInitializerTests: XCTestCase {
    func testTitleWithOnlyButtonsBuilds() {
        let alert = Alert(title: "Saved") { AlertButton("OK") }
        XCTAssertEqual(alert.title?.plainText, "Saved")
        XCTAssertTrue(alert.content.isEmpty)
        XCTAssertEqual(alert.buttons.map(\.id), ["OK"])
    }

    func testButtonsOnlyTakeConditionsLoopsAndActions() {
        let destructive = true
        let alert = Alert(title: "Quit?") {
            AlertButton("Stay", role: .cancel)
            if destructive { AlertButton("Quit", role: .destructive) {} }
            for index in 1...2 { AlertButton("Later \(index)") }
        }
        XCTAssertEqual(alert.buttons.map(\.id), ["Stay", "Quit", "Later 1", "Later 2"])
        XCTAssertEqual(alert.buttons.map(\.role), [.cancel, .destructive, .regular, .regular])
    }

    func testNoTitleAndOnlyButtons() {
        let alert = Alert { AlertButton("OK") }
        XCTAssertNil(alert.title)
        XCTAssertEqual(alert.buttons.count, 1)
    }

    func testATrailingClosureOfTextIsStillContent() {
        let alert = Alert(title: "Note") { "A paragraph" }
        XCTAssertEqual(alert.content.count, 1)
        XCTAssertTrue(alert.buttons.isEmpty)
    }

    func testContentAndButtonsClosuresKeepTheirMeaning() {
        let alert = Alert(title: "Name") {
            "Pick a name"
        } buttons: {
            AlertButton("Cancel", role: .cancel)
        }
        XCTAssertEqual(alert.content.count, 1)
        XCTAssertEqual(alert.buttons.map(\.id), ["Cancel"])
    }

    func testTitleAndMessageKeepTheirMeaning() {
        let alert = Alert(title: "Delete?", message: "This cannot be undone.") {
            AlertButton("Delete", role: .destructive)
        }
        XCTAssertEqual(alert.content.count, 1)
        XCTAssertEqual(alert.buttons.map(\.id), ["Delete"])
        XCTAssertEqual(Alert(title: "Only a title"), Alert(title: "Only a title", message: nil))
    }

    func testAnEmptyClosureIsNotAmbiguous() {
        let alert = Alert(title: "Nothing yet") {}
        XCTAssertTrue(alert.content.isEmpty)
        XCTAssertTrue(alert.buttons.isEmpty)
    }
}
