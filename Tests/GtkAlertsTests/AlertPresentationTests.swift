import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Behaviour of presented alerts, on a real (broadway) display.
final class AlertPresentationTests: XCTestCase {
    private func twoButtons(_ presentation: AlertPresentation = .window) -> Alert {
        Alert(title: "Delete “Groceries”?", message: "This cannot be undone.") {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Delete", role: .destructive)
        }.presentation(presentation)
    }

    // MARK: Buttons

    @MainActor func testTwoButtonsSitSideBySideWithEqualWidths() async throws {
        let parent = await AlertTestWindow()
        for presentation in [AlertPresentation.window, .inWindow] {
            let handle = await parent.present(twoButtons(presentation))
            XCTAssertEqual(handle.buttonOrientation, .horizontal)
            let card = try XCTUnwrap(handle.card)
            let first = try XCTUnwrap(handle.buttons[0].bounds(relativeTo: card))
            let second = try XCTUnwrap(handle.buttons[1].bounds(relativeTo: card))
            XCTAssertEqual(first.y, second.y)
            XCTAssertLessThan(first.x, second.x)
            XCTAssertEqual(first.width, second.width, accuracy: 1)
            handle.dismiss()
            await TestDisplay.settle()
        }
        await parent.close()
    }

    /// `.flat` buttons reach the card's edges, as libadwaita 1.2's do; `.rounded` ones sit
    /// 24 px in from them and 12 px apart, as libadwaita 1.6's do, side by side and stacked.
    @MainActor func testButtonStylesPlaceButtonsAsLibadwaitaDoes() async throws {
        let parent = await AlertTestWindow()
        for buttonStyle in [AlertButtonStyle.flat, .rounded] {
            for count in [2, 3] {
                let context = "\(buttonStyle), \(count) buttons"
                let alert = Alert(title: "Choose", message: nil) {
                    for number in 1...count { AlertButton("Choice \(number)") }
                }.style(AlertStyle(buttonStyle: buttonStyle))
                let handle = await parent.present(alert)
                let card = try XCTUnwrap(handle.card)
                let frames = try handle.buttons.map { try XCTUnwrap($0.bounds(relativeTo: card)) }
                let inset = buttonStyle == .rounded ? 24.0 : 0
                let spacing = buttonStyle == .rounded ? 12.0 : 0
                let first = frames[0]
                let last = try XCTUnwrap(frames.last)
                XCTAssertEqual(first.x, inset, accuracy: 0.5, context)
                XCTAssertEqual(last.x + last.width, Double(card.allocatedWidth) - inset, accuracy: 0.5, context)
                XCTAssertEqual(last.y + last.height, Double(card.allocatedHeight) - inset, accuracy: 0.5, context)
                for (before, after) in zip(frames, frames.dropFirst()) {
                    let gap = count == 2 ? after.x - (before.x + before.width) : after.y - (before.y + before.height)
                    XCTAssertEqual(gap, spacing, accuracy: 0.5, context)
                }
                handle.dismiss()
                await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
            }
        }
        await parent.close()
    }

    /// `.rounded` buttons lose 2 × 24 px of inset and 12 px of spacing, and each has 6 px more
    /// padding on either side than a flat one (libadwaita's 20 px against 14 px): at card widths
    /// where two labels just fit edge to edge, they stack there, and never the other way round.
    @MainActor func testRoundedButtonsStackWhereTheirInsetLeavesNoRoom() async throws {
        let parent = await AlertTestWindow(width: 760, height: 420)
        var stacksOnlyWhenRounded: [Int] = []
        for cardWidth in stride(from: 280, through: 640, by: 20) {
            var orientations: [AlertButtonStyle: Orientation] = [:]
            for buttonStyle in [AlertButtonStyle.flat, .rounded] {
                let alert = Alert(title: "Choose", message: nil) {
                    AlertButton("Keep this version")
                    AlertButton("Use the server copy")
                }.style(AlertStyle(minimumWidth: cardWidth, maximumWidth: cardWidth, buttonStyle: buttonStyle))
                let handle = await parent.present(alert)
                XCTAssertEqual(handle.card?.allocatedWidth, cardWidth)
                orientations[buttonStyle] = handle.buttonOrientation
                handle.dismiss()
                await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
            }
            if orientations[.rounded] == .horizontal {
                XCTAssertEqual(orientations[.flat], .horizontal, "\(cardWidth) px: rounded fits, flat must too")
            }
            if orientations == [.flat: .horizontal, .rounded: .vertical] { stacksOnlyWhenRounded.append(cardWidth) }
        }
        XCTAssertFalse(stacksOnlyWhenRounded.isEmpty, "no width where only the rounded buttons stack")
        // 84 px in all: at most five widths 20 px apart fall inside it.
        XCTAssertLessThanOrEqual(
            stacksOnlyWhenRounded.count, 5, "84 px of inset, spacing and padding: \(stacksOnlyWhenRounded)")
        await parent.close()
    }

