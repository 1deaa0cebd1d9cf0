/// The window the alerts are presented over: how many widgets its content holds, and whether
/// they all show at once or most of them wait below the fold of a scrolled window.
///
/// Written `on-screen-N` or `scrolled-N`; `light` and `heavy` name the two parents every run
/// measures, `on-screen-10` and `on-screen-1000`.
struct ParentKind: Hashable, Sendable, RawRepresentable {
    /// Where the counted widgets are: all on screen, or below the fold of a scrolled window.
    enum Arrangement: String, Sendable {
        /// Every widget painted: the repaint, and so the floor, grows with the count.
        case onScreen = "on-screen"
        /// The widgets in a scrolled window, below the fold (a band taller than the viewport
        /// comes first): every count repaints the same pixels, so what grows with it is work
        /// on widgets nobody sees.
        case scrolled
    }

    let arrangement: Arrangement
    /// Widgets in the content, its boxes included.
    let widgetCount: Int

    /// The fewest widgets a parent has: the nested boxes, labels and button every parent holds.
    static let baseWidgetCount = 10
    static let light = ParentKind(.onScreen, widgets: baseWidgetCount)
    static let heavy = ParentKind(.onScreen, widgets: 1000)
    /// What a run measures unless told otherwise.
    static let standard = [light, heavy]
    /// The widget counts of `--curve`.
    static let curveWidgetCounts = [10, 100, 1000, 5000, 10_000]
    /// `--curve`: every count of `curveWidgetCounts`, scrolled, then on screen.
    static let curve =
        curveWidgetCounts.map { ParentKind(.scrolled, widgets: $0) }
        + curveWidgetCounts.map { ParentKind(.onScreen, widgets: $0) }

    init(_ arrangement: Arrangement, widgets: Int) {
        self.arrangement = arrangement
        widgetCount = max(widgets, Self.baseWidgetCount)
    }

    init?(rawValue: String) {
        switch rawValue {
        case "light": self = .light
        case "heavy": self = .heavy
        default:
            for arrangement in [Arrangement.onScreen, .scrolled] {
                let prefix = arrangement.rawValue + "-"
                guard rawValue.hasPrefix(prefix) else { continue }
                guard let count = Int(rawValue.dropFirst(prefix.count)), count >= Self.baseWidgetCount,
                    count <= 100_000
                else { return nil }
                self.init(arrangement, widgets: count)
                return
            }
            return nil
        }
    }

    var rawValue: String { "\(arrangement.rawValue)-\(widgetCount)" }
}
