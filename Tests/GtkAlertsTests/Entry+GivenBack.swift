import GtkAlertsToolkit
import XCTest

extension Entry {
    /// Checks that the field got the focus back as the user left it: `selection` selected (an
    /// empty range: the cursor there), never the whole text.
    ///
    /// On Wayland (headless mutter with GTK 4.8) GTK keeps a field's text and cursor as it
    /// takes the focus back but drops what was selected, the cursor staying at the selection's
    /// start (docs/CONTRIBUTING.md, "Platform quirks"): there only that much is checked.
    @MainActor
    func assertGivenBack(
        _ selection: Range<Int>, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        if display.backend == "wayland" {
            XCTAssertTrue(
                self.selection == selection || self.selection == selection.lowerBound..<selection.lowerBound,
                "\(message): \(self.selection) instead of \(selection)", file: file, line: line)
        } else {
            XCTAssertEqual(self.selection, selection, message, file: file, line: line)
        }
    }
}
