import CAdwaitaTestWindows
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Alerts over windows the library did not make, built in C the way apps build them:
/// libadwaita's three windows (which forbid `gtk_window_set_child`), `GtkApplicationWindow`,
/// a `GtkWindow` with a custom title bar, and a plain `GtkWindow`.
final class ForeignWindowTests: XCTestCase {
    @MainActor func testAdwWindow() async throws {
        try await checkBothPresentations(over: ADWAITA_TEST_WINDOW_ADW_WINDOW, typeName: "AdwWindow")
    }

    @MainActor func testAdwApplicationWindow() async throws {
        try await checkBothPresentations(
            over: ADWAITA_TEST_WINDOW_ADW_APPLICATION_WINDOW, typeName: "AdwApplicationWindow")
    }

    @MainActor func testAdwPreferencesWindow() async throws {
        try await checkBothPresentations(
            over: ADWAITA_TEST_WINDOW_ADW_PREFERENCES_WINDOW, typeName: "AdwPreferencesWindow")
    }

    /// An action list over a narrow libadwaita window lies along the bottom of its content, as
    /// wide as it, and answers from there.
    @MainActor func testAnActionListIsASheetOverNarrowLibadwaitaWindows() async throws {
        for kind in [ADWAITA_TEST_WINDOW_ADW_WINDOW, ADWAITA_TEST_WINDOW_ADW_APPLICATION_WINDOW] {
            var responses: [AlertResponse] = []
            let (window, button) = try await makeWindow(kind, width: 400)
            let list = Alert.actionList("Open with") {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Text Editor", id: "editor", role: .suggested)
            }.presentation(.inWindow)
            let handle = await present(list, over: button) { responses.append($0) }
            do {
                let card = try XCTUnwrap(handle.card)
                let layers = try XCTUnwrap(card.parent)
                await TestDisplay.nextFrame(of: card)
                let bounds = try XCTUnwrap(card.bounds(relativeTo: layers))
                XCTAssertTrue(card.hasCSSClass("sheet"), "\(window.typeName): no sheet at \(layers.allocatedWidth) px")
                XCTAssertEqual(bounds.width, Double(layers.allocatedWidth), "\(window.typeName): not full width")
                XCTAssertEqual(
                    bounds.y + bounds.height, Double(layers.allocatedHeight),
                    "\(window.typeName): not on the bottom edge")
            }
            handle.confirm()
            await TestDisplay.run(until: { !responses.isEmpty })
            XCTAssertEqual(responses.map(\.buttonID), ["editor"], "\(window.typeName)")
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(window.typeName): the list leaked")
            window.destroy()
            await TestDisplay.drainReleases()
        }
    }

    @MainActor func testGtkApplicationWindow() async throws {
        try await checkBothPresentations(
            over: ADWAITA_TEST_WINDOW_GTK_APPLICATION_WINDOW, typeName: "GtkApplicationWindow")
    }

    @MainActor func testGtkWindowWithACustomTitlebar() async throws {
        try await checkBothPresentations(
            over: ADWAITA_TEST_WINDOW_GTK_WINDOW_WITH_TITLEBAR, typeName: "GtkWindow", titlebar: "GtkHeaderBar")
    }

