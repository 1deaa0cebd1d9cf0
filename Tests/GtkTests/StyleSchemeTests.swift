import GtkAlertsToolkit
import XCTest

/// `StyleScheme` without libadwaita in the process: from GtkSettings. (Under libadwaita, see
/// GtkAlertsTests' AlertAdwaitaStyleTests, which runs in a process of its own.)
final class StyleSchemeTests: XCTestCase {
    func testSettingsSchemeFromPreferenceAndThemeName() {
        let cases: [(prefersDark: Bool, theme: String, dark: Bool, highContrast: Bool)] = [
            (false, "Adwaita", false, false),
            (true, "Adwaita", true, false),
            (false, "Adwaita-dark", true, false),
            (false, "Adwaita:dark", true, false),
            (false, "HighContrast", false, true),
            (false, "HighContrastInverse", true, true),
            (true, "HighContrast", true, true),
            (false, "", false, false),
        ]
        for item in cases {
            let scheme = StyleScheme.fromSettings(prefersDark: item.prefersDark, themeName: item.theme)
            XCTAssertEqual(
                scheme, StyleScheme(isDark: item.dark, isHighContrast: item.highContrast, source: .gtkSettings),
                "prefersDark \(item.prefersDark), theme \(item.theme.debugDescription)")
        }
    }

    @MainActor func testCurrentSchemeFollowsGtkSettingsWithoutLibadwaita() async throws {
        try Toolkit.initialize()
        let display = try XCTUnwrap(Display.default)
        let settings = display.settings
        let (savedDark, savedTheme) = (settings.prefersDarkTheme, settings.themeName)
        defer {
            settings.prefersDarkTheme = savedDark
            settings.themeName = savedTheme
        }
        settings.prefersDarkTheme = false
        settings.themeName = "Adwaita"
        XCTAssertEqual(
            StyleScheme.current(on: display), StyleScheme(isDark: false, isHighContrast: false, source: .gtkSettings))
        settings.prefersDarkTheme = true
        XCTAssertEqual(
            StyleScheme.current(on: display), StyleScheme(isDark: true, isHighContrast: false, source: .gtkSettings))
        settings.prefersDarkTheme = false
        settings.themeName = "HighContrast"
        XCTAssertEqual(
            StyleScheme.current(on: display), StyleScheme(isDark: false, isHighContrast: true, source: .gtkSettings))
    }
}
