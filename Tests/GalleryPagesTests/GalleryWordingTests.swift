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

    /// The Full Window page follows GNOME's order, as every other two-button alert of the gallery
    /// does: the button that holds back first, the one that goes ahead last.
    @MainActor func testTheFullWindowAlertEndsItsRowWithThePrimaryButton() async {
        XCTAssertEqual(FullWindowPage.endRideAlert(offersSecondary: true).buttons.map(\.id), ["not-now", "end-ride"])
        XCTAssertEqual(FullWindowPage.endRideAlert(offersSecondary: false).buttons.map(\.id), ["end-ride"])
    }
}