    /// Readied before it shows, a libadwaita window gets its layers then, and its first alert
    /// uses them rather than moving the content of a window on screen.
    @MainActor func testPreparedWindowGetsItsLayersBeforeItShows() async throws {
        TestDisplay.start()
        adwaita_test_initialize()
        let button = Widget(unsafeBorrowing: try XCTUnwrap(adwaita_test_window_new(ADWAITA_TEST_WINDOW_ADW_WINDOW)))
        let window = try XCTUnwrap(button.window)
        XCTAssertNil(window.layers, "no layers before it is readied")
        Alert.prepare(over: button)
        let layers = try XCTUnwrap(window.layers, "readying installs the layers")
        XCTAssertFalse(window.isMapped, "readied before it shows")
        XCTAssertTrue(button.isDescendant(of: layers), "the content is inside the layers")
        let shown = await TestDisplay.show(window, width: 560, height: 460)
        XCTAssertTrue(shown, "the readied window shows")
        var response: AlertResponse?
        let handle = await present(Alert(title: "Saved") { AlertButton("OK") }.presentation(.inWindow), over: button) {
            response = $0
        }
        XCTAssertTrue(try XCTUnwrap(handle.card).isDescendant(of: layers), "the alert shows in the same layers")
        try XCTUnwrap(handle.buttons.first).click()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response?.role, .regular)
        XCTAssertTrue(try XCTUnwrap(window.layers).isSameObject(as: layers), "no second wrap")
        window.destroy()
        await TestDisplay.drainReleases()
    }

    /// Readying a window already on screen (an `AlertStateHost` made over it) leaves its
    /// content and the focus where they are; the first alert then takes the focus and gives it
    /// back.
    @MainActor func testReadyingAShownWindowKeepsTheFocusWhereTheUserIs() async throws {
        TestDisplay.start()
        let button = Widget(unsafeBorrowing: try XCTUnwrap(adwaita_test_window_new(ADWAITA_TEST_WINDOW_GTK_WINDOW)))
        let window = try XCTUnwrap(button.window)
        _ = await TestDisplay.show(window, width: 560, height: 460)
        _ = button.grabFocus()
        XCTAssertTrue(button.hasFocus)
        let alerts = AlertStateHost<PageAlert>(over: button)
        XCTAssertTrue(button.hasFocus, "making the host took the focus from the page")
        XCTAssertNil(window.layers, "the shown window's content moved")
        alerts.state = .confirm
        await TestDisplay.run(until: { alerts.currentHandle?.isOnScreen ?? false })
        alerts.currentHandle?.cancel()
        await TestDisplay.run(until: { button.hasFocus })
        XCTAssertTrue(button.hasFocus, "the focus did not come back after the alert")
        window.destroy()
        await TestDisplay.drainReleases()
    }

    /// Every reload of a stylesheet restyles each widget of each window on the display, which
    /// over a big window costs more than the alert: the standard alerts must find all they need
    /// loaded once the stylesheet is, the dims of a GTK title bar at every default opacity
    /// included.
    @MainActor func testStandardAlertsReloadNoStylesheet() async throws {
        let (window, button) = try await makeWindow(ADWAITA_TEST_WINDOW_GTK_WINDOW_WITH_TITLEBAR)
        XCTAssertEqual(window.titlebar?.typeName, "GtkHeaderBar", "a title bar the content's dim cannot reach")
        Alert.loadStylesheet(on: window.display)
        let reloads = alertStylesheetReloadCount(on: window.display)
        let buttonStyles: [AlertButtonStyle] = [.flat, .rounded]
        for opacity in AlertStyle.defaultDimOpacities {
            for presentation in [AlertPresentation.inWindow, .window] {
                for buttonStyle in buttonStyles {
                    let alert = Alert(title: "Saved") { AlertButton("OK") }
                        .presentation(presentation).style(AlertStyle(dimOpacity: opacity, buttonStyle: buttonStyle))
                    let handle = await present(alert, over: button)
                    XCTAssertTrue(handle.isOnScreen, "\(presentation), \(opacity)")
                    handle.dismiss()
                    await TestDisplay.run(until: { !handle.isFading })
                }
            }
        }
        XCTAssertEqual(alertStylesheetReloadCount(on: window.display), reloads)
        window.destroy()
        await TestDisplay.drainReleases()
    }

    @MainActor func testPlainGtkWindowMadeInC() async throws {
        try await checkBothPresentations(over: ADWAITA_TEST_WINDOW_GTK_WINDOW, typeName: "GtkWindow")
    }

    /// With libadwaita in the process, `.automatic` draws buttons as its dialogs do: rounded
    /// from 1.6 on.
    @MainActor func testAutomaticButtonStyleFollowsTheLoadedLibadwaita() async throws {
        let (window, button) = try await makeWindow(ADWAITA_TEST_WINDOW_ADW_WINDOW)
        let version = try XCTUnwrap(Toolkit.libadwaitaVersion, "libadwaita is loaded")
        XCTAssertEqual(version.major, Int(adwaita_test_major_version()))
        XCTAssertEqual(version.minor, Int(adwaita_test_minor_version()))
        let expected: AlertButtonStyle = version.minor >= 6 ? .rounded : .flat
        XCTAssertEqual(AlertButtonStyle.automatic.resolved(), expected, "libadwaita \(version)")
        let handle = await present(Alert(title: "Saved") { AlertButton("OK") }.presentation(.inWindow), over: button)
        let row = try XCTUnwrap(handle.buttons.first?.parent)
        XCTAssertTrue(row.hasCSSClass(expected == .rounded ? "rounded" : "flat"))
        handle.dismiss()
        await TestDisplay.settle()
        window.destroy()
        await TestDisplay.drainReleases()
    }

    @MainActor func testLibadwaitaContentIsWrappedThroughItsContentProperty() async throws {
        let (window, button) = try await makeWindow(ADWAITA_TEST_WINDOW_ADW_WINDOW)
        let content = try XCTUnwrap(window.rootChild)
        XCTAssertNil(window.layers, "a window made elsewhere has no layers before its first alert")
        let handle = await present(Alert(title: "Saved") { AlertButton("OK") }.presentation(.inWindow), over: button)
        let layers = try XCTUnwrap(window.layers)
        XCTAssertTrue(try XCTUnwrap(window.rootChild).isSameObject(as: layers), "the overlay is not the content")
        XCTAssertTrue(try XCTUnwrap(layers.child).isSameObject(as: content), "the app's content moved elsewhere")
        XCTAssertTrue(button.isDescendant(of: layers))
        handle.dismiss()
        await TestDisplay.settle()
        window.destroy()
        await TestDisplay.drainReleases()
    }

    /// A window made in C that switches pages while an in-window alert is up: the alert stays
    /// on screen over the new page, still answers, blocks the new page, and the next alert
    /// on the window shows instead of waiting behind an invisible one.
    @MainActor func testReplacingTheContentKeepsTheAlertUpAndAnswering() async throws {
        for kind in [ADWAITA_TEST_WINDOW_GTK_WINDOW, ADWAITA_TEST_WINDOW_ADW_APPLICATION_WINDOW] {
            let (window, button, raw) = try await makeCWindow(kind)
            var responses: [AlertResponse] = []
            let alert = Alert(title: "Keep going?") {
                AlertButton("Stop", role: .cancel)
                AlertButton("Go")
            }
            let handle = await present(alert.presentation(.inWindow), over: button) { responses.append($0) }
            let page = Widget(unsafeBorrowing: try XCTUnwrap(adwaita_test_window_switch_page(raw)))
            await TestDisplay.settle()
            let card = try XCTUnwrap(handle.card)
            XCTAssertTrue(card.isMapped, "\(kind): the alert left the screen with the old page")
            XCTAssertTrue(page.isMapped, "\(kind): the new page does not show")
            XCTAssertFalse(page.canReceivePointer, "\(kind): the new page is not blocked")
            try XCTUnwrap(handle.button(id: "Go")).click()
            XCTAssertEqual(responses.map(\.buttonID), ["Go"], "\(kind)")
            let next = await present(Alert(title: "Next").presentation(.inWindow), over: page)
            XCTAssertTrue(next.isOnScreen, "\(kind): the next alert waits behind the first")
            next.dismiss()
            await TestDisplay.settle()
            XCTAssertTrue(page.canReceivePointer, "\(kind): the new page stayed blocked")
            window.destroy()
            await TestDisplay.drainReleases()
        }
    }

    /// An alert whose picture fills its card stays inside the window when the window's page is
    /// replaced and the alert then grows a button: the layers moved around the new page report
    /// no size until their next allocation, and the card was fitted to no room at all (the
    /// lifecycle fuzzer's seed 2, sequence 1323: a card 501 pixels tall in a window 430 tall).
    @MainActor func testAFullCardStaysInsideAfterAPageSwitchAndAnUpdate() async throws {
        let (window, button, raw) = try await makeCWindow(ADWAITA_TEST_WINDOW_GTK_WINDOW)
        let alert = Alert(title: "Big picture") {
            AlertContent.image(.icon("dialog-information-symbolic", pixelSize: 5_000))
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Open", role: .suggested)
        }
        let handle = await present(alert.presentation(.inWindow), over: button)
        let page = Widget(unsafeBorrowing: try XCTUnwrap(adwaita_test_window_switch_page(raw)))
        XCTAssertEqual(handle.update(alert.button(AlertButton("Open Copy"))), .inPlace)
        let card = try XCTUnwrap(handle.card)
        await TestDisplay.nextFrame(of: card)
        await TestDisplay.settle()
        let bounds = try XCTUnwrap(card.bounds(relativeTo: window))
        XCTAssertGreaterThanOrEqual(bounds.y, 0, "the card's top is above the window")
        XCTAssertLessThanOrEqual(
            bounds.y + bounds.height, Double(window.allocatedHeight), "the card's bottom is below the window")
        XCTAssertTrue(page.isMapped)
        handle.dismiss()
        window.destroy()
        await TestDisplay.drainReleases()
    }

    /// A C app that sets the page its window already shows (nothing happens without the
    /// library) keeps that page on screen, after the library readied the window and while an
    /// alert is up over it: GTK 4.8 warned and left the window blank.
    @MainActor func testSettingThePageAWindowAlreadyShowsKeepsItOnScreen() async throws {
        // Newer GTK (4.18 here) checks the page's parent in gtk_window_set_child's precondition,
        // before it takes the old child out: it refuses the call with a critical whatever wraps
        // the page, and the window keeps showing it.
        guard Toolkit.version.minor <= 8 else {
            throw XCTSkip("GTK \(Toolkit.version.minor) refuses a page with a parent before the library can act")
        }
        for kind in [ADWAITA_TEST_WINDOW_GTK_WINDOW, ADWAITA_TEST_WINDOW_ADW_APPLICATION_WINDOW] {
            let (window, button, raw) = try await makeCWindow(kind, prepared: true)
            adwaita_test_window_set_page_again(raw)
            await TestDisplay.settle()
            XCTAssertTrue(button.isMapped, "\(kind): the page left the screen once the library readied its window")
            var responses: [AlertResponse] = []
            let handle = await present(
                Alert(title: "Keep going?") { AlertButton("Go") }.presentation(.inWindow), over: button
            ) { responses.append($0) }
            adwaita_test_window_set_page_again(raw)
            await TestDisplay.settle()
            XCTAssertTrue(button.isMapped, "\(kind): the page left the screen while an alert was up")
            XCTAssertFalse(button.canReceivePointer, "\(kind): the page is not blocked behind the alert")
            XCTAssertTrue(handle.card?.isMapped ?? false, "\(kind): the alert left the screen")
            try XCTUnwrap(handle.button(id: "Go")).click()
            XCTAssertEqual(responses.map(\.buttonID), ["Go"], "\(kind)")
            await TestDisplay.settle()
            XCTAssertTrue(button.canReceivePointer, "\(kind): the page stayed blocked")
            window.destroy()
            await TestDisplay.drainReleases()
        }
    }

    /// The page switch takes the card out of the window for a moment: the focus stays in the
    /// card afterwards (on its button, or on the card when every button is disabled), where
    /// Escape, Enter and Tab reach the alert, instead of going nowhere at the next frame.
    @MainActor func testReplacingTheContentKeepsTheFocusInTheAlert() async throws {
        for disablesButtons in [false, true] {
            TestDisplay.start()
            let raw = try XCTUnwrap(adwaita_test_window_new(ADWAITA_TEST_WINDOW_GTK_WINDOW))
            let window = try XCTUnwrap(Widget(unsafeBorrowing: raw).window)
            _ = await TestDisplay.show(window, width: 560, height: 460)
            let handle = await present(
                Alert(title: "Keep going?") { AlertButton("Go") }.presentation(.inWindow),
                over: Widget(unsafeBorrowing: raw))
            if disablesButtons { handle.setEnabled(false, forButton: "Go") }
            let card = try XCTUnwrap(handle.card)
            XCTAssertTrue(window.focusedWidget?.isDescendant(of: card) ?? false, "disabled \(disablesButtons)")
            _ = adwaita_test_window_switch_page(raw)
            await TestDisplay.settle()
            let focused = try XCTUnwrap(window.focusedWidget, "disabled \(disablesButtons): the focus went nowhere")
            XCTAssertTrue(
                focused.isSameObject(as: card) || focused.isDescendant(of: card),
                "disabled \(disablesButtons): the focus left the card for \(focused.typeName)")
            window.destroy()
            await TestDisplay.drainReleases()
        }
    }

    /// The user types into an in-window alert's field while the C app switches its window's
    /// page: the field keeps its text, cursor and selection, so the next key goes on typing
    /// instead of replacing what was typed.
    @MainActor func testReplacingTheContentKeepsWhatTheUserTypedAsTheyLeftIt() async throws {
        for selection in [5..<5, 1..<3] {
            TestDisplay.start()
            let raw = try XCTUnwrap(adwaita_test_window_new(ADWAITA_TEST_WINDOW_GTK_WINDOW))
            let window = try XCTUnwrap(Widget(unsafeBorrowing: raw).window)
            _ = await TestDisplay.show(window, width: 560, height: 460)
            let rename = Alert(title: "Rename") {
                AlertTextField(id: "name", placeholder: "Name")
            } buttons: {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Rename", role: .suggested)
            }
            let handle = await present(rename.presentation(.inWindow), over: Widget(unsafeBorrowing: raw))
            let entry = try XCTUnwrap(handle.entry)
            entry.text = "draft"
            entry.select(selection)
            _ = adwaita_test_window_switch_page(raw)
            await TestDisplay.settle()
            XCTAssertTrue(entry.containsFocus, "\(selection): the focus left the field")
            XCTAssertEqual(entry.text, "draft")
            entry.assertGivenBack(selection, "the page switch changed what is selected")
            window.destroy()
            await TestDisplay.drainReleases()
        }
    }

    /// An `AlertStateHost` made over a widget of a page that the C code then replaces: its
    /// alerts still show over the window (dimmed, in its queue, ended with it), not alone on
    /// the screen where closing the window leaves them up.
    @MainActor func testAStateHostOverAReplacedPageKeepsPresentingOverItsWindow() async throws {
        TestDisplay.start()
        let raw = try XCTUnwrap(adwaita_test_window_new(ADWAITA_TEST_WINDOW_GTK_WINDOW))
        let window = try XCTUnwrap(Widget(unsafeBorrowing: raw).window)
        _ = await TestDisplay.show(window, width: 560, height: 460)
        let alerts = AlertStateHost<PageAlert>(over: Widget(unsafeBorrowing: raw))
        _ = adwaita_test_window_switch_page(raw)
        await TestDisplay.settle()
        alerts.state = .confirm
        let handle = try XCTUnwrap(alerts.currentHandle)
        XCTAssertEqual(Alert.presented(over: window).count, 1, "the alert is not over the window")
        XCTAssertTrue(handle.card?.window?.isSameObject(as: window) ?? false, "the card is not in the window")
        window.destroy()
        XCTAssertFalse(handle.isActive, "closing the window left the alert up")
        XCTAssertNil(alerts.state)
        await TestDisplay.drainReleases()
    }

    // MARK: Helpers

    /// A point on the visible title bar outside the window's content (GTK's own, or the app's),
    /// with its luminance before any alert; `nil` where the window keeps its title bar in its
    /// content (libadwaita's) or has none.
    @MainActor private func titlebarPoint(of window: Window) async throws -> (x: Int, y: Int, luminance: Double)? {
        guard let titlebar = chrome(of: window), let bounds = titlebar.bounds(relativeTo: window) else { return nil }
        let point = (x: Int(bounds.x) + 8, y: Int(bounds.y + bounds.height / 2))
        let luminance = await luminance(of: window, at: (point.x, point.y, 0))
        XCTAssertGreaterThan(luminance, 100, "\(window.typeName): the title bar is light to begin with")
        return (point.x, point.y, luminance)
    }

    /// The window's visible child outside its content: its title bar.
    @MainActor private func chrome(of window: Window) -> Widget? {
        guard let content = window.rootChild else { return nil }
        return window.children.first { $0.isVisible && !content.isDescendant(of: $0) }
    }

    /// Renders `window` until the pixel at `point` has `expected` luminance (within 6), for up
    /// to two seconds: the title bar's filter fades by CSS transition when animations are on.
    @MainActor private func waitForLuminance(
        _ expected: Double, of window: Window, at point: (x: Int, y: Int, luminance: Double)
    ) async -> Bool {
        for _ in 0..<40 {
            if abs(await luminance(of: window, at: point) - expected) < 6 { return true }
            await TestDisplay.settle()
        }
        return false
    }

    @MainActor private func luminance(of window: Window, at point: (x: Int, y: Int, luminance: Double)) async -> Double
    {
        guard let texture = await TestDisplay.render(window) else { return -1 }
        return PixelGrid(texture)[point.x, point.y].luminance
    }

    /// Shows a window of `kind` made in C and returns it with the button inside.
    @MainActor private func makeWindow(_ kind: AdwaitaTestWindowKind, width: Int = 560) async throws -> (
        Window, Widget
    ) {
        let made = try await makeCWindow(kind, width: width)
        return (made.window, made.button)
    }

    /// Shows a window of `kind` made in C (readied for alerts before it shows when `prepared`),
    /// and returns it with the button inside and that button's pointer, for the C helpers.
    @MainActor private func makeCWindow(
        _ kind: AdwaitaTestWindowKind, width: Int = 560, prepared: Bool = false
    ) async throws -> (window: Window, button: Widget, raw: UnsafeMutableRawPointer) {
        TestDisplay.start()
        adwaita_test_initialize()
        let raw = try XCTUnwrap(adwaita_test_window_new(kind))
        let button = Widget(unsafeBorrowing: raw)
        let window = try XCTUnwrap(button.window, "the C helper's button is in no window")
        if prepared { Alert.prepare(over: button) }
        let shown = await TestDisplay.show(window, width: width, height: 460)
        XCTAssertTrue(shown, "the window made in C did not show")
        return (window, button, raw)
    }

    @MainActor private func present(
        _ alert: Alert, over widget: Widget,
        completion: @escaping @MainActor (AlertResponse) -> Void = { _ in }
    )
        async -> AlertHandle
    {
        let handle = alert.present(over: widget, completion: completion)
        await TestDisplay.run(until: { (handle.card?.allocatedWidth ?? 0) > 1 && (handle.card?.opacity ?? 0) > 0.999 })
        return handle
    }

    /// Presents in `.window` and `.inWindow` over the button of a window of `kind`, with
    /// animations off and on, and checks showing, blocking, the answer and the freeing.
    @MainActor private func checkBothPresentations(
        over kind: AdwaitaTestWindowKind, typeName: String, titlebar: String? = nil
    ) async throws {
        TestDisplay.start()
        let settings = try XCTUnwrap(Display.default).settings
        let animationsBefore = settings.animationsEnabled
        defer { settings.animationsEnabled = animationsBefore }
        for animations in [false, true] {
            settings.animationsEnabled = animations
            try await checkBothPresentations(
                over: kind, typeName: typeName, titlebar: titlebar,
                label: "\(typeName), animations \(animations ? "on" : "off")")
        }
    }

    @MainActor private func checkBothPresentations(
        over kind: AdwaitaTestWindowKind, typeName: String, titlebar: String?, label: String
    ) async throws {
        var created: [WeakObjectReference] = []
        var windowObject: WeakObjectReference?
        do {
            let (window, button) = try await makeWindow(kind)
            XCTAssertEqual(window.typeName, typeName)
            if let titlebar { XCTAssertEqual(window.titlebar?.typeName, titlebar, "\(label): the title bar") }
            windowObject = window.makeWeakReference()
            XCTAssertTrue(button.canReceivePointer, "\(label): the button takes no clicks to begin with")
            let titlebarPoint = try await titlebarPoint(of: window)
            for presentation in [AlertPresentation.window, .inWindow] {
                let context = "\(label), \(presentation)"
                var responses: [AlertResponse] = []
                let alert = Alert(title: "Saved") {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("OK", role: .suggested)
                }.presentation(presentation).style(AlertStyle(dimOpacity: 0.5))
                let parentWasActive = window.isActive
                let handle = await present(alert, over: button) { responses.append($0) }
                if let titlebarPoint, let chrome = chrome(of: window) {
                    // Under a window manager an alert window takes the focus, and the parent's
                    // title bar turns to its lighter backdrop look: the title bar is measured
                    // in the look it has under the alert, its dim lifted for a moment.
                    if parentWasActive, let alertWindow = handle.window {
                        await TestDisplay.run(until: { alertWindow.isActive }, timeoutMilliseconds: 1000)
                    }
                    let dimClass = "alert-chrome-dim-50"
                    XCTAssertTrue(chrome.hasCSSClass(dimClass), "\(context): the title bar has no dim")
                    chrome.removeCSSClass(dimClass)
                    let undimmed = await TestDisplay.renderSettled(window)?[titlebarPoint.x, titlebarPoint.y].luminance
                    chrome.addCSSClass(dimClass)
                    // The title bar is dimmed with the content, by the dim's ratio.
                    let expected = (undimmed ?? titlebarPoint.luminance) * 0.5
                    let dimmed = await waitForLuminance(expected, of: window, at: titlebarPoint)
                    XCTAssertTrue(dimmed, "\(context): the title bar was not dimmed")
                }
                XCTAssertGreaterThan(handle.card?.allocatedWidth ?? 0, 1, "\(context): the card did not show")
                XCTAssertEqual(handle.card?.isMapped, true, "\(context): the card is not mapped")
                XCTAssertFalse(button.canReceivePointer, "\(context): the parent still takes clicks")
                let ok = try XCTUnwrap(handle.button(id: "OK"))
                XCTAssertTrue(ok.canReceivePointer, "\(context): the alert's own button takes no clicks")
                created += handle.createdObjects
                ok.click()
                ok.click()
                await TestDisplay.run(until: { !responses.isEmpty })
                // Only the content is left in the layers once the card and the dim faded out.
                let cleared = await TestDisplay.run(until: { window.layers?.children.count == 1 })
                XCTAssertTrue(cleared, "\(context): the dim or the card stayed")
                await TestDisplay.settle()
                XCTAssertEqual(responses, [.button(id: "OK", role: .suggested, texts: [:])], context)
                XCTAssertTrue(button.canReceivePointer, "\(context): the parent was not given back")
                if let titlebarPoint {
                    let restored = await waitForLuminance(titlebarPoint.luminance, of: window, at: titlebarPoint)
                    XCTAssertTrue(restored, "\(context): the title bar stayed dimmed")
                    for styleClass in ["alert-chrome-dim-50", "alert-chrome-restoring"] {
                        XCTAssertEqual(chrome(of: window)?.hasCSSClass(styleClass), false, "\(context): \(styleClass)")
                    }
                }
            }
            created.append(try XCTUnwrap(window.layers, label).makeWeakReference())
            window.destroy()
        }
        await TestDisplay.drainReleases()
        await TestDisplay.run(until: { created.allSatisfy { !$0.isAlive } })
        XCTAssertFalse(created.isEmpty)
        let survivors = created.compactMap { $0.widget()?.typeName }
        XCTAssertEqual(survivors, [], "\(label): objects the alert made outlived the window")
        XCTAssertEqual(windowObject?.isAlive, false, "\(label): the window made in C was kept alive")
    }
}

private enum PageAlert: AlertState {
    case confirm

    var alert: Alert {
        Alert(title: "Apply the changes?", message: nil) { AlertButton("Apply") }.presentation(.inWindow)
    }
}
