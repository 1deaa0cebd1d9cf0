/// How an alert looks: dim, card shape and size.
///
/// Every value can also be overridden from CSS. A value left `nil` follows the libadwaita look
/// in use (see `AlertButtonStyle`), as AdwAlertDialog draws it: the card as wide as its content
/// asks, within its limits, with libadwaita's corner radius and spacing. Another look is one
/// modifier away, here a heavy dim on a card that takes a fraction of its window:
///
/// ```swift
/// alert.style(AlertStyle(dimOpacity: 0.8, cornerRadius: 12, widthFraction: 0.7))
/// ```
public struct AlertStyle: Hashable, Sendable {
    /// The colour laid over the parent window (its alpha is ignored; see `dimOpacity`).
    public var dimColor: AlertColor
    /// How strongly the parent is dimmed, 0 (not at all) to 1; `nil`: the default of the theme
    /// and of the button look in effect, as libadwaita's dialogs dim.
    public var dimOpacity: Double? { didSet { dimOpacity = dimOpacity.map(Self.opacity) } }
    /// The card's corner radius, in pixels (0…`largestDecoration`); `nil`: the look's.
    public var cornerRadius: Int? { didSet { cornerRadius = cornerRadius.map(Self.decoration) } }
    /// Space between the card's edge and its content, in pixels (0…`largestDecoration`);
    /// `nil`: the look's.
    public var padding: Int? { didSet { padding = padding.map(Self.decoration) } }
    /// The card's width as a fraction of the parent window's width, within `minimumWidth` and
    /// `maximumWidth`; `nil`: as wide as the content asks, as libadwaita sizes its dialogs.
    public var widthFraction: Double? { didSet { widthFraction = widthFraction.map(Self.fraction) } }
    /// The narrowest the card gets, in pixels, unless the window itself is narrower.
    public var minimumWidth: Int { didSet { minimumWidth = Self.length(minimumWidth, atLeast: 1) } }
    /// The widest the card gets, in pixels (at least `minimumWidth` where a width is chosen);
    /// `nil`: the look's (`roundedMaximumWidth` or `flatMaximumWidth`).
    public var maximumWidth: Int? { didSet { maximumWidth = maximumWidth.map { Self.length($0, atLeast: 1) } } }
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

    /// The widest a card sized from its content gets with the rounded look, in pixels:
    /// AdwAlertDialog's limit since libadwaita 1.6.
    public static let roundedMaximumWidth = 372  // px
    /// The widest a card sized from its content gets with the flat look, in pixels:
    /// AdwMessageDialog's limit in libadwaita 1.2.
    public static let flatMaximumWidth = 550  // px

    /// Creates a style; every parameter has the native default.
    public init(
        dimColor: AlertColor = .black, dimOpacity: Double? = nil, cornerRadius: Int? = nil,
        padding: Int? = nil, widthFraction: Double? = nil, minimumWidth: Int = 300,
        maximumWidth: Int? = nil, maximumContentHeight: Int = 360, hasShadow: Bool = true,
        buttonStyle: AlertButtonStyle = .automatic
    ) {
        self.dimColor = dimColor
        self.dimOpacity = dimOpacity.map(Self.opacity)
        self.cornerRadius = cornerRadius.map(Self.decoration)
        self.padding = padding.map(Self.decoration)
        self.widthFraction = widthFraction.map(Self.fraction)
        self.minimumWidth = Self.length(minimumWidth, atLeast: 1)
        self.maximumWidth = maximumWidth.map { Self.length(max(minimumWidth, $0), atLeast: 1) }
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

    /// The widest the card gets with `look` (`.flat` or `.rounded`), in pixels.
    func maximumWidth(look: AlertButtonStyle) -> Int {
        max(minimumWidth, maximumWidth ?? (look == .rounded ? Self.roundedMaximumWidth : Self.flatMaximumWidth))
    }

    /// The card width over a parent `parentWidth` pixels wide, for content that asks for
    /// `contentWidth` pixels, with `look`: the fraction of the parent (or, without one, the
    /// content's width), clamped to the minimum and maximum, and never wider than the parent
    /// less its margins.
    func cardWidth(forParentWidth parentWidth: Int, contentWidth: Int, look: AlertButtonStyle) -> Int {
        let wanted = widthFraction.map { Int((Double(parentWidth) * $0).rounded()) } ?? contentWidth
        let clamped = min(maximumWidth(look: look), max(minimumWidth, wanted))
        let room = parentWidth - 2 * AlertMetrics.windowMargin
        return max(1, room > 0 ? min(clamped, room) : clamped)
    }

    /// The dim opacity in effect on a light or dark theme: `dimOpacity`, else the default for
    /// the theme and for the look `buttonStyle` resolves to, so that an alert in the platform's
    /// current look dims as the platform's own alerts do.
    @MainActor
    package func effectiveDimOpacity(darkTheme: Bool) -> Double {
        effectiveDimOpacity(darkTheme: darkTheme, look: buttonStyle.resolved())
    }

    /// The rule behind `effectiveDimOpacity(darkTheme:)`, for a resolved look.
    func effectiveDimOpacity(darkTheme: Bool, look: AlertButtonStyle) -> Double {
        if let dimOpacity { return dimOpacity }
        if darkTheme { return Self.defaultDarkDimOpacity }
        return look == .rounded ? Self.roundedLightDimOpacity : Self.defaultLightDimOpacity
    }
}
