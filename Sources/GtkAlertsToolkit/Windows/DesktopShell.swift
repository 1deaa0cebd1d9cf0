internal import CGtkAlertsGtk

/// What the desktop's shell does to an app's windows by itself.
@MainActor
package enum DesktopShell {
    /// Whether the shell dims the parent of every modal dialog attached to it, as GNOME Shell
    /// does: a window-backed alert that dimmed its parent too would darken it twice.
    ///
    /// Decided at first use: the shell does not change under a running app.
    package static let dimsParentsOfModalDialogs: Bool = dimsParentsOfModalDialogs(
        currentDesktops: environmentValue("XDG_CURRENT_DESKTOP"),
        attachesModalDialogs: { booleanSetting(schema: "org.gnome.mutter", key: "attach-modal-dialogs") })

    /// The decision, from `XDG_CURRENT_DESKTOP` and mutter's `attach-modal-dialogs` (read only
    /// on GNOME: elsewhere the schema may be missing and the setting means nothing).
    ///
    /// GNOME Shell dims the parent of a modal transient dialog when it attaches it, which it
    /// does while that setting is on (GNOME turns it on for its own session). GNOME Flashback
    /// names GNOME too, but its window manager, Metacity, neither attaches nor dims.
    package static func dimsParentsOfModalDialogs(
        currentDesktops: String?, attachesModalDialogs: () -> Bool?
    ) -> Bool {
        let desktops = (currentDesktops ?? "").split(separator: ":").map { $0.lowercased() }
        guard desktops.contains("gnome"), !desktops.contains("gnome-flashback") else { return false }
        return attachesModalDialogs() ?? false
    }

    private static func environmentValue(_ name: String) -> String? {
        g_getenv(name).map { String(cString: $0) }
    }

    /// The boolean `key` of the GSettings `schema`, or `nil` when either is not installed or
    /// the key is not a boolean (looked up first: GSettings aborts on a missing schema).
    private static func booleanSetting(schema schemaID: String, key: String) -> Bool? {
        guard let source = g_settings_schema_source_get_default(),
            let schema = g_settings_schema_source_lookup(source, schemaID, 1)
        else { return nil }
        defer { g_settings_schema_unref(schema) }
        guard g_settings_schema_has_key(schema, key) != 0,
            let schemaKey = g_settings_schema_get_key(schema, key)
        else { return nil }
        defer { g_settings_schema_key_unref(schemaKey) }
        let boolean = g_variant_type_new("b")
        defer { g_variant_type_free(boolean) }
        guard g_variant_type_is_subtype_of(g_settings_schema_key_get_value_type(schemaKey), boolean) != 0,
            let settings = g_settings_new_full(schema, nil, nil)
        else { return nil }
        defer { g_object_unref(settings) }
        return g_settings_get_boolean(settings, key) != 0
    }
}
