internal import GalleryPages
internal import GtkAlertsToolkit

/// The gallery's main window: a header with display toggles, a sidebar of pages, and the
/// selected page's view.
@MainActor
final class GalleryWindow {
    /// The window's width when it opens, in pixels.
    static let defaultWidth = 960  // px
    /// The window's height when it opens, in pixels.
    static let defaultHeight = 640  // px

    /// The window.
    let window: Window
    private let pages: [any GalleryPage]
    private let context: GalleryContext
    private var selectedIndex: Int
    private var sidebarButtons: [Button] = []
    private var pageHolder: Box?

    /// Builds the window of `application` at the page named `initialPage` (or the first),
    /// `width` pixels wide when it opens.
    init(
        application: Application, pages: [any GalleryPage], initialPage: String?, context: GalleryContext,
        width: Int = defaultWidth
    ) {
        precondition(!pages.isEmpty, "the gallery needs at least one page")
        self.pages = pages
        self.context = context
        selectedIndex = initialPage.flatMap { name in pages.firstIndex { $0.name == name } } ?? 0
        window = Window(application: application)
        window.title = localized("Alert Gallery")
        window.setDefaultSize(width: width, height: Self.defaultHeight)
        GalleryStylesheet.install(on: window.display)
        rebuild()
    }

    /// Shows the window.
    func present() { window.present() }

    /// Builds the whole content again: after a change of text direction, widgets must be
    /// created anew to lay out the other way.
    private func rebuild() {
        let header = makeHeader()
        let sidebar = makeSidebar()
        let holder = Box(.vertical)
        holder.expandsHorizontally = true
        holder.expandsVertically = true
        pageHolder = holder
        let body = Box(.horizontal)
        body.expandsVertically = true
        body.append(sidebar)
        body.append(holder)
        let content = Box(.vertical)
        content.append(header)
        content.append(body)
        window.child = content
        showSelectedPage()
    }

    private func makeHeader() -> Widget {
        let settings = window.display.settings
        let header = Box(.horizontal, spacing: 8)
        header.addCSSClass("gallery-header")
        let title = Label(localized("GtkAlerts Gallery"))
        title.addCSSClass("gallery-header-title")
        title.horizontalTextAlignment = 0
        title.expandsHorizontally = true
        header.append(title)
        header.append(
            PageLayout.toggle(localized("Dark Style"), isOn: settings.prefersDarkTheme) { isOn in
                settings.prefersDarkTheme = isOn
            })
        let isRightToLeft = TextDirection.default == .rightToLeft
        header.append(
            PageLayout.toggle(localized("Right to Left"), isOn: isRightToLeft) { [weak self] isOn in
                TextDirection.default = isOn ? .rightToLeft : .leftToRight
                // Rebuild after this click's handler has returned: it belongs to a widget that goes.
                MainLoop.schedule(afterMilliseconds: 0) { self?.rebuild() }
            })
        header.append(
            PageLayout.toggle(localized("Animations"), isOn: settings.animationsEnabled) { isOn in
                settings.animationsEnabled = isOn
            })
        return header
    }

    private func makeSidebar() -> Widget {
        let sidebar = Box(.vertical, spacing: 2)
        sidebar.addCSSClass("gallery-sidebar")
        sidebar.setSizeRequest(width: 180, height: -1)
        sidebarButtons = pages.enumerated().map { index, page in
            let label = Label(page.title)
            label.horizontalTextAlignment = 0
            let button = Button(child: label)
            button.hasFrame = false
            button.name = "page-\(page.name)"
            // A button around a custom child takes no name from it in GTK 4.8.
            button.setAccessibleLabel(page.title)
            button.onClick { [weak self] in self?.select(index) }
            sidebar.append(button)
            return button
        }
        return sidebar
    }

    private func select(_ index: Int) {
        guard index != selectedIndex else { return }
        selectedIndex = index
        showSelectedPage()
    }

    private func showSelectedPage() {
        guard let pageHolder else { return }
        for child in pageHolder.children { pageHolder.remove(child) }
        pageHolder.append(pages[selectedIndex].makeView(context: context))
        for (index, button) in sidebarButtons.enumerated() {
            if index == selectedIndex { button.addCSSClass("selected") } else { button.removeCSSClass("selected") }
        }
        // TRANSLATORS: the window title; {page} is the page's title, e.g. "Items — Alert Gallery".
        window.title = localized("{page} — Alert Gallery", with: ["page": pages[selectedIndex].title])
    }
}
