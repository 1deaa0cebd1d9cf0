import XCTest

@testable import GalleryPages
@testable import GtkAlerts

/// The gallery's words say what the user has to do.
final class GalleryWordingTests: XCTestCase {
    /// The address field starts out holding "https://": its error names what is missing, not the
    /// prefix already there.
    @MainActor func testTheAddressErrorSaysWhatIsMissing() async throws {
        let address = FormsPage.newBookmark.textFields.first { $0.id == "address" }
        let validate = try XCTUnwrap(address?.validate, "the address field has no validator")
        XCTAssertEqual(validate("https://"), "Type the rest of the address after https://")
        XCTAssertEqual(validate("http://"), "Type the rest of the address after http://")
        XCTAssertEqual(validate("example.org"), "Enter an address starting with https://")
        XCTAssertNil(validate("https://example.org"))
    }
}
