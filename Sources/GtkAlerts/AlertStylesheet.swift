internal import Gtk

/// The library's CSS, loaded once per display, plus the rules for non-standard `AlertStyle`s.
///
/// Node names and classes (documented in the README) are what applications restyle:
/// `.alert-dim`, `.alert-card`, `.alert-body`, `.alert-title`, `.alert-message`,
/// `.alert-buttons` (`.horizontal`/`.vertical`), `.alert-button` with its role class
/// (`.regular`, `.cancel`, `.destructive`, `.suggested`), `.alert-entry-error`,
/// `window.alert-window`.
@MainActor
final class AlertStylesheet {
    private static let attachmentKey = "gtk-alerts-stylesheet"

    private let base = CSSProvider()
    private let custom = CSSProvider()
    private var customRules: [AlertStyle: String] = [:]
    private var customCSS = ""

    private init(display: Display) {
        base.load(Self.baseCSS)
        assert(base.parseErrors.isEmpty, "library stylesheet: \(base.parseErrors)")
        base.apply(to: display, priority: AlertMetrics.stylesheetPriority)
        custom.apply(to: display, priority: AlertMetrics.stylePriority)
    }

    /// The stylesheet of `display`, loaded on first use.
    static func installed(on display: Display) -> AlertStylesheet {
        if let existing = display.attachedValue(forKey: attachmentKey) as? AlertStylesheet {
            return existing
        }
        let stylesheet = AlertStylesheet(display: display)
        display.attach(stylesheet, forKey: attachmentKey)
        return stylesheet
    }

    /// The CSS class carrying `style`'s rules, or `nil` for the standard style (which the base
    /// stylesheet already is). A new style's rules are added once; reusing a style is free.
    func styleClass(for style: AlertStyle) -> String? {
        var rulesStyle = style
        rulesStyle.dimOpacity = nil  // Applied as widget opacity, not CSS.
        guard rulesStyle != AlertStyle.standard else { return nil }
        if let existing = customRules[rulesStyle] { return existing }
        let name = "alert-style-\(customRules.count + 1)"
        customRules[rulesStyle] = name
        customCSS += Self.rules(for: rulesStyle, className: name)
        custom.load(customCSS)
        return name
    }

    private static func rules(for style: AlertStyle, className: String) -> String {
        let radius = style.cornerRadius
        let shadow = style.hasShadow ? standardShadow : "none"
        return """
            .alert-dim.\(className) { background-color: \(style.dimColor.css); }
            .alert-card.\(className) { border-radius: \(radius)px; box-shadow: \(shadow); }
            .alert-card.\(className) .alert-body { padding: \(style.padding)px; }

            """
    }

    private static let standardShadow = "0 1px 4px rgba(0, 0, 0, 0.2), 0 8px 28px rgba(0, 0, 0, 0.24)"

    // Colours come from the theme's named colours, so light, dark and high-contrast themes
    // all look native.
    private static let baseCSS = """
        .alert-dim { background-color: black; }
        .alert-card {
          background-color: @theme_bg_color;
          color: @theme_fg_color;
          border-radius: 12px;
          box-shadow: \(standardShadow);
        }
        window.alert-window { background: none; box-shadow: none; }
        window.alert-window .alert-card { box-shadow: none; }
        .alert-body { padding: 24px; border-spacing: 12px; }
        .alert-title { font-weight: 800; font-size: 15pt; }
        .alert-entry-error { color: @error_color; font-size: smaller; border-spacing: 6px; }
        .alert-buttons > button.alert-button {
          border-radius: 0;
          border-style: none;
          background: none;
          box-shadow: none;
          outline-offset: -4px;
          padding: 10px 14px;
          min-height: 26px;
        }
        .alert-buttons { border-top: 1px solid @borders; }
        .alert-buttons > button.alert-button:hover { background-color: alpha(@theme_fg_color, 0.06); }
        .alert-buttons > button.alert-button:active { background-color: alpha(@theme_fg_color, 0.14); }
        .alert-buttons.horizontal > button.alert-button:not(:first-child) {
          border-left: 1px solid @borders;
        }
        .alert-buttons.horizontal > button.alert-button:not(:first-child):dir(rtl) {
          border-left-style: none;
          border-right: 1px solid @borders;
        }
        .alert-buttons.vertical > button.alert-button:not(:first-child) {
          border-top: 1px solid @borders;
        }
        button.alert-button.destructive { color: @error_color; }
        button.alert-button.suggested { color: @theme_selected_bg_color; font-weight: bold; }
        /* GTK 4.8's dark Adwaita keeps saturated reds and blues meant for backgrounds; as text
           on the dark card they need the lighter tints libadwaita uses. */
        .alert-card.dark button.alert-button.destructive,
        .alert-card.dark .alert-entry-error { color: #ff7b63; }
        .alert-card.dark button.alert-button.suggested { color: #78aeed; }

        """
}
