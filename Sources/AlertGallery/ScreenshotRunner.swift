internal import GalleryPages
internal import GtkAlerts
internal import GtkAlertsTestSupport
internal import GtkAlertsToolkit

/// Renders every alert of every page, over its page, to PNG files: light, dark, then light in a
/// narrow window (where an in-window action list becomes a bottom sheet).
///
/// Each page is built in its own window; each alert is presented in-window over the page, and
/// the whole window (title bar, page, dim and card) is rendered once it has been laid out and
/// painted. Broadway without a browser paints at most once a second, so this takes a while.
@MainActor
struct ScreenshotRunner {
    /// The width of the windows pages are captured in, in pixels.
    static let windowWidth = 720  // px
    /// The width of the narrow windows, in pixels: below the 450 at which libadwaita's dialogs,
    /// and action lists, become bottom sheets.
    static let narrowWindowWidth = 400  // px
    /// The height of the windows pages are captured in, in pixels (the title bar included).
    static let windowHeight = 540  // px
    /// How long to wait for a window to map, a card to be laid out, or a frame, in milliseconds.
    static let timeoutMilliseconds = 10_000  // ms

    let directory: String
    let pages: [any GalleryPage]
    let context: GalleryContext

    /// Writes every screenshot and returns the failures, each naming its file and the problem.
    func run() async -> [String] {
        guard let display = Display.default else { return ["no display"] }
        let settings = display.settings
        let savedAnimations = settings.animationsEnabled
        let savedDark = settings.prefersDarkTheme
        settings.animationsEnabled = false
        defer {
            settings.animationsEnabled = savedAnimations
            settings.prefersDarkTheme = savedDark
        }
        var failures: [String] = []
        for (dark, narrow) in [(false, false), (true, false), (false, true)] {
            settings.prefersDarkTheme = dark
            for page in pages {
                failures += await capture(page, dark: dark, narrow: narrow)
            }
        }
        return failures
    }

    /// Captures every alert of `page` in one window; returns the failures.
    private func capture(_ page: any GalleryPage, dark: Bool, narrow: Bool) async -> [String] {
        let window = Window()
        window.title = page.title
        window.setDefaultSize(width: narrow ? Self.narrowWindowWidth : Self.windowWidth, height: Self.windowHeight)
        let view = page.makeView(context: context)
        window.child = view
        window.present()
        defer { window.destroy() }
        guard await waitUntil({ window.isMapped && window.allocatedWidth > 1 }) else {
            return page.alerts.map {
                "\(fileName(page, $0, dark: dark, narrow: narrow)): the page's window never appeared"
            }
        }
        var failures: [String] = []
        for demo in page.alerts {
            let file = fileName(page, demo, dark: dark, narrow: narrow)
            if let problem = await capture(demo, over: view, in: window, to: directory + "/" + file) {
                failures.append("\(file): \(problem)")
            } else {
                print(directory + "/" + file)
            }
        }
        return failures
    }

    /// Presents `demo` over `view`, renders the window's content to `path`, and dismisses it.
    ///
    /// - Returns: what went wrong, or `nil` when the file was written.
    private func capture(_ demo: GalleryAlert, over view: Widget, in window: Window, to path: String) async -> String? {
        let handle = demo.alert.presentation(.inWindow).present(over: view) { _ in }
        defer { handle.dismiss() }
        guard await waitUntil({ (handle.card?.allocatedWidth ?? 0) > 1 && (handle.card?.allocatedHeight ?? 0) > 1 })
        else { return "the alert's card was never laid out" }
        guard await TestDisplay.nextFrame(of: window, timeoutMilliseconds: Self.timeoutMilliseconds) else {
            return "the window did not paint the alert"
        }
        guard let texture = WidgetRenderer.render(window) else { return "the window could not be rendered" }
        guard texture.writePNG(to: path) else { return "could not write \(path)" }
        handle.dismiss()
        guard await waitUntil({ !handle.isActive && Alert.presented(over: window).isEmpty }) else {
            return "the alert did not go away"
        }
        return nil
    }

    private func fileName(_ page: any GalleryPage, _ demo: GalleryAlert, dark: Bool, narrow: Bool) -> String {
        "\(page.name)-\(demo.name)\(dark ? "-dark" : "")\(narrow ? "-narrow" : "").png"
    }

    private func waitUntil(_ condition: () -> Bool) async -> Bool {
        await TestDisplay.run(until: condition, timeoutMilliseconds: Self.timeoutMilliseconds)
    }
}
