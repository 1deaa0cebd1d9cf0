public import GtkAlertsToolkit

/// The gallery's own CSS (page headings, panels, the sidebar), loaded once per display.
///
/// Colours come from the theme's named colours, so light, dark and high-contrast themes all
/// look right. Pages paint the window background themselves, so a render of the window's
/// content (which leaves out the window's own background) is opaque. Pages install the
/// stylesheet themselves; the gallery window calls `install(on:)` too.
///
/// ```swift
/// GalleryStylesheet.install(on: window.display)
/// ```
@MainActor
public enum GalleryStylesheet {
    private static let attachmentKey = "alert-gallery-stylesheet"

    /// Loads the stylesheet on `display` at application priority; does nothing the second time.
    public static func install(on display: Display) {
        guard display.attachedValue(forKey: attachmentKey) == nil else { return }
        let provider = CSSProvider()
        provider.load(css)
        assert(provider.parseErrors.isEmpty, "gallery stylesheet: \(provider.parseErrors)")
        provider.apply(to: display, priority: CSSProvider.applicationPriority)
        display.attach(provider, forKey: attachmentKey)
    }

    private static let css = """
        .gallery-page { padding: 24px 28px; background-color: @theme_bg_color; }
        .gallery-page-title { font-size: 18pt; font-weight: 800; }
        .gallery-summary { color: alpha(@theme_fg_color, 0.72); }
        .gallery-heading { font-weight: bold; margin-top: 6px; }
        .gallery-response {
          font-family: monospace;
          padding: 8px 12px;
          border-radius: 8px;
          background-color: alpha(@theme_fg_color, 0.06);
        }
        .gallery-panel {
          padding: 12px;
          border-radius: 12px;
          border: 1px solid alpha(@theme_fg_color, 0.14);
          background-color: alpha(@theme_fg_color, 0.03);
        }
        .gallery-item-row { padding: 4px 4px 4px 12px; border-bottom: 1px solid alpha(@theme_fg_color, 0.1); }
        .gallery-value { font-weight: bold; min-width: 24px; }
        .gallery-header { padding: 8px 12px; border-bottom: 1px solid @borders; }
        .gallery-header-title { font-weight: 800; }
        .gallery-sidebar { padding: 12px 8px; border-right: 1px solid @borders; }
        .gallery-sidebar:dir(rtl) { border-right-style: none; border-left: 1px solid @borders; }
        .gallery-sidebar button { padding: 6px 12px; }
        .gallery-sidebar button.selected { background-color: alpha(@theme_selected_bg_color, 0.18); }
        .gallery-menu { padding: 12px; }
        .gallery-menu button { padding: 6px 12px; }
        .gallery-menu button.selected,
        .gallery-header button.selected { background-color: alpha(@theme_selected_bg_color, 0.18); }

        """
}