    @MainActor func testThreeButtonsStack() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(
            Alert(title: "Choose", message: nil) {
                AlertButton("One")
                AlertButton("Two")
                AlertButton("Three")
            })
        XCTAssertEqual(handle.buttonOrientation, .vertical)
        let card = try XCTUnwrap(handle.card)
        let tops = handle.buttons.compactMap { $0.bounds(relativeTo: card)?.y }
        XCTAssertEqual(tops, tops.sorted())
        XCTAssertEqual(Set(tops).count, 3)
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testTwoLongLabelsStack() async {
        let parent = await AlertTestWindow()
        let handle = await parent.present(
            Alert(title: "Unsaved changes", message: nil) {
                AlertButton("Close Without Saving The Document", role: .destructive)
                AlertButton("Save To A Different Location…", role: .suggested)
            })
        XCTAssertEqual(handle.buttonOrientation, .vertical)
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testLayoutOverridesAreObeyed() async {
        let parent = await AlertTestWindow()
        let stacked = await parent.present(twoButtons().buttonLayout(.vertical))
        XCTAssertEqual(stacked.buttonOrientation, .vertical)
        stacked.dismiss()
        let row = await parent.present(
            Alert(title: "Row", message: nil) {
                AlertButton("A")
                AlertButton("B")
                AlertButton("C")
            }.buttonLayout(.horizontal))
        XCTAssertEqual(row.buttonOrientation, .horizontal)
        row.dismiss()
        await parent.close()
    }

    @MainActor func testSideBySideButtonsMirrorRightToLeft() async throws {
        // GTK's start-up sets the default direction from the locale: first in its process,
        // this test would otherwise set right to left only to have it reset.
        TestDisplay.start()
        TextDirection.default = .rightToLeft
        defer { TextDirection.default = .leftToRight }
        let parent = await AlertTestWindow()
        let handle = await parent.present(twoButtons(.inWindow))
        let card = try XCTUnwrap(handle.card)
        let first = try XCTUnwrap(handle.buttons[0].bounds(relativeTo: card))
        let second = try XCTUnwrap(handle.buttons[1].bounds(relativeTo: card))
        XCTAssertGreaterThan(first.x, second.x, "the first button belongs on the right in RTL")
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testMnemonicsPressTheirButtons() async throws {
        let parent = await AlertTestWindow()
        for presentation in [AlertPresentation.window, .inWindow] {
            var response: AlertResponse?
            let handle = await parent.present(
                Alert(title: "Unsaved changes", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("Close _Without Saving", role: .destructive)
                }.presentation(presentation)
            ) { response = $0 }
            let button = try XCTUnwrap(handle.button(id: "Close Without Saving"))
            let label = try XCTUnwrap(button.child.flatMap(Label.wrapping))
            XCTAssertEqual(label.text, "Close Without Saving", "the underscore shows")
            XCTAssertEqual(label.mnemonicKey?.lowercased(), "w")
            XCTAssertTrue(label.activateMnemonic())
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response?.role, .destructive, "\(presentation): Alt+W did not press the button")
            await TestDisplay.settle()
        }
        await parent.close()
    }

    @MainActor func testAlertWindowCornersAreSquareWhereNothingComposites() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(twoButtons(.window))
        let window = try XCTUnwrap(handle.window)
        // Broadway composites in the browser; Xvfb without a compositing manager does not.
        XCTAssertEqual(window.hasCSSClass("opaque-corners"), !window.display.isComposited)
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testNoButtonsGivesASingleOK() async {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let handle = await parent.present(Alert(title: "Saved", message: nil)) { response = $0 }
        XCTAssertEqual(handle.buttons.count, 1)
        XCTAssertEqual(handle.buttons.first?.accessibleRoleIsButton, true)
        handle.confirm()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response?.buttonID, "ok")
        await parent.close()
    }

