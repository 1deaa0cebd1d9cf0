internal import CGtkAlertsGtk

/// The icons a display looks names up in: the user's theme, `hicolor`, and any folders or
/// resource paths the application adds.
///
/// ```swift
/// let theme = IconTheme(display: display)
/// theme.addResourcePath("/io/github/gtkalerts/GtkAlerts/icons")
/// theme.hasIcon(named: "io.github.gtkalerts.Gallery")   // true once the bundle is registered
/// ```
@MainActor
package final class IconTheme: Object {
    var themePointer: OpaquePointer { pointer }

    /// The icon theme of `display` (one per display, shared by every widget on it).
    ///
    /// - Parameter display: the display whose theme to use.
    package init(display: Display) {
        super.init(owning: gtk_icon_theme_get_for_display(display.displayPointer)!)
    }

    /// Adds a folder of a registered resource bundle to the theme's search path.
    ///
    /// Icons go below it as in a theme folder, e.g.
    /// `PATH/scalable/apps/NAME.svg`; `ResourceBundle.register()` must have made them
    /// visible. Adding a path twice is harmless.
    ///
    /// - Parameter resourcePath: a resource path such as `/com/example/App/icons`.
    package func addResourcePath(_ resourcePath: String) {
        guard !resourcePaths.contains(resourcePath) else { return }
        gtk_icon_theme_add_resource_path(themePointer, resourcePath)
    }

    /// The resource paths searched, in order.
    package var resourcePaths: [String] {
        guard let paths = gtk_icon_theme_get_resource_path(themePointer) else { return [] }
        defer { g_strfreev(paths) }
        var result: [String] = []
        var index = 0
        while let path = paths[index] {
            result.append(String(cString: path))
            index += 1
        }
        return result
    }

    /// Whether the theme has an icon called `name` at any size.
    ///
    /// - Parameter name: an icon name, such as `dialog-error-symbolic`.
    /// - Returns: `true` when the theme has the icon.
    package func hasIcon(named name: String) -> Bool {
        gtk_icon_theme_has_icon(themePointer, name) != 0
    }
}
