internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// How the application is drawn right now: light or dark, normal or high contrast.
///
/// Apps built on libadwaita choose their style through `AdwStyleManager` (which follows the
/// desktop's preference unless the app forces one), not through `GtkSettings`; plain GTK apps
/// use `GtkSettings`' dark preference and theme name. `current(on:)` asks libadwaita when the
/// process has it loaded, found at run time, so this library never links it.
///
/// ```swift
/// if StyleScheme.current(on: display).isDark { … }
/// ```
public struct StyleScheme: Equatable, Sendable {
    /// Where a scheme was read from.
    public enum Source: Equatable, Sendable {
        /// libadwaita's default `AdwStyleManager` (`dark` and `high-contrast` properties).
        case adwaitaStyleManager
        /// `GtkSettings`: the dark preference (`gtk-interface-color-scheme` from GTK 4.20,
        /// `gtk-application-prefer-dark-theme` before) and `gtk-theme-name`.
        case gtkSettings
    }

    /// Whether colours are dark (light text on dark backgrounds).
    public var isDark: Bool
    /// Whether the high-contrast variant is in use.
    public var isHighContrast: Bool
    /// Where the values came from.
    public var source: Source

    /// Creates a scheme.
    public init(isDark: Bool, isHighContrast: Bool, source: Source) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
        self.source = source
    }

    /// The scheme widgets on `display` are drawn with: libadwaita's when it is loaded and
    /// initialised in this process, else the one `display`'s `GtkSettings` describe.
    @MainActor
    public static func current(on display: Display) -> StyleScheme {
        if let manager = gtkshim_adwaita_style_manager() {
            return StyleScheme(
                isDark: gtkshim_object_get_bool(gpointer(manager), "dark") != 0,
                isHighContrast: gtkshim_object_get_bool(gpointer(manager), "high-contrast") != 0,
                source: .adwaitaStyleManager)
        }
        let settings = display.settings
        return fromSettings(
            prefersDark: settings.prefersDarkTheme, themeName: settings.themeName,
            prefersMoreContrast: settings.prefersMoreContrast)
    }

    /// The scheme `GtkSettings` describe: dark when the dark variant is preferred or the theme
    /// is a dark one (`Adwaita-dark`, `Adwaita:dark`, `HighContrastInverse`); high contrast for
    /// GTK's `HighContrast` themes, or when more contrast is asked for (GTK 4.20+).
    package static func fromSettings(
        prefersDark: Bool, themeName: String, prefersMoreContrast: Bool = false
    ) -> StyleScheme {
        let name = themeName.lowercased()
        let isHighContrast = prefersMoreContrast || name.hasPrefix("highcontrast")
        let isDark = prefersDark || name.hasSuffix("-dark") || name.hasSuffix(":dark") || name == "highcontrastinverse"
        return StyleScheme(isDark: isDark, isHighContrast: isHighContrast, source: .gtkSettings)
    }
}
