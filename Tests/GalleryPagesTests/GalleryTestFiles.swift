import Foundation
import GalleryPages
import GtkAlertsToolkit
import XCTest

/// Files and process state the localization and installation tests share: temporary folders,
/// the German catalogue and the resource bundle compiled from the sources, and a scope that
/// switches the gallery to German and back.
enum GalleryTestFiles {
    /// The repository's root, found from this file's path.
    static let sourceRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A new empty folder, removed when `testCase` ends.
    static func makeTemporaryDirectory(for testCase: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gallery-pages-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Compiles po/de.po with `msgfmt` into `localeDirectory/de/LC_MESSAGES/gtk-alerts-gallery.mo`.
    ///
    /// - Throws: `XCTSkip` without `msgfmt` (Debian package gettext), an error under
    ///   meson-helpers/test; an error when it fails.
    static func compileGermanCatalogue(into localeDirectory: URL) throws {
        let folder = localeDirectory.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try run(
            "msgfmt", "--check", "-o", folder.appendingPathComponent("\(galleryTextDomain).mo").path,
            sourceRoot.appendingPathComponent("po/de.po").path, missingPackage: "gettext")
    }

    /// Compiles Resources/gtk-alerts.gresource.xml with `glib-compile-resources` into `file`.
    ///
    /// - Throws: `XCTSkip` without the tool (Debian package libglib2.0-dev-bin), an error under
    ///   meson-helpers/test; an error when it fails.
    static func compileResourceBundle(to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let resources = sourceRoot.appendingPathComponent("Resources")
        try run(
            "glib-compile-resources", "--sourcedir", resources.path, "--target", file.path,
            resources.appendingPathComponent("gtk-alerts.gresource.xml").path, missingPackage: "libglib2.0-dev-bin")
    }

    /// Runs `body` with the gallery's text domain bound to `localeDirectory` and the language
    /// `language` (through `LANGUAGE`), then restores the environment, the locale and the
    /// domain's folder as they were.
    ///
    /// gettext ignores `LANGUAGE` under the C locale (and glibc 2.41 under `C.UTF-8` too), so
    /// messages switch to a real UTF-8 locale (`messagesLocale`) when the locale is C.
    @MainActor
    static func withLanguage(
        _ language: String, localeDirectory: String, _ body: () throws -> Void
    ) throws {
        let savedLanguage = getenv("LANGUAGE").map { String(cString: $0) }
        // setlocale returns static storage: copy it before the next call.
        let savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) }
        let savedDirectory = Localization.localeDirectory(of: galleryTextDomain)
        defer {
            if let savedLanguage { setenv("LANGUAGE", savedLanguage, 1) } else { unsetenv("LANGUAGE") }
            Localization.bind(domain: galleryTextDomain, localeDirectory: savedDirectory)
            if let savedLocale { setlocale(LC_ALL, savedLocale) }
        }
        setenv("LANGUAGE", language, 1)
        Localization.bind(domain: galleryTextDomain, localeDirectory: localeDirectory)
        let messages = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? "C"
        if isCLocale(messages) {
            try useMessagesLocale()
        }
        try body()
    }

    /// Real UTF-8 locales gettext honours `LANGUAGE` under; meson-helpers/test generates them.
    static let messagesLocales = ["en_US.UTF-8", "de_DE.UTF-8"]

    /// Switches `LC_MESSAGES` to the first of `messagesLocales` the system has.
    ///
    /// - Throws: `XCTSkip` when it has none (or an error under meson-helpers/test, which
    ///   generates them).
    static func useMessagesLocale() throws {
        guard messagesLocales.contains(where: { setlocale(LC_MESSAGES, $0) != nil }) else {
            try missing(
                "none of the locales \(messagesLocales.joined(separator: ", ")) is generated (locale-gen): "
                    + "gettext would ignore LANGUAGE")
        }
    }

    /// Whether gettext treats `locale` as C, ignoring `LANGUAGE`: C, POSIX, and C.UTF-8 since
    /// glibc 2.41.
    static func isCLocale(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX" || locale.hasPrefix("C.")
    }

    /// Skips the test for want of `what`; fails it instead under meson-helpers/test
    /// (GTK_ALERTS_REQUIRE_TEST_TOOLS=1), which installs everything the tests use, so a skip
    /// there would hide a test that never ran.
    private static func missing(_ what: String) throws -> Never {
        if getenv("GTK_ALERTS_REQUIRE_TEST_TOOLS").map({ String(cString: $0) }) == "1" {
            throw GalleryTestFilesError(message: "\(what), and meson-helpers/test should have provided it")
        }
        throw XCTSkip(what)
    }

    private static func run(_ tool: String, _ arguments: String..., missingPackage: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        // env exits with 127 when it cannot find the tool.
        if process.terminationStatus == 127 {
            try missing("\(tool) is not installed (apt-get install \(missingPackage))")
        }
        guard process.terminationStatus == 0 else {
            throw GalleryTestFilesError(
                message: "\(tool) failed (\(process.terminationStatus)): \(String(decoding: output, as: UTF8.self))")
        }
    }
}

/// A helper tool failed.
struct GalleryTestFilesError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
