import CAdwaitaTestWindows
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// `ForeignWidget`: the entry point for widgets made by C or another binding, with nothing
/// but `GtkAlerts` imported where it is made.
final class ForeignWidgetTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    /// Made from a floating widget, held, and dropped: the count and floating state are the
    /// maker's throughout.
    @MainActor func testAForeignWidgetLeavesTheReferenceCountAndFloatingStateAlone() async throws {
        let raw = try XCTUnwrap(adwaita_test_floating_button_new())
        var foreign: ForeignWidget? = ForeignWidget(raw)
        XCTAssertEqual(adwaita_test_reference_count(raw), 1, "a ForeignWidget adds no reference")
        XCTAssertEqual(adwaita_test_is_floating(raw), 1, "a ForeignWidget sank the maker's reference")
        XCTAssertTrue(Alert.presented(over: try XCTUnwrap(foreign)).isEmpty, "nothing up over a lone widget")
        XCTAssertEqual(adwaita_test_reference_count(raw), 1)
        foreign = nil
        XCTAssertEqual(adwaita_test_reference_count(raw), 1)
        XCTAssertEqual(adwaita_test_is_floating(raw), 1)
        adwaita_test_reference_sink(raw)
        adwaita_test_release(raw)
    }

    /// Over a window made in C, an alert shows in both presentations, answers from the button
    /// pressed, and leaves nothing behind: the C button is freed with its window.
    @MainActor func testAnAlertOverAWidgetMadeInCAnswersInBothPresentations() async throws {
        let raw = try XCTUnwrap(adwaita_test_window_new(ADWAITA_TEST_WINDOW_GTK_WINDOW))
        let window = try XCTUnwrap(Widget(unsafeBorrowing: raw).window)
        let button = Widget(unsafeBorrowing: raw).makeWeakReference()
        let shown = await TestDisplay.show(window, width: 560, height: 420)
        XCTAssertTrue(shown)
        let parent = ForeignWidget(OpaquePointer(raw))
        for presentation in [AlertPresentation.inWindow, .window] {
            let alert = Alert(title: "Save Changes?") {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Save", id: "save", role: .suggested)
            }.presentation(presentation)
            var response: AlertResponse?
            Task { @MainActor in response = await alert.present(over: parent) }
            let up = await TestDisplay.run(until: { Alert.presented(over: parent).first?.isOnScreen ?? false })
            XCTAssertTrue(up, "\(presentation): the alert never showed")
            let handle = try XCTUnwrap(Alert.presented(over: parent).first)
            try XCTUnwrap(handle.button(id: "save")).click()
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response?.buttonID, "save", "\(presentation)")
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
        }
        window.destroy()
        await TestDisplay.drainReleases()
        XCTAssertFalse(button.isAlive, "something kept a reference to the C button")
    }

    /// A widget freed before its alert's turn: both forms end `.dismissed` at once, showing nothing.
    @MainActor func testAnAlertOverAFreedWidgetEndsDismissedAtOnce() async throws {
        let raw = try XCTUnwrap(adwaita_test_floating_button_new())
        let parent = ForeignWidget(raw)
        adwaita_test_reference_sink(raw)
        adwaita_test_release(raw)
        let alert = Alert(title: "Too Late") { AlertButton("OK") }
        let response = await alert.present(over: parent)
        XCTAssertEqual(response, .dismissed)
        var answers: [AlertResponse] = []
        let handle = alert.present(over: parent) { answers.append($0) }
        await TestDisplay.settle()
        XCTAssertEqual(answers, [.dismissed], "the completion runs once, with .dismissed")
        XCTAssertFalse(handle.isActive)
        XCTAssertTrue(Alert.presented(over: parent).isEmpty)
    }

    // The AlertsInOtherToolkits article's binding example, kept compiling and true.
    @MainActor private final class DocumentController {
        var parent: ForeignWidget?  // set once the binding has made the window's widget

        func widgetAppeared(_ pointer: OpaquePointer) {  // the binding's pointer, main thread
            parent = ForeignWidget(pointer)
        }

        func closeRequested() async -> Bool {
            guard let parent else { return true }
            let response = await Alert(title: "Discard Changes?") {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Discard", id: "discard", role: .destructive)
            }.present(over: parent)
            return response.buttonID == "discard"
        }
    }

    @MainActor func testTheArticlesControllerAsksOverTheBindingsWindow() async throws {
        let raw = try XCTUnwrap(adwaita_test_window_new(ADWAITA_TEST_WINDOW_GTK_WINDOW))
        let window = try XCTUnwrap(Widget(unsafeBorrowing: raw).window)
        _ = await TestDisplay.show(window, width: 560, height: 420)
        let controller = DocumentController()
        controller.widgetAppeared(OpaquePointer(raw))
        var discard: Bool?
        Task { @MainActor in discard = await controller.closeRequested() }
        let parent = try XCTUnwrap(controller.parent)
        await TestDisplay.run(until: { Alert.presented(over: parent).first?.isOnScreen ?? false })
        try XCTUnwrap(Alert.presented(over: parent).first?.button(id: "discard")).click()
        await TestDisplay.run(until: { discard != nil })
        XCTAssertEqual(discard, true)
        window.destroy()
        await TestDisplay.drainReleases()
    }
}
