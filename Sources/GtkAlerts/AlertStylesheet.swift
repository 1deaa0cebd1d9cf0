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

    private let fallbackColors = CSSProvider()
    private let base = CSSProvider()
    private let custom = CSSProvider()
    private var customRules: [AlertStyle: String] = [:]
    private var customCSS = ""

    private init(display: Display) {
        // Below every theme, so libadwaita's (or an app theme's) named colours win.
        fallbackColors.load(String(decoding: PackageResources.gtk_alerts_colors_css, as: UTF8.self))
        assert(fallbackColors.parseErrors.isEmpty, "library colours: \(fallbackColors.parseErrors)")
        fallbackColors.apply(to: display, priority: CSSProvider.fallbackPriority)
        base.load(String(decoding: PackageResources.gtk_alerts_css, as: UTF8.self))
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
        // With a shadow, the stylesheet's own applies; only its absence needs a rule.
        let shadow = style.hasShadow ? "" : " box-shadow: none;"
        return """
            .alert-dim.\(className) { background-color: \(style.dimColor.css); }
            .alert-card.\(className) { border-radius: \(style.cornerRadius)px;\(shadow) }
            .alert-card.\(className) .alert-body { padding: \(style.padding)px; }

            """
    }
}
