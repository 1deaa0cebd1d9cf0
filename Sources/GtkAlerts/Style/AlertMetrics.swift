/// Sizes and timings the alerts use, in one place, with their units.
enum AlertMetrics {
    /// From this many buttons on, `.automatic` stacks them, as iOS alerts do.
    static let stackedButtonCount = 3
    /// Space kept between the card and the edges of the parent window, in pixels.
    static let windowMargin = 24  // px
    /// Below this parent width an in-window action list is a bottom sheet, as libadwaita's
    /// `AdwDialog` becomes one, in pixels.
    static let sheetBelowParentWidth = 450  // px
    /// At and below this parent height an in-window card is compact (smaller title, tighter
    /// spacing), as libadwaita's alert dialogs are, in pixels.
    static let shortParentHeight = 360  // px
    /// The content area never shrinks below this, in pixels, however small the window.
    static let minimumContentHeight = 96  // px
    /// The largest side an image is drawn at, in pixels, whatever size was asked for.
    static let maximumImageSide = 1024  // px
    /// From this many UTF-8 bytes on, a paragraph is shown by a text view that lays out only
    /// what is in view: a label lays out all of it, several times, before the first frame
    /// (1.1–1.7 s for 100 kB).
    static let longTextBytes = 4_000  // bytes
    /// The height of a long paragraph's own scrolled view, in pixels.
    static let longTextHeight = 240  // px
    /// Fade-in of dim and card, in milliseconds.
    static let fadeInMilliseconds = 150  // ms
    /// Fade-out of dim and card, in milliseconds.
    static let fadeOutMilliseconds = 100  // ms
    /// How long a faded in-window card stays in the tree, hidden, for assistive technologies
    /// still handling the focus change away from it.
    static let removalGraceMilliseconds = 500  // ms
    /// The longest the parent's dim waits for the first frame of an alert in a window of its
    /// own, in milliseconds: about six frames, shorter than the dim's own fade-in.
    static let dimDelayLimitMilliseconds = 100  // ms
    /// Time between pulses of a progress bar of unknown length, in milliseconds.
    static let pulseIntervalMilliseconds = 120  // ms
    /// Space between `.rounded` buttons, in pixels (the stylesheet's border-spacing).
    static let roundedButtonSpacing = 12  // px
    /// Space between `.rounded` buttons and the card's sides, in pixels (the stylesheet's
    /// padding).
    static let roundedButtonInset = 24  // px
    /// Priority of the library stylesheet: above the GTK theme, which GtkSettings loads at
    /// settings priority (400), and below applications' own CSS (600), which overrides it.
    static let stylesheetPriority = 450
    /// Priority of an alert's own `AlertStyle`: above the library stylesheet, below the
    /// application's CSS, which can still override it.
    static let stylePriority = 500
}
