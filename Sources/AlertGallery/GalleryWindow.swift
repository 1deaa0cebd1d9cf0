internal import GalleryPages
internal import GtkAlertsToolkit

/// The gallery's main window: a header with display toggles, a sidebar of pages, and the
/// selected page's view; below a width, a header with a menu button, whose menu lists the pages
/// and the toggles in place of the page.
@MainActor
final class GalleryWindow {
    /// The window's width when it opens, in pixels.
    static let defaultWidth = 960  // px
    /// The window's height when it opens, in pixels.
    static let defaultHeight = 640  // px
    /// The narrowest window that gets the sidebar, in pixels, unless the sidebar layout needs
    /// more (a longer translation): then that is the limit.
    ///
    /// Room to spare above the sidebar layout's minimum (554 px in English, more for a page
    /// with wide content), so a window is not cramped before it turns narrow.
    static let sidebarWidth = 600  // px

    /// The window.
    let window: Window
    private let pages: [any GalleryPage]
    private let context: GalleryContext
    private var selectedIndex: Int
    private var pageButtons: [Button] = []
    private var pageHolder: Box?
    private var isNarrow = false
    private var isMenuOpen = false
    /// The sidebar layout's minimum width, measured when it was last built: a window asked to
    /// be narrower turns narrow.
    private var sidebarLayoutMinimum = 0

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
        // Before the window shows: shown wide first, it would be as wide as the sidebar layout
        // needs, and GTK would report that width back as the one asked for.
        followWidth()
        // GTK 4 keeps `default-width` in step with the window's width as the user resizes it,
        // and notifies it before laying out at the new width (the only change of size GTK 4.8
        // tells a window's owner without a widget of its own).
        window.onPropertyChange("default-width") { [weak self] in self?.followWidth() }
    }

    /// Shows the window.
    func present() { window.present() }

    /// Whether the width the window asks for is too narrow for the sidebar layout.
    private var fitsOnlyNarrow: Bool {
        window.defaultSize.width < max(Self.sidebarWidth, sidebarLayoutMinimum + 1)
    }

    /// Turns narrow or wide for the width the window asks for now.
    private func followWidth() {
        let narrow = fitsOnlyNarrow
        guard narrow != isNarrow else {
            fitPage()
            return
        }
        isNarrow = narrow
        isMenuOpen = false
        // At once, before GTK sizes the window for the width asked: a layout swapped later
        // finds the window kept at the old layout's minimum, and that minimum reported as the
        // width asked.
        rebuild()
    }

    /// Builds the whole content again: after a change of text direction, widgets must be
    /// created anew to lay out the other way; a change of width swaps the layout.
    private func rebuild() {
        let content = Box(.vertical)
        content.append(makeHeader())
        let holder = Box(.vertical)
        holder.expandsHorizontally = true
        holder.expandsVertically = true
        // The page is built only where it shows: not behind the menu.
        pageHolder = isNarrow && isMenuOpen ? nil : holder
        if isNarrow {
            pageButtons = []
            // However wide a page's own content is, the window may be narrower: it scrolls.
            let scroller = ScrolledWindow()
            scroller.expandsVertically = true
            scroller.child = isMenuOpen ? makeMenu() : holder
            content.append(scroller)
        } else {
            let body = Box(.horizontal)
            body.expandsVertically = true
            body.append(makeSidebar())
            body.append(holder)
            content.append(body)
        }
        window.child = content
        showSelectedPage()
        if !isNarrow { sidebarLayoutMinimum = content.measure(.horizontal).minimum }
    }

    private func makeHeader() -> Widget {
        let header = Box(.horizontal, spacing: 8)
        header.addCSSClass("gallery-header")
        let title = Label(localized("GtkAlerts Gallery"))
        title.addCSSClass("gallery-header-title")
        title.horizontalTextAlignment = 0
        title.expandsHorizontally = true
        title.wraps = true
        header.append(title)
        if isNarrow {
            header.append(makeMenuButton())
        } else {
            for toggle in makeToggles() { header.append(toggle) }
        }
        return header
    }

    /// The narrow header's button that shows the menu in place of the page, and the page again.
    private func makeMenuButton() -> Button {
        let button = Button(child: Image(iconName: "open-menu-symbolic", pixelSize: 16))
        button.name = "gallery-menu"
        // TRANSLATORS: the narrow gallery's button that lists the pages and the display toggles.
        let label = localized("Pages and Display")
        button.tooltip = label
        // A button around a custom child takes no name from it in GTK 4.8.
        button.setAccessibleLabel(label)
        if isMenuOpen { button.addCSSClass("selected") }
        button.onClick { [weak self] in
            guard let self else { return }
            isMenuOpen.toggle()
            // After this click's handler has returned: the button goes with the old header.
            MainLoop.schedule(afterMilliseconds: 0) { [weak self] in self?.rebuild() }
        }
        return button
    }

    /// The narrow window's menu: the pages, then the display toggles, one under another.
    private func makeMenu() -> Widget {
        let menu = Box(.vertical, spacing: 2)
        menu.addCSSClass("gallery-menu")
        menu.append(PageLayout.heading(localized("Pages")))
        menu.append(makePageList())
        // TRANSLATORS: the heading over the Dark Style, Right to Left and Animations toggles.
        menu.append(PageLayout.heading(localized("Display")))
        for toggle in makeToggles() { menu.append(toggle) }
        return menu
    }

    private func makeToggles() -> [Widget] {
        let settings = window.display.settings
        let isRightToLeft = TextDirection.default == .rightToLeft
        return [
            PageLayout.toggle(localized("Dark Style"), isOn: settings.prefersDarkTheme) { isOn in
                settings.prefersDarkTheme = isOn
            },
            PageLayout.toggle(localized("Right to Left"), isOn: isRightToLeft) { [weak self] isOn in
                TextDirection.default = isOn ? .rightToLeft : .leftToRight
                // Rebuild after this click's handler has returned: it belongs to a widget that goes.
                MainLoop.schedule(afterMilliseconds: 0) { self?.rebuild() }
            },
            PageLayout.toggle(localized("Animations"), isOn: settings.animationsEnabled) { isOn in
                settings.animationsEnabled = isOn
            },
        ]
    }

    private func makeSidebar() -> Widget {
        let sidebar = makePageList()
        sidebar.addCSSClass("gallery-sidebar")
        sidebar.setSizeRequest(width: 180, height: -1)
        return sidebar
    }

    /// A button for each page, in order; the sidebar, or the narrow window's menu.
    private func makePageList() -> Box {
        let list = Box(.vertical, spacing: 2)
        pageButtons = pages.enumerated().map { index, page in
            let label = Label(page.title)
            label.horizontalTextAlignment = 0
            let button = Button(child: label)
            button.hasFrame = false
            button.name = "page-\(page.name)"
            // A button around a custom child takes no name from it in GTK 4.8.
            button.setAccessibleLabel(page.title)
            button.onClick { [weak self] in self?.select(index) }
            list.append(button)
            return button
        }
        return list
    }

    private func select(_ index: Int) {
        if isMenuOpen {
            // Picking a page in the menu is done with the menu; after this click's handler has
            // returned, as the button goes with it.
            selectedIndex = index
            isMenuOpen = false
            MainLoop.schedule(afterMilliseconds: 0) { [weak self] in self?.rebuild() }
            return
        }
        guard index != selectedIndex else { return }
        selectedIndex = index
        showSelectedPage()
    }

    /// Stacks the narrow window's page where it is too wide for the window, and unstacks it
    /// where it has room again.
    private func fitPage() {
        guard isNarrow, let page = pageHolder?.children.first else { return }
        PageLayout.fit(page, toWidth: window.defaultSize.width)
    }

    private func showSelectedPage() {
        if let pageHolder {
            for child in pageHolder.children { pageHolder.remove(child) }
            pageHolder.append(pages[selectedIndex].makeView(context: context))
            fitPage()
        }
        for (index, button) in pageButtons.enumerated() {
            if index == selectedIndex { button.addCSSClass("selected") } else { button.removeCSSClass("selected") }
        }
        // TRANSLATORS: the window title; {page} is the page's title, e.g. "Items — Alert Gallery".
        window.title = localized("{page} — Alert Gallery", with: ["page": pages[selectedIndex].title])
    }
}
