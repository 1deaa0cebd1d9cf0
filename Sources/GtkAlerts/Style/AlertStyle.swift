/// How an alert looks: dim, card shape and size.
///
/// Every value can also be overridden from CSS. The defaults follow GNOME's own dialogs; another
/// look is one modifier away, here a heavy dim:
///
/// ```swift
/// alert.style(AlertStyle(dimOpacity: 0.8, cornerRadius: 12, widthFraction: 0.7))
/// ```
public struct AlertStyle: Hashable, Sendable {
    /// The colour laid over the parent window (its alpha is ignored; see `dimOpacity`).
    public var dimColor: AlertColor
    /// How strongly the parent is dimmed, 0 (not at all) to 1; `nil`: the default of the theme
    /// and of the button look in effect, as libadwaita's dialogs dim (see
    /// `effectiveDimOpacity(darkTheme:)`).
    public var dimOpacity: Double? { didSet { dimOpacity = dimOpacity.map(Self.opacity) } }
    /// The card's corner radius, in pixels (0…`largestDecoration`).
    public var cornerRadius: Int { didSet { cornerRadius = Self.decoration(cornerRadius) } }
    /// Space between the card's edge and its content, in pixels (0…`largestDecoration`).
    public var padding: Int { didSet { padding = Self.decoration(padding) } }
    /// The card's width as a fraction of the parent window's width, within `minimumWidth` and
    /// `maximumWidth`.
    public var widthFraction: Double { didSet { widthFraction = Self.fraction(widthFraction) } }
    /// The narrowest the card gets, in pixels, unless the window itself is narrower.
    public var minimumWidth: Int { didSet { minimumWidth = Self.length(minimumWidth, atLeast: 1) } }
    /// The widest the card gets, in pixels (at least `minimumWidth` where a width is chosen).
    public var maximumWidth: Int { didSet { maximumWidth = Self.length(maximumWidth, atLeast: 1) } }
    /// The tallest the content grows before it scrolls, in pixels (48…`largestLength`).
    public var maximumContentHeight: Int {
        didSet { maximumContentHeight = Self.length(maximumContentHeight, atLeast: 48) }
    }
    /// Whether the card casts a shadow.
    public var hasShadow: Bool
    /// How the buttons are drawn; `.automatic` follows the running system's dialogs.
    public var buttonStyle: AlertButtonStyle

    /// Dim opacity on light themes when `dimOpacity` is `nil`, with the flat (libadwaita 1.2)
    /// look, whose message dialogs were windows of their own that drew no dim.
    public static let defaultLightDimOpacity = 0.32
    /// Dim opacity on light themes when `dimOpacity` is `nil`, with the rounded look: what
    /// libadwaita 1.6 and later lay over a window under an alert dialog (its shade colour,
    /// 7 %, doubled).
    public static let roundedLightDimOpacity = 0.14
    /// Dim opacity on dark themes when `dimOpacity` is `nil`, with either look (libadwaita's
    /// dark shade, 25 %, doubled).
    public static let defaultDarkDimOpacity = 0.5
    /// The dim opacities an alert with `dimOpacity` `nil` may take.
    package static let defaultDimOpacities = [defaultLightDimOpacity, roundedLightDimOpacity, defaultDarkDimOpacity]

    /// Creates a style; every parameter has the native default.
    public init(
        dimColor: AlertColor = .black, dimOpacity: Double? = nil, cornerRadius: Int = 12,
        padding: Int = 24, widthFraction: Double = 0.7, minimumWidth: Int = 300,
        maximumWidth: Int = 420, maximumContentHeight: Int = 360, hasShadow: Bool = true,
        buttonStyle: AlertButtonStyle = .automatic
    ) {
        self.dimColor = dimColor
        self.dimOpacity = dimOpacity.map(Self.opacity)
        self.cornerRadius = Self.decoration(cornerRadius)
        self.padding = Self.decoration(padding)
        self.widthFraction = Self.fraction(widthFraction)
        self.minimumWidth = Self.length(minimumWidth, atLeast: 1)
        self.maximumWidth = Self.length(max(minimumWidth, maximumWidth), atLeast: 1)
        self.maximumContentHeight = Self.length(maximumContentHeight, atLeast: 48)
        self.hasShadow = hasShadow
        self.buttonStyle = buttonStyle
    }

    /// The largest length a style keeps, in pixels: larger ones are clamped to it (the card
    /// never outgrows its window anyway), so no size overflows what GTK can represent.
    public static let largestLength = 16_384  // px
    /// The largest corner radius and padding a style keeps, in pixels: GTK's CSS sizes
    /// overflow long before `Int.max`.
    public static let largestDecoration = 1_000  // px

    private static func opacity(_ value: Double) -> Double {
        min(1, max(0, value.isNaN ? 0 : value))
    }

    private static func fraction(_ value: Double) -> Double {
        value.isNaN ? 0.7 : min(1, max(0.1, value))
    }

    private static func decoration(_ value: Int) -> Int {
        min(max(0, value), largestDecoration)
    }

    private static func length(_ value: Int, atLeast smallest: Int) -> Int {
        min(max(smallest, value), largestLength)
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

    /// The dim opacity in effect on a light or dark theme: `dimOpacity`, else the default for
    /// the theme and for the look `buttonStyle` resolves to, so that an alert in the platform's
    /// current look dims as the platform's own alerts do.
    @MainActor
    public func effectiveDimOpacity(darkTheme: Bool) -> Double {
        effectiveDimOpacity(darkTheme: darkTheme, look: buttonStyle.resolved())
    }

    /// The rule behind `effectiveDimOpacity(darkTheme:)`, for a resolved look.
    func effectiveDimOpacity(darkTheme: Bool, look: AlertButtonStyle) -> Double {
        if let dimOpacity { return dimOpacity }
        if darkTheme { return Self.defaultDarkDimOpacity }
        return look == .rounded ? Self.roundedLightDimOpacity : Self.defaultLightDimOpacity
    }
}
