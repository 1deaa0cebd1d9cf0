internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Tells when `StyleScheme.current(on:)` may have changed: the app or the desktop switched to
/// dark or back, or to high contrast, while something drawn in the old scheme is on screen.
///
/// Watches what `StyleScheme` reads: libadwaita's style manager when the process has one, and
/// the display's `GtkSettings` in any case (plain GTK apps switch through them).
@MainActor
package final class StyleSchemeObserver {
    private var connections: [(object: Object, id: SignalHandlerID)] = []

    /// Calls `handler` after each change that may change the scheme of `display`, until `end()`.
    package init(display: Display, handler: @escaping @MainActor () -> Void) {
        let settings = display.settings
        var properties = ["gtk-application-prefer-dark-theme", "gtk-theme-name"]
        // GTK 4.20's colour scheme (which `Settings.prefersDarkTheme` sets there) and contrast.
        for newer in ["gtk-interface-color-scheme", "gtk-interface-contrast"]
        where gtkshim_object_find_property(gpointer(settings.pointer), newer) != nil {
            properties.append(newer)
        }
        for property in properties {
            connections.append((settings, settings.onPropertyChange(property, handler: handler)))
        }
        if let manager = gtkshim_adwaita_style_manager() {
            // The wrapper's own reference keeps its disconnect safe whatever libadwaita does.
            let object = Object(owning: OpaquePointer(manager))
            for property in ["dark", "high-contrast"] {
                connections.append((object, object.onPropertyChange(property, handler: handler)))
            }
        }
    }

    isolated deinit {
        end()
    }

    /// Stops watching; safe to call more than once.
    package func end() {
        for connection in connections { connection.object.disconnect(connection.id) }
        connections = []
    }
}