    // MARK: Dim and blocking

    /// Asked nothing, an alert draws in its parent window, as libadwaita's dialogs do: no second
    /// window, which no window manager may be there to place (broadway in a browser, bare X11).
    @MainActor func testTheDefaultPresentationDrawsInTheParentWindow() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(Alert(title: "Where?", message: nil))
        XCTAssertNil(handle.window, "the default opened a window of its own")
        let card = try XCTUnwrap(handle.card)
        XCTAssertTrue(card.window?.isSameObject(as: parent.window) ?? false, "the card is not in the parent window")
        handle.dismiss()
        await parent.close()
    }

    /// A `.window` alert on broadway is drawn in its parent window; elsewhere it keeps its own.
    ///
    /// Broadway never has a window manager, so a window of its own would open at the page's
    /// corner, off its parent.
    @MainActor func testAWindowAlertIsDrawnInItsParentWhereNothingPlacesWindows() async throws {
        let parent = await AlertTestWindow()
        AlertPresentation.ownWindowsWherever = false
        defer { AlertPresentation.ownWindowsWherever = true }
        let handle = await parent.present(twoButtons(.window))
        let card = try XCTUnwrap(handle.card)
        let onBroadway = ProcessInfo.processInfo.environment["GDK_BACKEND"] == "broadway"
        XCTAssertEqual(handle.window == nil, onBroadway)
        XCTAssertEqual(card.window?.isSameObject(as: parent.window) ?? false, onBroadway)
        // An update asking for `.window` again is the same presentation: it changes the card
        // in place rather than swapping it for another.
        let update = handle.update(
            Alert(title: "Delete “Groceries”?", message: "It is shared with two people.") {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Delete", role: .destructive)
            }.presentation(.window))
        XCTAssertEqual(update, .inPlace)
        handle.dismiss()
        await parent.close()
    }

    @MainActor func testNestedWidgetDimsTheWholeWindowTitleBarIncluded() async throws {
        for presentation in [AlertPresentation.inWindow, .window] {
            let parent = await AlertTestWindow()
            // Under a window manager the parent takes the focus now, and gives it to an alert
            // window: the title bar changes between its focused and its (lighter) backdrop
            // look, with a transition. Each picture is taken once the look has settled.
            await TestDisplay.run(until: { parent.window.isActive }, timeoutMilliseconds: 500)
            let wasActive = parent.window.isActive
            let beforeGrid = await TestDisplay.renderSettled(parent.window)
            let before = try XCTUnwrap(beforeGrid)
            let titlebar = try XCTUnwrap(parent.window.titlebar?.bounds(relativeTo: parent.window))
            XCTAssertGreaterThan(titlebar.height, 20, "\(presentation): the header bar shows")
            let style = AlertStyle(dimOpacity: 0.5)
            let handle = await parent.present(twoButtons(presentation).style(style))
            await TestDisplay.run(until: { !handle.isFading })
            let afterGrid = await TestDisplay.renderSettled(parent.window)
            let after = try XCTUnwrap(afterGrid)
            // What the dim covers, in the look the parent has under the alert: the dim lifted
            // for one picture.
            let dim = try XCTUnwrap(parent.window.layers?.children.first { $0.hasCSSClass("alert-dim") })
            dim.opacity = 0
            let undimmedTexture = await TestDisplay.render(parent.window)
            let undimmed = PixelGrid(try XCTUnwrap(undimmedTexture))
            dim.opacity = 0.5
            // Corners of the content and the title bar's start, far from the card: darkened by
            // the dim ratio.
            let points = [
                (8, before.height - 8), (before.width - 8, before.height - 8),
                (Int(titlebar.x) + 8, Int(titlebar.y + titlebar.height / 2)),
            ]
            for (x, y) in points {
                XCTAssertEqual(before[x, y].alpha, 255, "the window's background should be opaque")
                XCTAssertGreaterThan(undimmed[x, y].luminance, 100)
                let expected = undimmed[x, y].luminance * (1 - 0.5)
                XCTAssertEqual(after[x, y].luminance, expected, accuracy: 6, "\(presentation): pixel (\(x), \(y))")
            }
            handle.dismiss()
            await TestDisplay.run(until: { !handle.isFading && Alert.presented(over: parent.window).isEmpty })
            await TestDisplay.run(until: { parent.window.isActive == wasActive }, timeoutMilliseconds: 1000)
            let restoredGrid = await TestDisplay.renderSettled(parent.window)
            let restored = try XCTUnwrap(restoredGrid)
            for (x, y) in points { XCTAssertEqual(restored[x, y], before[x, y], "\(presentation): (\(x), \(y))") }
            await parent.close()
        }
    }

    /// An alert in a window of its own is blocked at once, and dims its parent no later than
    /// its own first frame: the parent's repaint never holds the alert back.
    ///
    /// With animations off: faded in, the dim starts transparent either way.
    @MainActor func testWindowAlertBlocksAtOnceAndDimsItsParentByItsFirstFrame() async throws {
        let parent = await AlertTestWindow(animations: false)
        let handle = twoButtons(.window).style(AlertStyle(dimOpacity: 0.5)).present(over: parent.nestedButton) { _ in }
        let dim = try XCTUnwrap(parent.window.layers?.children.first { $0.hasCSSClass("alert-dim") })
        XCTAssertEqual(dim.opacity, 0, "the parent was dimmed before the alert's window had a frame")
        XCTAssertFalse(parent.content.canReceivePointer, "the parent was not blocked at once")
        XCTAssertTrue(handle.isFading, "the dim to come is not reported as a fade")
        var dimAtFirstFrame: Double?
        let hook = try XCTUnwrap(handle.window?.onAfterPaint { dimAtFirstFrame = dimAtFirstFrame ?? dim.opacity })
        await TestDisplay.run(until: { !handle.isFading })
        // GTK keeps opacity in 8 bits.
        XCTAssertEqual(dim.opacity, 0.5, accuracy: 0.01)
        await TestDisplay.run(until: { dimAtFirstFrame != nil })
        hook.clock.disconnect(hook.id)
        XCTAssertEqual(try XCTUnwrap(dimAtFirstFrame), 0.5, accuracy: 0.01, "not dimmed by the alert's first frame")
        handle.dismiss()
        await parent.close()
    }

    /// An alert in a window of its own that goes before its first frame leaves no dim behind,
    /// then or later.
    @MainActor func testWindowAlertDismissedBeforeItsFirstFrameLeavesNoDim() async {
        let parent = await AlertTestWindow()
        var responses: [AlertResponse] = []
        let handle = twoButtons(.window).present(over: parent.nestedButton) { responses.append($0) }
        handle.dismiss()
        XCTAssertFalse(handle.isFading, "the dim still waits after the alert went")
        // Past the longest a dim waits for the alert's first frame (100 ms).
        await TestDisplay.settle(milliseconds: 300)
        XCTAssertEqual(responses, [.dismissed])
        XCTAssertEqual(parent.window.layers?.children.count, 1, "a dim was left in the parent")
        XCTAssertTrue(parent.content.canReceivePointer, "the parent was not given back")
        await parent.close()
    }

    @MainActor func testParentContentIsBlockedAndRestoredWithoutReRealising() async {
        let parent = await AlertTestWindow()
        var realizations = 0
        parent.nestedButton.connect("realize") { realizations += 1 }
        let handle = await parent.present(twoButtons(.inWindow))
        XCTAssertFalse(parent.content.canReceivePointer, "the parent's content still takes clicks")
        XCTAssertFalse(parent.content.canReceiveFocus, "the parent's content can still take focus")
        let headerBar = parent.window.titlebar
        XCTAssertEqual(headerBar?.canReceivePointer, false, "the header bar still takes clicks")
        handle.dismiss()
        await TestDisplay.settle()
        XCTAssertTrue(parent.content.canReceivePointer)
        XCTAssertTrue(parent.content.canReceiveFocus)
        XCTAssertEqual(headerBar?.canReceivePointer, true)
        XCTAssertEqual(realizations, 0, "dimming re-realised the parent's widgets")
        XCTAssertTrue(parent.nestedButton.isRealized)
        await parent.close()
    }

    // MARK: Keyboard and focus

    @MainActor func testEscapePressesTheCancelButton() async {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        var cancelled = false
        let alert = Alert(title: "Quit?", message: nil) {
            AlertButton("Stay", role: .cancel) { cancelled = true }
            AlertButton("Quit", role: .destructive)
        }
        let handle = await parent.present(alert) { response = $0 }
        handle.cancel()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response, .button(id: "Stay", role: .cancel, texts: [:]))
        XCTAssertTrue(cancelled)
        await parent.close()
    }

    @MainActor func testEscapeWithoutCancelButtonDismisses() async {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let handle = await parent.present(Alert(title: "Note", message: nil) { AlertButton("Fine") }) { response = $0 }
        handle.cancel()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response, .dismissed)
        await parent.close()
    }

    @MainActor func testEnterPressesTheSuggestedButton() async {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let handle = await parent.present(
            Alert(title: "Save?", message: nil) {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Save", role: .suggested)
            }
        ) { response = $0 }
        handle.confirm()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response?.buttonID, "Save")
        await parent.close()
    }

    @MainActor func testFocusMovesInAndComesBack() async throws {
        let parent = await AlertTestWindow()
        parent.nestedButton.grabFocus()
        XCTAssertTrue(parent.nestedButton.hasFocus)
        let handle = await parent.present(
            Alert(title: "Save?", message: nil) {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Save", role: .suggested)
            }.presentation(.inWindow))
        XCTAssertTrue(try XCTUnwrap(handle.button(id: "Save")).hasFocus, "focus should start on the suggested button")
        // Tab stays inside the alert.
        for _ in 0..<4 {
            parent.window.moveFocus()
            XCTAssertTrue(handle.card?.containsFocus ?? false, "Tab left the alert")
        }
        handle.dismiss()
        await TestDisplay.settle()
        XCTAssertTrue(parent.nestedButton.hasFocus, "focus did not come back")
        await parent.close()
    }

    @MainActor func testFocusStartsInTheTextField() async {
        let parent = await AlertTestWindow()
        let handle = await parent.present(
            Alert(title: "Name") {
                AlertContent.textField(AlertTextField(placeholder: "name"))
            } buttons: {
                AlertButton("Done", role: .suggested)
            })
        await TestDisplay.run(until: { handle.entry?.containsFocus ?? false })
        XCTAssertTrue(handle.entry?.containsFocus ?? false)
        handle.dismiss()
        await parent.close()
    }

    // MARK: Text field

    @MainActor func testValidationBlocksShowsAndClears() async throws {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let alert = Alert(title: "Insert item name") {
            AlertContent.textField(AlertTextField(placeholder: "item name") { $0.isEmpty ? "Insert text" : nil })
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Done", role: .suggested)
        }
        let handle = await parent.present(alert) { response = $0 }
        let entry = try XCTUnwrap(handle.entry)

        try XCTUnwrap(handle.button(id: "Done")).click()
        await TestDisplay.settle()
        XCTAssertNil(response, "invalid input dismissed the alert")
        XCTAssertEqual(handle.entryError, "Insert text")
        XCTAssertTrue(handle.isOnScreen)

        entry.text = "Milk"
        XCTAssertNil(handle.entryError, "the error did not clear when the text changed")

        entry.emit("activate")  // Enter in the entry confirms.
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response, .button(id: "Done", role: .suggested, texts: ["item name": "Milk"]))
        await parent.close()
    }

    @MainActor func testCancelSkipsValidation() async throws {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let alert = Alert(title: "Name") {
            AlertContent.textField(AlertTextField { _ in "always invalid" })
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Done", role: .suggested)
        }
        let handle = await parent.present(alert) { response = $0 }
        try XCTUnwrap(handle.button(id: "Cancel")).click()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response?.role, .cancel)
        await parent.close()
    }

    // MARK: Queue, parent and dismissal

    @MainActor func testSecondAlertWaitsForTheFirst() async {
        let parent = await AlertTestWindow()
        var order: [String] = []
        let first = await parent.present(Alert(title: "First", message: nil)) { _ in order.append("first") }
        let second = Alert(title: "Second", message: nil).present(over: parent.nestedButton) { _ in
            order.append("second")
        }
        await TestDisplay.settle()
        XCTAssertTrue(first.isOnScreen)
        XCTAssertFalse(second.isOnScreen, "the second alert did not wait")
        XCTAssertEqual(Alert.presented(over: parent.window).count, 2)
        first.confirm()
        await TestDisplay.run(until: { second.isOnScreen })
        XCTAssertTrue(second.isOnScreen)
        second.confirm()
        await TestDisplay.run(until: { order.count == 2 })
        XCTAssertEqual(order, ["first", "second"])
        await parent.close()
    }

    @MainActor func testClosingTheParentDismissesEverything() async {
        let parent = await AlertTestWindow()
        var responses: [AlertResponse] = []
        let first = await parent.present(twoButtons()) { responses.append($0) }
        _ = Alert(title: "Queued", message: nil).present(over: parent.nestedButton) { responses.append($0) }
        let objects = first.createdObjects
        parent.window.destroy()
        await TestDisplay.run(until: { responses.count == 2 })
        XCTAssertEqual(responses, [.dismissed, .dismissed])
        await TestDisplay.drainReleases()
        XCTAssertTrue(objects.allSatisfy { !$0.isAlive }, "alert objects outlived the parent")
    }

    @MainActor func testEverythingIsFreedAfterDismissal() async {
        let parent = await AlertTestWindow()
        // The first alert of a process connects what lasts as long as the display does (the
        // stylesheet's and the style scheme's watchers): counted from after one, the boxes
        // measure what each alert leaves, also when this test runs alone in its process.
        let first = await parent.present(Alert(title: "First", message: nil))
        first.dismiss()
        _ = await AlertTestWindow.waitUntilReleased(first)
        await TestDisplay.drainReleases()
        let boxesBefore = SignalClosureBoxCounter.live
        var objects: [WeakObjectReference] = []
        weak var weakHandle: AlertHandle?
        do {
            let handle = await parent.present(
                Alert(title: "Name") {
                    AlertContent.textField(AlertTextField { _ in nil })
                } buttons: {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("OK", role: .suggested)
                })
            objects = handle.createdObjects
            weakHandle = handle
            handle.dismiss()
        }
        // With animations on, the fade-out ends first: wait for it, frames flowing.
        await TestDisplay.run(until: {
            objects.allSatisfy { !$0.isAlive } && SignalClosureBoxCounter.live <= boxesBefore
        })
        XCTAssertNil(weakHandle)
        XCTAssertFalse(objects.isEmpty)
        XCTAssertTrue(objects.allSatisfy { !$0.isAlive }, "the alert's widgets or window leaked")
        XCTAssertLessThanOrEqual(SignalClosureBoxCounter.live, boxesBefore, "signal closure boxes leaked")
        await parent.close()
    }

    @MainActor func testChangingScrollSettingsAfterAnAlertIsSafe() async {
        // GTK 4.8.3 leaves a settings handler behind for every realized scrolled window; run
        // under AddressSanitizer (as CI does), a stale one reads the freed card here.
        let parent = await AlertTestWindow()
        var objects: [WeakObjectReference] = []
        for presentation in [AlertPresentation.window, .inWindow] {
            let handle = await parent.present(twoButtons(presentation))
            objects += handle.createdObjects
            handle.dismiss()
        }
        await TestDisplay.run(until: { objects.allSatisfy { !$0.isAlive } })
        XCTAssertTrue(objects.allSatisfy { !$0.isAlive })
        let settings = parent.window.display.settings
        let original = settings.overlayScrolling
        settings.overlayScrolling = !original
        settings.overlayScrolling = original
        XCTAssertEqual(settings.overlayScrolling, original)
        await parent.close()
    }

    @MainActor func testDismissFromCodeAndTaskCancellation() async {
        let parent = await AlertTestWindow()
        let task = Task { @MainActor in await self.twoButtons().present(over: parent.nestedButton) }
        await TestDisplay.run(until: { !Alert.presented(over: parent.window).isEmpty })
        task.cancel()
        var result: AlertResponse?
        Task { @MainActor in result = await task.value }
        await TestDisplay.run(until: { result != nil })
        XCTAssertEqual(result, .dismissed)
        XCTAssertTrue(Alert.presented(over: parent.window).isEmpty)
        await parent.close()
    }

    @MainActor func testAnimatedPresentationFadesInAndOut() async throws {
        let parent = await AlertTestWindow(animations: true)
        let handle = twoButtons(.inWindow).present(over: parent.nestedButton) { _ in }
        await TestDisplay.run(until: { (handle.card?.opacity ?? 0) >= 0.999 })
        XCTAssertEqual(try XCTUnwrap(handle.card).opacity, 1, accuracy: 0.001)
        let card = try XCTUnwrap(handle.card)
        handle.dismiss()
        await TestDisplay.run(until: { card.parent == nil })
        XCTAssertNil(card.parent, "the card was not removed after fading out")
        parent.window.display.settings.animationsEnabled = false
        await parent.close()
    }
}

extension Button {
    @MainActor fileprivate var accessibleRoleIsButton: Bool { accessibleRole == .button }
}
