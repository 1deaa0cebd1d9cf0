import Foundation
import GalleryPages
import GtkAlertsToolkit
import XCTest

/// `localized`, `localizedPlural` and the gallery's German catalogue.
final class LocalizedTests: XCTestCase {
    @MainActor func testUntranslatedMessagesComeBackUnchanged() async {
        let message = "Add Item"
        XCTAssertEqual(Localization.translate(message, domain: "no-such-domain-\(UUID().uuidString)"), message)
        XCTAssertEqual(localized("A message no catalogue has"), "A message no catalogue has")
        XCTAssertEqual(
            Localization.translatePlural("one thing", "many things", count: 2, domain: "no-such-domain"),
            "many things")
    }

    func testPlaceholdersAreFilledOnceAndUnknownOnesStay() {
        XCTAssertEqual(
            localized("Delete {name}", with: ["name": "Tom & Jerry's <list>"]), "Delete Tom & Jerry's <list>")
        XCTAssertEqual(
            localized("Delete {name}", with: ["name": "{name} and {other}"]), "Delete {name} and {other}",
            "a value is never read as a placeholder")
        XCTAssertEqual(localized("{a}{b} {unknown} { and {", with: ["a": "1", "b": "2"]), "12 {unknown} { and {")
    }

    func testPluralPicksTheEnglishFormAndFillsTheCount() {
        XCTAssertEqual(localizedPlural("{count} item", "{count} items", 1), "1 item")
        XCTAssertEqual(localizedPlural("{count} item", "{count} items", 0), "0 items")
        XCTAssertEqual(localizedPlural("{count} item", "{count} items", 12), "12 items")
    }

    @MainActor func testGermanCatalogueTranslatesTheGallery() async throws {
        let englishTitle = try XCTUnwrap(GalleryPages.page(named: "items")).title
        let localeDirectory = try GalleryTestFiles.makeTemporaryDirectory(for: self)
        try GalleryTestFiles.compileGermanCatalogue(into: localeDirectory)

        try GalleryTestFiles.withLanguage("de", localeDirectory: localeDirectory.path) {
            XCTAssertEqual(localized("Add Item"), "Eintrag hinzufügen")
            XCTAssertEqual(GalleryPages.page(named: "items")?.title, "Einträge", "page titles follow the language")
            XCTAssertEqual(GalleryPages.page(named: "items")?.name, "items", "page names stay as they are")
            XCTAssertEqual(localized("Delete {name}", with: ["name": "Milch"]), "Milch löschen")
            XCTAssertEqual(localizedPlural("{count} item", "{count} items", 1), "1 Eintrag")
            XCTAssertEqual(localizedPlural("{count} item", "{count} items", 3), "3 Einträge")
            XCTAssertEqual(localized("A message no catalogue has"), "A message no catalogue has")
            XCTAssertEqual(localized(""), "", "not the catalogue's header")
        }

        XCTAssertEqual(GalleryPages.page(named: "items")?.title, englishTitle, "back to the language before")
    }
}
