internal import GtkAlertsToolkit

/// How one alert is drawn on its display: the CSS class of its `AlertStyle`, leased from the
/// display's stylesheet while its card or dim may show, the scheme in effect (dark, high
/// contrast), and how dark its dim is.
@MainActor
final class AlertLook {
    let display: Display
    /// The leased class, once `acquireClass(for:)` ran.
    private(set) var styleClass: String?
    /// The style the lease is for: given back as it was taken, whatever the alert shows later.
    private var leasedStyle: AlertStyle?

    init(display: Display) {
        self.display = display
    }

    /// Whether a class is leased: the style can no longer change without a new look.
    var isLeased: Bool { leasedStyle != nil }

    var animationsEnabled: Bool { display.settings.animationsEnabled }

    /// Leases `style`'s class once; later calls return that class (the host leases it first,
    /// for the dim).
    @discardableResult
    func acquireClass(for style: AlertStyle) -> String? {
        guard leasedStyle == nil else { return styleClass }
        leasedStyle = style
        styleClass = AlertStylesheet.installed(on: display).acquireClass(for: style)
        return styleClass
    }

    /// Gives the lease back, once the card has faded.
    func releaseClass() {
        guard let style = leasedStyle else { return }
        leasedStyle = nil
        AlertStylesheet.installed(on: display).release(style)
    }

    /// How dark `alert`'s dim is in the scheme in effect now: none for an alert in a window of
    /// its own where the shell dims the parent itself (it would be dimmed twice).
    func dimOpacity(for alert: Alert) -> Double {
        if alert.presentation == .window && Self.shellDimsParents { return 0 }
        return alert.style.effectiveDimOpacity(darkTheme: StyleScheme.current(on: display).isDark)
    }

    /// Whether the desktop's shell dims the parent of a modal dialog (settable for tests).
    static var shellDimsParents = DesktopShell.dimsParentsOfModalDialogs

    /// Draws `card` in the scheme in effect now: at show, and again when the app or the desktop
    /// switches to dark, light or high contrast while the alert is up.
    func applyScheme(to card: Widget) {
        let scheme = StyleScheme.current(on: display)
        for (styleClass, isOn) in [("dark", scheme.isDark), ("high-contrast", scheme.isHighContrast)] {
            if isOn { card.addCSSClass(styleClass) } else { card.removeCSSClass(styleClass) }
        }
    }
}
