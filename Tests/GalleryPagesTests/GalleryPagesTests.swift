import Foundation
import GalleryPages
import GalleryStore
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// The gallery registry, and a smoke test that builds every page and presents every alert.
final class GalleryPagesTests: XCTestCase {
    /// The size of the windows pages are built in, in pixels (the screenshot size).
    private static let windowWidth = 720
    private static let windowHeight = 540

    // MARK: Registry

    @MainActor func testPageNamesAreUniqueKebabCase() async {
        let names = GalleryPages.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count, "duplicate page names in \(names)")
        for name in names {
            XCTAssertTrue(isKebabCase(name), "\(name.debugDescription) is not kebab-case")
        }
    }

    @MainActor func testEveryPageHasUniquelyNamedAlerts() async {
        for page in GalleryPages.all {
            let names = page.alerts.map(\.name)
            XCTAssertFalse(names.isEmpty, "\(page.name) has no alerts")
            XCTAssertEqual(Set(names).count, names.count, "duplicate alert names on \(page.name): \(names)")
            for name in names {
                XCTAssertTrue(isKebabCase(name), "\(page.name): \(name.debugDescription) is not kebab-case")
            }
            XCTAssertFalse(page.title.isEmpty)
            XCTAssertFalse(page.summary.isEmpty)
        }
    }

    @MainActor func testNamesAndLookUpMatchTheRegistry() async {
        XCTAssertEqual(GalleryPages.names, GalleryPages.all.map(\.name))
        for page in GalleryPages.all {
            XCTAssertEqual(GalleryPages.page(named: page.name)?.name, page.name)
        }
        XCTAssertNil(GalleryPages.page(named: "no-such-page"))
    }

    @MainActor func testListOptionPrintsEveryPageInOrder() async throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("alert-gallery")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("alert-gallery is not built next to the tests (\(executable.path))")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--list"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, GalleryPages.all.map(\.name))
    }

    // MARK: Smoke test

    @MainActor func testEveryAlertOfEveryPagePresentsAndEnds() async throws {
        TestDisplay.start()
        let context = GalleryContext(dataDirectory: try makeTemporaryDirectory())
        for page in GalleryPages.all {
            let window = Window()
            window.display.settings.animationsEnabled = false
            let view = page.makeView(context: context)
            window.child = view
            let shown = await TestDisplay.show(window, width: Self.windowWidth, height: Self.windowHeight)
            XCTAssertTrue(shown, "\(page.name): the page's window never appeared")
            XCTAssertGreaterThan(view.allocatedHeight, 0, "\(page.name): the page has no size")
            for demo in page.alerts {
                for presentation in [AlertPresentation.inWindow, .window] {
                    let label = "\(page.name)/\(demo.name) (\(presentation))"
                    var response: AlertResponse?
                    let handle = demo.alert.presentation(presentation).present(over: view) { response = $0 }
                    let laidOut = await TestDisplay.run(until: {
                        (handle.card?.allocatedWidth ?? 0) > 1 && (handle.card?.allocatedHeight ?? 0) > 1
                    })
                    XCTAssertTrue(laidOut, "\(label): the card was never laid out")
                    XCTAssertTrue(handle.isOnScreen, "\(label): not on screen")
                    XCTAssertFalse(handle.buttons.isEmpty, "\(label): no buttons")
                    handle.dismiss()
                    let ended = await TestDisplay.run(until: { response != nil && !handle.isActive })
                    XCTAssertTrue(ended, "\(label): did not end")
                    XCTAssertEqual(response, .dismissed, label)
                }
            }
            await TestDisplay.run(until: { Alert.presented(over: window).isEmpty })
            window.destroy()
            await TestDisplay.drainReleases()
        }
    }

    @MainActor func testPageViewsAreFreedWithTheirWindow() async throws {
        TestDisplay.start()
        let context = GalleryContext(dataDirectory: try makeTemporaryDirectory())
        for page in GalleryPages.all {
            let reference = await showAndClose(page, context: context)
            await TestDisplay.drainReleases()
            XCTAssertFalse(reference.isAlive, "\(page.name): the view outlived its window")
        }
    }

    // MARK: Items page

    @MainActor func testItemsPageValidatesAddsAndDeletesThroughAlerts() async throws {
        TestDisplay.start()
        let directory = try makeTemporaryDirectory()
        let page = try XCTUnwrap(GalleryPages.page(named: "items"))
        let window = Window()
        window.display.settings.animationsEnabled = false
        let view = page.makeView(context: GalleryContext(dataDirectory: directory))
        window.child = view
        await TestDisplay.show(window, width: Self.windowWidth, height: Self.windowHeight)

        try XCTUnwrap(widget(named: "add-item", in: view)).emit("clicked")
        let add = try await onScreenAlert(over: window)
        XCTAssertEqual(add.isEnabled(button: "done"), false, "Done is disabled while the field is empty")
        add.confirm()
        XCTAssertNil(add.entryError, "Enter with an empty field does nothing")
        add.entry?.text = "   "
        add.confirm()
        XCTAssertEqual(add.entryError, "Insert text", "blank text is refused")
        XCTAssertTrue(add.isActive)
        let name = "Tom & Jerry's <list>"
        add.entry?.text = name
        XCTAssertNil(add.entryError, "typing clears the error")
        add.confirm()
        await TestDisplay.run(until: { !add.isActive })
        let store = try ItemStore(directory: directory)
        let items = try store.items()
        XCTAssertEqual(items.map(\.name), [name])

        let item = try XCTUnwrap(items.first)
        await TestDisplay.run(until: { Alert.presented(over: window).isEmpty })
        try XCTUnwrap(widget(named: "delete-item-\(item.id)", in: view)).emit("clicked")
        let confirmation = try await onScreenAlert(over: window)
        XCTAssertEqual(confirmation.titleLabel?.text, "Delete \(name)?", "the name shows literally")
        try XCTUnwrap(confirmation.button(id: "delete")).click()
        await TestDisplay.run(until: { !confirmation.isActive })
        XCTAssertEqual(try store.items(), [])

        window.destroy()
        await TestDisplay.drainReleases()
    }

    // MARK: Live alerts page

    @MainActor func testLivePageCountsDownInPlaceAndWaitsForAName() async throws {
        TestDisplay.start()
        let page = try XCTUnwrap(GalleryPages.page(named: "live-alerts"))
        let window = Window()
        window.display.settings.animationsEnabled = false
        let view = page.makeView(context: GalleryContext(dataDirectory: try makeTemporaryDirectory()))
        window.child = view
        await TestDisplay.show(window, width: Self.windowWidth, height: Self.windowHeight)

        try XCTUnwrap(widget(named: "sign-out", in: view)).emit("clicked")
        let countdown = try await onScreenAlert(over: window)
        XCTAssertEqual(countdown.titleLabel?.text, "Signing out in 10 s…")
        let card = try XCTUnwrap(countdown.card).makeWeakReference()
        await TestDisplay.run(until: { countdown.titleLabel?.text == "Signing out in 9 s…" })
        XCTAssertEqual(countdown.titleLabel?.text, "Signing out in 9 s…", "the countdown did not tick")
        XCTAssertTrue(
            countdown.card?.isSameObject(as: try XCTUnwrap(card.widget())) ?? false, "the tick rebuilt the card")
        countdown.cancel()
        await TestDisplay.run(until: { !countdown.isActive })

        try XCTUnwrap(widget(named: "rename", in: view)).emit("clicked")
        let rename = try await onScreenAlert(over: window)
        XCTAssertEqual(rename.isEnabled(button: "done"), false)
        rename.entry?.text = "Weekend"
        XCTAssertEqual(rename.isEnabled(button: "done"), true)
        rename.confirm()
        await TestDisplay.run(until: { !rename.isActive })
        XCTAssertFalse(rename.isActive)

        window.destroy()
        await TestDisplay.drainReleases()
    }

    // MARK: Helpers

    /// Builds `page` in a shown window, closes it, and returns a weak reference to the view.
    @MainActor private func showAndClose(_ page: any GalleryPage, context: GalleryContext) async
        -> WeakObjectReference
    {
        let window = Window()
        let view = page.makeView(context: context)
        let reference = view.makeWeakReference()
        window.child = view
        await TestDisplay.show(window, width: Self.windowWidth, height: Self.windowHeight)
        window.destroy()
        return reference
    }

    /// The alert on screen over `window`, once it is laid out.
    @MainActor private func onScreenAlert(over window: Window) async throws -> AlertHandle {
        await TestDisplay.run(until: {
            guard let handle = Alert.presented(over: window).first else { return false }
            return handle.isOnScreen && (handle.card?.allocatedWidth ?? 0) > 1
        })
        return try XCTUnwrap(Alert.presented(over: window).first, "no alert came up")
    }

    /// The first widget called `name` inside `root` (depth first), if any.
    @MainActor private func widget(named name: String, in root: Widget) -> Widget? {
        if root.name == name { return root }
        for child in root.children {
            if let found = widget(named: name, in: child) { return found }
        }
        return nil
    }

    private func isKebabCase(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-") && !name.hasSuffix("-") && !name.contains("--")
            && name.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber || $0 == "-" }
    }

    private func makeTemporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gallery-pages-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}
