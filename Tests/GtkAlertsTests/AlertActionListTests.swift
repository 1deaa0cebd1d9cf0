import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Action lists (SwiftUI's `confirmationDialog`): rows, the cancel action apart at the end, a
/// bottom sheet below 450 pixels in-window and a card above, a title that may hide.
final class AlertActionListTests: XCTestCase {
    private let presentations: [AlertPresentation] = [.window, .inWindow]

    private func openWith(_ presentation: AlertPresentation, titleVisibility: AlertTitleVisibility = .visible)
        -> Alert
    {
        Alert.actionList("Open “Report.pdf” with", titleVisibility: titleVisibility, message: "Pick an app.") {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Document Viewer", id: "viewer", role: .suggested)
            AlertButton("Text Editor", id: "editor")
        }.presentation(presentation)
    }

    @MainActor func testActionsAreRowsWithTheCancelActionApartAndLast() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow(width: 720, height: 480)
            // Three short actions forced side by side in an alert; a list keeps them rows.
            let handle = await parent.present(
                Alert.actionList("Share") {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("Copy")
                    AlertButton("Print")
                }.presentation(presentation).buttonLayout(.horizontal))
            do {
                XCTAssertEqual(handle.buttonOrientation, .vertical, "\(presentation): the actions are not rows")
                let copy = try XCTUnwrap(handle.button(id: "Copy"))
                let print = try XCTUnwrap(handle.button(id: "Print"))
                let cancel = try XCTUnwrap(handle.button(id: "Cancel"))
                XCTAssertEqual(handle.buttons.count, 3)
                XCTAssertTrue(
                    handle.buttons.last?.isSameObject(as: cancel) ?? false,
                    "\(presentation): the cancel action is not last")
                let card = try XCTUnwrap(handle.card)
                await TestDisplay.nextFrame(of: card)
                XCTAssertEqual(copy.allocatedWidth, cancel.allocatedWidth, "\(presentation): rows of different widths")
                // Apart: more room (a gap, or in the flat look a wider band over it) before
                // the cancel row than between the other two.
                func room(above lower: Widget, below upper: Widget) throws -> Double {
                    let top = try XCTUnwrap(upper.bounds(relativeTo: card))
                    let bottom = try XCTUnwrap(lower.bounds(relativeTo: card))
                    return bottom.y - (top.y + top.height) + bottom.height - top.height
                }
                let between = try room(above: print, below: copy)
                let apart = try room(above: cancel, below: print)
                XCTAssertGreaterThanOrEqual(apart, between + 4, "\(presentation): the cancel row is not set apart")
            }
            handle.dismiss()
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the list leaked")
            await parent.close()
        }
    }

    @MainActor func testEscapePicksTheCancelActionAndEnterTheSuggestedOne() async throws {
        for presentation in presentations {
            for (key, expected) in [("cancel", "Cancel"), ("confirm", "viewer")] {
                let parent = await AlertTestWindow()
                var responses: [AlertResponse] = []
                let handle = await parent.present(openWith(presentation)) { responses.append($0) }
                let viewer = try XCTUnwrap(handle.button(id: "viewer"))
                await TestDisplay.run(until: { viewer.hasFocus })
                XCTAssertTrue(viewer.hasFocus, "\(presentation): the suggested action did not take the focus")
                if key == "cancel" { handle.cancel() } else { handle.confirm() }
                await TestDisplay.run(until: { !responses.isEmpty })
                XCTAssertEqual(responses.map(\.buttonID), [expected], "\(presentation), \(key)")
                await parent.close()
            }
        }
    }

    /// The card's bounds in the layers it is drawn in.
    @MainActor private func placement(of handle: AlertHandle) async throws -> (
        bounds: (x: Double, y: Double, width: Double, height: Double), layers: (width: Double, height: Double),
        isSheet: Bool
    ) {
        let card = try XCTUnwrap(handle.card)
        await TestDisplay.run(until: { !card.hasCSSClass("entering") })
        await TestDisplay.nextFrame(of: card)
        let layers = try XCTUnwrap(card.parent)
        // A sheet rises for 250 ms with animations on: measured where it comes to rest.
        await TestDisplay.run(
            until: {
                guard card.hasCSSClass("sheet"), let bounds = card.bounds(relativeTo: layers) else { return true }
                return bounds.y + bounds.height <= Double(layers.allocatedHeight)
            }, timeoutMilliseconds: 1000)
        let bounds = try XCTUnwrap(card.bounds(relativeTo: layers))
        return (bounds, (Double(layers.allocatedWidth), Double(layers.allocatedHeight)), card.hasCSSClass("sheet"))
    }

    @MainActor func testANarrowParentGetsABottomSheetAndAWideOneACard() async throws {
        for animations in [false, true] {
            let narrow = await AlertTestWindow(width: 400, height: 520, animations: animations)
            let sheet = await narrow.present(openWith(.inWindow))
            let below = try await placement(of: sheet)
            XCTAssertTrue(below.isSheet, "animations \(animations): no sheet below 450 px")
            XCTAssertEqual(below.bounds.x, 0, "animations \(animations): the sheet is not at the left edge")
            XCTAssertEqual(below.bounds.width, below.layers.width, "animations \(animations): not full width")
            XCTAssertEqual(below.bounds.y + below.bounds.height, below.layers.height, "not on the bottom edge")
            sheet.dismiss()
            var released = await AlertTestWindow.waitUntilReleased(sheet)
            XCTAssertTrue(released, "animations \(animations): the sheet leaked")
            await narrow.close()

            let wide = await AlertTestWindow(width: 720, height: 520, animations: animations)
            let card = await wide.present(openWith(.inWindow))
            let above = try await placement(of: card)
            XCTAssertFalse(above.isSheet, "animations \(animations): a sheet at 720 px")
            XCTAssertLessThan(above.bounds.width, above.layers.width, "the card is as wide as the window")
            XCTAssertEqual(above.bounds.x * 2 + above.bounds.width, above.layers.width, accuracy: 1, "not centred")
            XCTAssertLessThan(above.bounds.y + above.bounds.height, above.layers.height, "on the bottom edge")
            card.dismiss()
            released = await AlertTestWindow.waitUntilReleased(card)
            XCTAssertTrue(released, "animations \(animations): the card leaked")
            await wide.close()
        }
    }

    @MainActor func testTheCardBecomesASheetWhenItsWindowNarrowsAndBackWhenItWidens() async throws {
        let parent = await AlertTestWindow(width: 720, height: 520)
        let handle = await parent.present(openWith(.inWindow))
        let wide = try await placement(of: handle)
        XCTAssertFalse(wide.isSheet, "a sheet at \(wide.layers.width) px")
        parent.window.setDefaultSize(width: 400, height: 520)
        await TestDisplay.run(until: { parent.window.allocatedWidth < 450 })
        if parent.window.allocatedWidth < 450 {
            let narrowed = try await placement(of: handle)
            XCTAssertTrue(narrowed.isSheet, "still a card at \(narrowed.layers.width) px")
            XCTAssertEqual(narrowed.bounds.width, narrowed.layers.width, "not full width")
            parent.window.setDefaultSize(width: 720, height: 520)
            await TestDisplay.run(until: { parent.window.allocatedWidth >= 450 })
            let widened = try await placement(of: handle)
            XCTAssertFalse(widened.isSheet, "still a sheet once the window widened to \(widened.layers.width) px")
        } else {
            // Broadway keeps a mapped window's size; the run under Xvfb resizes.
            XCTAssertEqual(parent.window.display.backend, "broadway", "the window did not narrow")
        }
        handle.dismiss()
        let released = await AlertTestWindow.waitUntilReleased(handle)
        XCTAssertTrue(released, "the list leaked")
        await parent.close()
    }

    @MainActor func testAListShownInANarrowWindowRisesAsASheet() async throws {
        let parent = await AlertTestWindow(width: 400, height: 520, animations: true)
        let handle = await parent.present(openWith(.inWindow))
        let rose = await TestDisplay.run(until: { handle.card.map { !$0.hasCSSClass("entering") } ?? false })
        XCTAssertTrue(handle.card?.hasCSSClass("sheet") ?? false, "no sheet")
        XCTAssertTrue(rose, "the sheet never started rising")
        handle.dismiss()
        let released = await AlertTestWindow.waitUntilReleased(handle)
        XCTAssertTrue(released, "the sheet leaked")
        await parent.close()
    }

    /// Where the desktop asks for reduced motion (GTK 4.22+), the sheet fades in where it
    /// stands, as libadwaita 1.9 crossfades its dialogs; older GTKs have no such preference.
    @MainActor func testWithReducedMotionTheSheetFadesInWithoutRising() async throws {
        let parent = await AlertTestWindow(width: 400, height: 520, animations: true)
        let settings = parent.window.display.settings
        guard settings.setPrefersReducedMotion(true) else {
            XCTAssertFalse(settings.prefersReducedMotion, "a GTK without the setting reports reduced motion")
            await parent.close()
            return
        }
        defer { settings.setPrefersReducedMotion(false) }
        for reduced in [false, true] {
            settings.setPrefersReducedMotion(reduced)
            let handle = openWith(.inWindow).present(over: parent.nestedButton) { _ in }
            do {
                let card = try XCTUnwrap(handle.card)
                XCTAssertTrue(card.hasCSSClass("sheet"), "no sheet")
                XCTAssertEqual(
                    card.hasCSSClass("entering"), !reduced, reduced ? "the sheet moved" : "the sheet did not rise")
            }
            handle.dismiss()
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released)
        }
        await parent.close()
    }

    @MainActor func testAListInAWindowOfItsOwnIsACardEvenOverANarrowParent() async throws {
        let parent = await AlertTestWindow(width: 400, height: 520)
        let handle = await parent.present(openWith(.window))
        XCTAssertFalse(handle.card?.hasCSSClass("sheet") ?? true, "a sheet in a window of its own")
        XCTAssertNotNil(handle.window)
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testAHiddenTitleDoesNotShowButStillNamesTheWindow() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let hidden = await parent.present(openWith(presentation, titleVisibility: .hidden))
            XCTAssertNil(hidden.titleLabel, "\(presentation): the hidden title shows")
            XCTAssertEqual(hidden.messageText, "Pick an app.")
            if presentation == .window { XCTAssertEqual(hidden.window?.title, "Open “Report.pdf” with") }
            hidden.dismiss()
            let shown = await parent.present(openWith(presentation, titleVisibility: .automatic))
            XCTAssertEqual(shown.titleLabel?.text, "Open “Report.pdf” with", "\(presentation): automatic hides")
            shown.dismiss()
            await parent.close()
        }
    }

    @MainActor func testAnUpdateKeepsTheCancelActionLast() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(openWith(.inWindow))
        let update = handle.update(
            Alert.actionList("Open “Report.pdf” with", titleVisibility: .visible, message: "Pick an app.") {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Text Editor", id: "editor")
                AlertButton("Document Viewer", id: "viewer", role: .suggested)
                AlertButton("Image Viewer", id: "images")
            }.presentation(.inWindow))
        XCTAssertEqual(update, .inPlace)
        let order = ["editor", "viewer", "images", "Cancel"].compactMap { handle.button(id: $0) }
        XCTAssertEqual(order.count, 4)
        XCTAssertTrue(
            zip(handle.buttons, order).allSatisfy { $0.isSameObject(as: $1) }, "not editor, viewer, images, cancel")
        XCTAssertEqual(
            handle.update(openWith(.inWindow, titleVisibility: .hidden)), .swapped,
            "hiding the title cannot happen in place")
        handle.dismiss()
        await parent.close()
    }

    func testActionListsCompareByTheirTitleVisibility() {
        let list = Alert.actionList("Share") { AlertButton("Copy") }
        XCTAssertTrue(list.isActionList)
        XCTAssertFalse(Alert(title: "Share", message: nil).isActionList)
        XCTAssertEqual(list, Alert.actionList("Share") { AlertButton("Copy") })
        XCTAssertNotEqual(list, Alert.actionList("Share", titleVisibility: .hidden) { AlertButton("Copy") })
        XCTAssertNotEqual(list, Alert(title: "Share", message: nil) { AlertButton("Copy") }.buttonLayout(.vertical))
    }
}
