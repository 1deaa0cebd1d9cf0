import GtkAlertsToolkit
import XCTest

@testable import GtkAlerts

final class AlertTextTests: XCTestCase {
    func testInterpolatedUserTextIsEscapedInMarkup() {
        let name = "Tom & Jerry's <b>list</b>"
        let text = AlertText.markup("Delete <i>\(name)</i>?")
        XCTAssertEqual(text.plainText, "Delete Tom & Jerry's <b>list</b>?")
    }

    func testValidatingConstructorThrowsOnInvalidMarkup() {
        XCTAssertThrowsError(try AlertText(validatingMarkup: "<b>unclosed")) { error in
            guard case AlertContentError.invalidMarkup(let markup, let reason) = error else {
                return XCTFail("wrong error \(error)")
            }
            XCTAssertEqual(markup, "<b>unclosed")
            XCTAssertFalse(reason.isEmpty)
        }
        XCTAssertNoThrow(try AlertText(validatingMarkup: "<b>closed</b> &amp; fine"))
    }

    func testPlainTextKeepsMarkupCharactersLiterally() {
        let text: AlertText = "1 < 2 & <b>"
        XCTAssertEqual(text.plainText, "1 < 2 & <b>")
    }

    func testEscapeCoversEveryMarkupCharacter() {
        XCTAssertEqual(Markup.escape("<>&\"'"), "&lt;&gt;&amp;&quot;&apos;")
        XCTAssertNil(Markup.validationError(in: Markup.escape("<<&&>>\"'")))
    }

    func testLongTextBreaksOnlyOverlongParagraphsAndKeepsEveryCharacter() {
        let sentence = "The quick brown fox jumps over the lazy dog. "
        let long = String(repeating: sentence, count: 100)  // 4,500 characters, one paragraph
        let shown = DisplayText.longText(long + "\nShort one.")
        let paragraphs = shown.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertGreaterThan(paragraphs.count, 5, "a 4,500-character paragraph was not broken")
        XCTAssertTrue(paragraphs.allSatisfy { $0.count <= DisplayText.longestParagraph })
        XCTAssertEqual(paragraphs.last, "Short one.")
        XCTAssertTrue(paragraphs.dropLast(2).allSatisfy { $0.hasSuffix(".") }, "breaks fall after sentences")
        // Only the spaces the breaks replaced are gone.
        XCTAssertEqual(shown.filter { !$0.isWhitespace }, (long + "Short one.").filter { !$0.isWhitespace })
        let unbroken = String(repeating: "x", count: 2_500)
        XCTAssertTrue(
            DisplayText.longText(unbroken).split(separator: "\n").allSatisfy {
                $0.count <= DisplayText.longestParagraph
            })
    }
}
