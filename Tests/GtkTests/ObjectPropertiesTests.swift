import GtkAlertsToolkit
import XCTest

/// `Object.setObjectProperty`: properties of classes the package does not wrap.
final class ObjectPropertiesTests: XCTestCase {
    @MainActor override func setUp() async throws { try Toolkit.initialize() }

    @MainActor func testSetsAndClearsAnObjectProperty() async {
        let window = Window()
        defer { window.destroy() }
        let label = Label("title")
        XCTAssertTrue(window.setObjectProperty("titlebar", to: label))
        XCTAssertEqual(window.titlebar?.isSameObject(as: label), true)
        XCTAssertTrue(window.setObjectProperty("titlebar", to: nil))
        XCTAssertNil(window.titlebar)
    }

    @MainActor func testRefusesUnknownNamesWrongTypesAndNonObjectProperties() async {
        let window = Window()
        defer { window.destroy() }
        XCTAssertFalse(window.setObjectProperty("no-such-property", to: Label("x")))
        XCTAssertFalse(window.setObjectProperty("titlebar", to: CSSProvider()), "a stylesheet is no widget")
        XCTAssertFalse(window.setObjectProperty("title", to: Label("x")), "title holds a string")
        XCTAssertNil(window.titlebar)
    }
}
