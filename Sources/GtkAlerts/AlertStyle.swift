/// How an alert looks: dim, card shape and size. Every value can also be overridden from CSS.
///
/// The defaults follow GNOME's own dialogs; the references' looks are one modifier away:
///
/// ```swift
/// alert.style(AlertStyle(dimOpacity: 0.8, cornerRadius: 12, widthFraction: 0.7))  // 000
/// ```
public struct AlertStyle: Hashable, Sendable {
    /// The colour laid over the parent window (its alpha is ignored; see `dimOpacity`).
    public var dimColor: AlertColor
    /// How strongly the parent is dimmed, 0 (not at all) to 1; `nil`: the theme's default,
    /// lighter on light themes and darker on dark ones.
    public var dimOpacity: Double?
    /// The card's corner radius, in pixels.
    public var cornerRadius: Int
    /// Space between the card's edge and its content, in pixels.
    public var padding: Int
    /// The card's width as a fraction of the parent window's width…
    public var widthFraction: Double
    /// …but never narrower than this, in pixels (unless the window itself is narrower)…
    public var minimumWidth: Int
    /// …nor wider than this, in pixels.
    public var maximumWidth: Int
    /// The tallest the content grows before it scrolls, in pixels.
    public var maximumContentHeight: Int
    /// Whether the card casts a shadow.
    public var hasShadow: Bool

    /// Dim opacity on light themes when `dimOpacity` is `nil`.
    public static let defaultLightDimOpacity = 0.32
    /// Dim opacity on dark themes when `dimOpacity` is `nil`.
    public static let defaultDarkDimOpacity = 0.5

    /// Creates a style; every parameter has the native default.
    public init(
        dimColor: AlertColor = .black, dimOpacity: Double? = nil, cornerRadius: Int = 12,
        padding: Int = 24, widthFraction: Double = 0.7, minimumWidth: Int = 300,
        maximumWidth: Int = 420, maximumContentHeight: Int = 360, hasShadow: Bool = true
    ) {
        self.dimColor = dimColor
        self.dimOpacity = dimOpacity.map { min(1, max(0, $0.isNaN ? 0 : $0)) }
        self.cornerRadius = max(0, cornerRadius)
        self.padding = max(0, padding)
        self.widthFraction = widthFraction.isNaN ? 0.7 : min(1, max(0.1, widthFraction))
        self.minimumWidth = max(1, minimumWidth)
        self.maximumWidth = max(self.minimumWidth, maximumWidth)
        self.maximumContentHeight = max(48, maximumContentHeight)
        self.hasShadow = hasShadow
    }

    /// The native default.
    public static let standard = AlertStyle()

    /// The card width for a parent `parentWidth` pixels wide: the fraction, clamped to the
    /// minimum and maximum, and never wider than the parent less its margins.
    public func cardWidth(forParentWidth parentWidth: Int) -> Int {
        let fitted = Int((Double(parentWidth) * widthFraction).rounded())
        let clamped = min(maximumWidth, max(minimumWidth, fitted))
        let room = parentWidth - 2 * AlertMetrics.windowMargin
        return max(1, room > 0 ? min(clamped, room) : clamped)
    }

    /// The dim opacity in effect on a light or dark theme.
    public func effectiveDimOpacity(darkTheme: Bool) -> Double {
        dimOpacity ?? (darkTheme ? Self.defaultDarkDimOpacity : Self.defaultLightDimOpacity)
    }
}
