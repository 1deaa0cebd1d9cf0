package import GtkAlertsToolkit

/// The library's CSS, loaded once per display, plus the rules for non-standard `AlertStyle`s.
///
/// Node names and classes (documented in the Theming article) are what applications restyle:
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
    private let chromeDims = CSSProvider()
    /// The chrome dims with rules loaded, by opacity in hundredths.
    private var chromeDimPercents: Set<Int> = []
    /// The rules of the non-standard styles in use (and of those no longer used, until the
    /// next new style sweeps them), each under a class name never given to another style.
    private var customRules: [AlertStyle: (className: String, users: Int)] = [:]
    private var classNumber = 0
    /// Whether the providers are on the display, where each load restyles it.
    private var isApplied = false
    /// How many times a provider on the display was loaded again: each restyled the display.
    private(set) var reloadCount = 0

    private init(display: Display) {
        // Every provider added to a display, and every reload of one, restyles each widget of
        // each window on it: so everything the standard alerts need is loaded here, once,
        // including the chrome dims of the default opacities.
        loadChromeDims(forPercents: AlertStyle.defaultDimOpacities.map(Self.percent))
        // Below every theme, so libadwaita's (or an app theme's) named colours win.
        fallbackColors.load(String(decoding: PackageResources.gtk_alerts_colors_css, as: UTF8.self))
        assert(fallbackColors.parseErrors.isEmpty, "library colours: \(fallbackColors.parseErrors)")
        fallbackColors.apply(to: display, priority: CSSProvider.fallbackPriority)
        base.load(String(decoding: PackageResources.gtk_alerts_css, as: UTF8.self))
        assert(base.parseErrors.isEmpty, "library stylesheet: \(base.parseErrors)")
        base.apply(to: display, priority: AlertMetrics.stylesheetPriority)
        custom.apply(to: display, priority: AlertMetrics.stylePriority)
        chromeDims.apply(to: display, priority: AlertMetrics.stylesheetPriority)
        isApplied = true
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
    /// stylesheet already is), held until `release(_:)`.
    ///
    /// Reusing a style in use is free; a new style drops the rules nobody uses any more, so
    /// computed styles cannot grow the stylesheet without bound.
    func acquireClass(for style: AlertStyle) -> String? {
        let key = Self.rulesKey(style)
        guard key != AlertStyle.standard else { return nil }
        if let existing = customRules[key] {
            customRules[key] = (existing.className, existing.users + 1)
            return existing.className
        }
        customRules = customRules.filter { $0.value.users > 0 }
        classNumber += 1
        let name = "alert-style-\(classNumber)"
        customRules[key] = (name, 1)
        reloadCount += 1
        custom.load(customRules.map { Self.rules(for: $0.key, className: $0.value.className) }.joined())
        return name
    }

    /// The CSS class dimming a window's chrome as a black layer at `opacity` would (see
    /// `ChromeDim`).
    ///
    /// Opacities go by hundredths, so at most 101 rules are ever loaded.
    func chromeDimClass(forOpacity opacity: Double) -> String {
        let percent = Self.percent(opacity)
        loadChromeDims(forPercents: [percent])
        return "alert-chrome-dim-\(percent)"
    }

    private static func percent(_ opacity: Double) -> Int {
        Int((min(1, max(0, opacity)) * 100).rounded())
    }

    private func loadChromeDims(forPercents percents: [Int]) {
        let before = chromeDimPercents.count
        chromeDimPercents.formUnion(percents)
        guard chromeDimPercents.count > before else { return }
        if isApplied { reloadCount += 1 }
        chromeDims.load(
            chromeDimPercents.sorted().map { percent in
                ".alert-chrome-dim-\(percent) { filter: brightness(\(Double(100 - percent) / 100));"
                    + " transition: filter \(AlertMetrics.fadeInMilliseconds)ms ease-out; }\n"
            }.joined())
        assert(chromeDims.parseErrors.isEmpty, "chrome dims: \(chromeDims.parseErrors)")
    }

    /// Gives back a class from `acquireClass(for:)`: its widgets are gone.
    func release(_ style: AlertStyle) {
        let key = Self.rulesKey(style)
        guard let existing = customRules[key] else { return }
        customRules[key] = (existing.className, max(0, existing.users - 1))
    }

    /// How many styles have rules loaded (for tests).
    var loadedStyleCount: Int { customRules.count }

    private static func rulesKey(_ style: AlertStyle) -> AlertStyle {
        var key = style
        key.dimOpacity = nil  // Applied as widget opacity, not CSS.
        key.buttonStyle = .automatic  // Applied as a style class of the button row.
        return key
    }

    private static func rules(for style: AlertStyle, className: String) -> String {
        // Only what differs from the look's own rules: a shadow, a radius or a padding left
        // to the look needs none.
        let shadow = style.hasShadow ? "" : " box-shadow: none;"
        let radius = style.cornerRadius.map { " border-radius: \($0)px;" } ?? ""
        let padding =
            style.padding.map {
                ".alert-card.\(className) .alert-body { padding: \($0)px; }\n"
            } ?? ""
        return """
            .alert-dim.\(className) { background-color: \(style.dimColor.opaque.css); }
            .alert-card.\(className) {\(radius)\(shadow) }
            \(padding)
            """
    }
}

/// How many times the library reloaded a stylesheet on `display`, restyling every window on it
/// (for tests: the standard alerts never do).
@MainActor
package func alertStylesheetReloadCount(on display: Display) -> Int {
    AlertStylesheet.installed(on: display).reloadCount
}

/// How many non-standard `AlertStyle`s have CSS rules loaded on `display` (for tests).
@MainActor
package func alertStyleRuleCount(on display: Display) -> Int {
    AlertStylesheet.installed(on: display).loadedStyleCount
}
