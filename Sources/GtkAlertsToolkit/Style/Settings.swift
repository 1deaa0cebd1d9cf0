internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Desktop-wide settings of one display: theme, dark style, animations.
@MainActor
public final class Settings: Object {
    /// Whether widgets may animate; reduced-motion desktops turn it off.
    public var animationsEnabled: Bool {
        get { gtkshim_object_get_bool(gpointer(pointer), "gtk-enable-animations") != 0 }
        set { gtkshim_object_set_bool(gpointer(pointer), "gtk-enable-animations", newValue ? 1 : 0) }
    }

    /// Whether the theme's dark variant is preferred (the interface colour scheme from GTK 4.20).
    public var prefersDarkTheme: Bool {
        get { gtkshim_settings_get_prefers_dark(pointer) != 0 }
        set { gtkshim_settings_set_prefers_dark(pointer, newValue ? 1 : 0) }
    }

    /// Whether the desktop asks for reduced motion (GTK 4.22's `gtk-interface-reduced-motion`).
    ///
    /// Things may fade, not move. Always `false` on older GTKs, which have no such setting.
    package var prefersReducedMotion: Bool { gtkshim_settings_get_reduced_motion(pointer) != 0 }

    /// Sets the reduced-motion preference, for tests; returns whether this GTK has it (4.22+).
    @discardableResult
    package func setPrefersReducedMotion(_ reduce: Bool) -> Bool {
        gtkshim_settings_set_reduced_motion(pointer, reduce ? 1 : 0) != 0
    }

    /// Whether the desktop asks for more contrast (GTK 4.20's `gtk-interface-contrast`), which
    /// draws GTK's built-in theme in its high-contrast variant.
    ///
    /// Always `false` on older GTKs, where the `HighContrast` theme name says it instead.
    package var prefersMoreContrast: Bool { gtkshim_settings_get_more_contrast(pointer) != 0 }

    /// Sets the contrast preference; returns whether this GTK has it (4.20+).
    ///
    /// Where it does, this is the way to ask for high contrast: GTK 4.24 keeps drawing the
    /// high-contrast variant after `themeName` goes from `HighContrast` back to another theme.
    @discardableResult
    package func setPrefersMoreContrast(_ more: Bool) -> Bool {
        gtkshim_settings_set_more_contrast(pointer, more ? 1 : 0) != 0
    }

    /// Whether scroll bars overlay the content and hide when idle (GNOME's default) rather
    /// than always taking space.
    public var overlayScrolling: Bool {
        get { gtkshim_object_get_bool(gpointer(pointer), "gtk-overlay-scrolling") != 0 }
        set { gtkshim_object_set_bool(gpointer(pointer), "gtk-overlay-scrolling", newValue ? 1 : 0) }
    }

    /// The interface font, as Pango describes it (`Cantarell 11`); GNOME's text scaling
    /// changes `gtk-xft-dpi` instead.
    package var fontName: String {
        get { string("gtk-font-name") }
        set { gtkshim_object_set_string(gpointer(pointer), "gtk-font-name", newValue) }
    }

    /// The theme name, such as `Adwaita` or `HighContrast`.
    public var themeName: String {
        get { string("gtk-theme-name") }
        set { gtkshim_object_set_string(gpointer(pointer), "gtk-theme-name", newValue) }
    }

    /// The string setting `name`, empty when unset.
    private func string(_ name: String) -> String {
        guard let value = gtkshim_object_get_string(gpointer(pointer), name) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }
}
