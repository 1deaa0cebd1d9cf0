import GtkAlertsToolkit
import XCTest

/// `Object.setObjectProperty`: properties of classes the package does not wrap.
final class ObjectPropertiesTests: XCTestCase {
    @MainActor override func setUp() async throws { try Toolkit.initialize() }

    @MainActor func testSetsAndClearsAnObjectProperty() async {
        let overlay = Overlay()
        let label = Label("title")
        XCTAssertTrue(overlay.setObjectProperty("child", to: label))
        XCTAssertEqual(overlay.child?.isSameObject(as: label), true)
        XCTAssertTrue(overlay.setObjectProperty("child", to: nil))
        XCTAssertNil(overlay.child)
    }

    @MainActor func testRefusesUnknownNamesWrongTypesAndNonObjectProperties() async throws {
        let window = Window()
        defer { window.destroy() }
        let titlebar = try XCTUnwrap(window.titlebar, "the standard header bar")
        XCTAssertFalse(window.setObjectProperty("no-such-property", to: Label("x")))
        XCTAssertFalse(window.setObjectProperty("titlebar", to: CSSProvider()), "a stylesheet is no widget")
        XCTAssertFalse(window.setObjectProperty("title", to: Label("x")), "title holds a string")
        XCTAssertEqual(window.titlebar?.isSameObject(as: titlebar), true, "the title bar is unchanged")
    }
}
