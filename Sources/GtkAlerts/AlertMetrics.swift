/// Sizes and timings the alerts use, in one place, with their units.
enum AlertMetrics {
    /// From this many buttons on, `.automatic` stacks them (the 000 reference).
    static let stackedButtonCount = 3
    /// Space kept between the card and the edges of the parent window, in pixels.
    static let windowMargin = 24  // px
    /// Fade-in of dim and card, in milliseconds.
    static let fadeInMilliseconds = 150  // ms
    /// Fade-out of dim and card, in milliseconds.
    static let fadeOutMilliseconds = 100  // ms
    /// Time between pulses of a progress bar of unknown length, in milliseconds.
    static let pulseIntervalMilliseconds = 120  // ms
    /// Priority of the library stylesheet: above the theme (200), below user settings (400),
    /// so applications' own CSS (600) overrides it.
    static let stylesheetPriority = 300
    /// Priority of an alert's own `AlertStyle`: above the library stylesheet, below the
    /// application's CSS, which can still override it.
    static let stylePriority = 500
}
