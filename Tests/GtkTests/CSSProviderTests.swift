import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// `CSSProvider.load`: the same result through either GTK loader (4.8's load_from_data, 4.12's
/// load_from_string), with errors kept for the caller.
final class CSSProviderTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    @MainActor func testValidStylesheetHasNoErrors() async {
        let css = CSSProvider()
        css.load(".a { color: red; } .b { margin: 2px; }")
        XCTAssertEqual(css.parseErrors, [])
    }

    @MainActor func testLoadingAgainForgetsTheEarlierErrors() async {
        let css = CSSProvider()
        css.load(".broken { colour: red; }")
        XCTAssertEqual(css.parseErrors.count, 1)
        css.load(".a { color: red; }")
        XCTAssertEqual(css.parseErrors, [])
    }

    @MainActor func testErrorsSayWhere() async throws {
        let css = CSSProvider()
        css.load(".a { color: red; }\n.b { colour: red; }")
        let error = try XCTUnwrap(css.parseErrors.first)
        XCTAssertTrue(error.hasPrefix("2:"), error)
    }

    @MainActor func testNulCharacterEndsTheStylesheetAndIsReported() async {
        let css = CSSProvider()
        // The broken rule after the NUL is never parsed: only the NUL is reported.
        css.load(".a { color: red; }\u{0}.broken { colour: red; }")
        XCTAssertEqual(css.parseErrors, ["byte 19: a NUL character ends the stylesheet; the rest was not loaded"])
    }
}
