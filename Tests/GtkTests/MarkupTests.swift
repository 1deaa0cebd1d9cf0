import GtkAlertsToolkit
import XCTest

/// `Markup.validationError`: Pango's parse errors, and font sizes too large to draw (FreeType
/// fails past 65,535 pixels and Pango warns, fatal under the suite's G_DEBUG).
final class MarkupTests: XCTestCase {
    func testValidMarkupHasNoError() {
        XCTAssertNil(Markup.validationError(in: "<b>bold</b> <span size=\"xx-large\">big</span>"))
        XCTAssertNil(Markup.validationError(in: "<span font_desc=\"Sans 500\">large but drawable</span>"))
        XCTAssertNil(Markup.validationError(in: "<big><big><big>three steps</big></big></big>"))
        XCTAssertNil(Markup.validationError(in: "plain text"))
    }

    func testParseErrorsAreReported() {
        XCTAssertNotNil(Markup.validationError(in: "<b>unclosed"))
        XCTAssertEqual(Markup.validationError(in: "a\u{0}b"), "markup contains a NUL character")
    }

    func testFontSizeAboveTheLargestIsAnError() {
        XCTAssertEqual(
            Markup.validationError(in: "<span font_desc=\"Sans 1000000\">x</span>"),
            "font size 1000000 is too large (at most 1000)")
        XCTAssertEqual(
            Markup.validationError(in: "<span font=\"Sans Bold 1001\">x</span>"),
            "font size 1001 is too large (at most 1000)")
        // Pango units: 1024 to the point.
        XCTAssertEqual(
            Markup.validationError(in: "<span size=\"2147483647\">x</span>"),
            "font size 2097151 is too large (at most 1000)")
        XCTAssertNil(Markup.validationError(in: "<span size=\"\(1000 * 1024)\">x</span>"))
    }

    func testPlainTextIsNilWhereValidationFails() {
        XCTAssertEqual(Markup.plainText(of: "<b>bold</b> and <span font_desc=\"Sans 500\">big</span>"), "bold and big")
        XCTAssertNil(Markup.plainText(of: "<b>unclosed"))
        XCTAssertNil(Markup.plainText(of: "<span font_desc=\"Sans 1000000\">x</span>"))
    }

    func testNestedScalingAboveTheLargestIsAnError() throws {
        let deep = String(repeating: "<big>", count: 15) + "x" + String(repeating: "</big>", count: 15)
        let error = try XCTUnwrap(Markup.validationError(in: deep), "1.2 to the 15th is over 15")
        XCTAssertTrue(error.hasPrefix("font scale "), error)
    }
}
