import Foundation
import GalleryPages
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// `GalleryInstallation`: the installed files found from the executable's folder, and the
/// start-up steps that use them (`Localization`, `ResourceBundle`, `IconTheme` underneath).
final class GalleryInstallationTests: XCTestCase {
    func testPathsFollowTheExecutablesFolder() {
        let installation = GalleryInstallation(executableDirectory: "/opt/gallery/bin")
        XCTAssertEqual(installation.prefix, "/opt/gallery")
        XCTAssertEqual(installation.localeDirectory, "/opt/gallery/share/locale")
        XCTAssertEqual(installation.resourceBundlePath, "/opt/gallery/share/gtk-alerts/gtk-alerts.gresource")
        XCTAssertEqual(GalleryInstallation(executableDirectory: "/usr/bin/").prefix, "/usr")
        XCTAssertEqual(GalleryInstallation(executableDirectory: "/stage/usr/./bin").prefix, "/stage/usr")
    }

    @MainActor func testBindTranslationsUsesTheInstalledCatalogues() async throws {
        let prefix = try GalleryTestFiles.makeTemporaryDirectory(for: self)
        let installation = GalleryInstallation(executableDirectory: prefix.appendingPathComponent("bin").path)
        try GalleryTestFiles.compileGermanCatalogue(into: URL(fileURLWithPath: installation.localeDirectory))
        let before = Localization.localeDirectory(of: galleryTextDomain)

        try GalleryTestFiles.withLanguage("de", localeDirectory: before) {
            installation.bindTranslations()
            XCTAssertEqual(Localization.localeDirectory(of: galleryTextDomain), installation.localeDirectory)
            // bindTranslations reset the locale from the environment.
            if GalleryTestFiles.isCLocale(String(cString: setlocale(LC_MESSAGES, nil))) {
                try GalleryTestFiles.useMessagesLocale()
            }
            XCTAssertEqual(localized("Add Item"), "Eintrag hinzufügen")
        }
        XCTAssertEqual(Localization.localeDirectory(of: galleryTextDomain), before)
    }

    @MainActor func testBindTranslationsKeepsTheFolderWhenNoneIsInstalled() async throws {
        let prefix = try GalleryTestFiles.makeTemporaryDirectory(for: self)
        let before = Localization.localeDirectory(of: galleryTextDomain)
        GalleryInstallation(executableDirectory: prefix.appendingPathComponent("bin").path).bindTranslations()
        XCTAssertEqual(Localization.localeDirectory(of: galleryTextDomain), before)
    }

    @MainActor func testMissingResourceBundleIsNotAnError() async throws {
        TestDisplay.start()
        let display = try XCTUnwrap(Display.default)
        let prefix = try GalleryTestFiles.makeTemporaryDirectory(for: self)
        let installation = GalleryInstallation(executableDirectory: prefix.appendingPathComponent("bin").path)
        XCTAssertNil(try installation.registerResources(on: display))
        XCTAssertThrowsError(try ResourceBundle(contentsOfFile: installation.resourceBundlePath)) { error in
            XCTAssertEqual(error as? ResourceBundle.LoadError, .missing(path: installation.resourceBundlePath))
        }
    }

    @MainActor func testDamagedResourceBundleIsATypedError() async throws {
        TestDisplay.start()
        let display = try XCTUnwrap(Display.default)
        let prefix = try GalleryTestFiles.makeTemporaryDirectory(for: self)
        let installation = GalleryInstallation(executableDirectory: prefix.appendingPathComponent("bin").path)
        let bundle = URL(fileURLWithPath: installation.resourceBundlePath)
        try FileManager.default.createDirectory(
            at: bundle.deletingLastPathComponent(), withIntermediateDirectories: true)
        for contents in [Data(), Data("not a resource bundle, just text\n".utf8), Data(repeating: 0xFF, count: 4096)] {
            try contents.write(to: bundle)
            XCTAssertThrowsError(try installation.registerResources(on: display), "\(contents.count) bytes") { error in
                guard case .unreadable(let path, let reason)? = error as? ResourceBundle.LoadError else {
                    return XCTFail("\(error) is not LoadError.unreadable")
                }
                XCTAssertEqual(path, installation.resourceBundlePath)
                XCTAssertFalse(reason.isEmpty)
            }
        }
    }

    @MainActor func testInstalledResourceBundleProvidesTheApplicationIcon() async throws {
        TestDisplay.start()
        let display = try XCTUnwrap(Display.default)
        let prefix = try GalleryTestFiles.makeTemporaryDirectory(for: self)
        let installation = GalleryInstallation(executableDirectory: prefix.appendingPathComponent("bin").path)
        try GalleryTestFiles.compileResourceBundle(to: URL(fileURLWithPath: installation.resourceBundlePath))

        let theme = IconTheme(display: display)
        let installedSystemWide = FileManager.default.fileExists(
            atPath: "/usr/share/icons/hicolor/scalable/apps/\(GalleryInstallation.applicationID).svg")
        if !installedSystemWide {
            XCTAssertFalse(theme.hasIcon(named: GalleryInstallation.applicationID), "no icon before the bundle")
        }

        let bundle = try XCTUnwrap(try installation.registerResources(on: display))
        defer { bundle.unregister() }
        XCTAssertTrue(bundle.isRegistered)
        XCTAssertTrue(bundle.contains("/io/github/gtkalerts/GtkAlerts/style.css"))
        XCTAssertFalse(bundle.contains("/io/github/gtkalerts/GtkAlerts/no-such-file"))
        XCTAssertEqual(theme.resourcePaths.filter { $0 == GalleryInstallation.iconResourcePath }.count, 1)
        XCTAssertTrue(theme.hasIcon(named: GalleryInstallation.applicationID), "the icon comes from the bundle")

        let again = try installation.registerResources(on: display)
        again?.unregister()
        XCTAssertEqual(
            theme.resourcePaths.filter { $0 == GalleryInstallation.iconResourcePath }.count, 1,
            "registering twice adds the icon path once")
    }

    @MainActor func testDefaultWindowIconNameRoundTrips() async {
        let saved = Window.defaultIconName
        defer { Window.defaultIconName = saved }
        Window.defaultIconName = GalleryInstallation.applicationID
        XCTAssertEqual(Window.defaultIconName, GalleryInstallation.applicationID)
    }
}
