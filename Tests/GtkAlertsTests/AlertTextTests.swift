import GtkAlerts
import GtkAlertsToolkit
import XCTest

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
}
