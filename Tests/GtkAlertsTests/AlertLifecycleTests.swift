import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

@testable import GtkAlerts

/// What happens around an alert in real use: windows closed right after an answer or by the
/// answer itself, alerts presented from completions and from inside other alerts, resizing,
/// too many buttons.
///
/// Every test runs in both presentations and ends by checking that everything the alerts
/// created was finalized; `meson-helpers/test` runs the suite twice, with animations off and
/// with GTK's default (on) on a real frame clock.
final class AlertLifecycleTests: XCTestCase {
    private let presentations: [AlertPresentation] = [.window, .inWindow]
    @MainActor private var animationSettings: [Bool] { [AlertTestWindow.animatesByDefault] }

    @MainActor private func unsavedChanges(
        _ presentation: AlertPresentation, discard: @escaping @MainActor @Sendable () -> Void = {}
    ) -> Alert {
        Alert(title: "Unsaved changes", message: nil) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Close without saving", role: .destructive, action: discard)
        }.presentation(presentation)
    }

    /// Runs `body` once per presentation and animation setting, with a fresh parent window.
    @MainActor private func eachVariant(
        _ body: @MainActor (AlertPresentation, AlertTestWindow, String) async throws -> Void
    ) async rethrows {
        for animations in animationSettings {
            for presentation in presentations {
                let parent = await AlertTestWindow(animations: animations)
                try await body(presentation, parent, "\(presentation), animations \(animations ? "on" : "off")")
                if !parent.window.isDestroyed { await parent.close() }
            }
        }
    }

    @MainActor private func assertReleased(
        _ handle: AlertHandle, _ variant: String, file: StaticString = #filePath, line: UInt = #line
    ) async {
        let released = await AlertTestWindow.waitUntilReleased(handle)
        XCTAssertTrue(released, "\(variant): objects the alert created are still alive", file: file, line: line)
    }

    // MARK: Closing the parent

    @MainActor func testAnswerSurvivesAButtonActionThatClosesTheWindow() async throws {
        try await eachVariant { presentation, parent, variant in
            let window = parent.window
            var responses: [AlertResponse] = []
            let handle = await parent.present(unsavedChanges(presentation) { window.destroy() }) {
                responses.append($0)
            }
            try XCTUnwrap(handle.button(id: "Close without saving")).click()
            XCTAssertEqual(responses.map(\.role), [.destructive], "\(variant): the answer was lost")
            await assertReleased(handle, variant)
        }
    }

    @MainActor func testClosingTheParentRightAfterTheAnswerIsSafe() async throws {
        try await eachVariant { presentation, parent, variant in
            var responses: [AlertResponse] = []
            let handle = await parent.present(unsavedChanges(presentation)) { responses.append($0) }
            try XCTUnwrap(handle.button(id: "Close without saving")).click()
            // Before the fade-out ends: the "discard changes and close the window" flow.
            parent.window.destroy()
            await TestDisplay.settle(milliseconds: 300)
            XCTAssertEqual(responses.map(\.role), [.destructive], variant)
            await assertReleased(handle, variant)
        }
    }

    /// An in-window card that ends over a window that stays waits a moment, hidden, for screen
    /// readers; one whose window closes has nobody to wait for, and keeping it would keep the
    /// closed window's content alive with it.
    @MainActor func testClosingTheParentFreesAnEndedCardWithoutWaiting() async throws {
        for whenClosed in ["while the card fades out", "once the card has faded"] {
            let parent = await AlertTestWindow(animations: true)
            let handle = await parent.present(unsavedChanges(.inWindow))
            let card = try XCTUnwrap(handle.card).makeWeakReference()
            try XCTUnwrap(handle.button(id: "Cancel")).click()
            if whenClosed == "once the card has faded" {
                await TestDisplay.run(until: { card.widget()?.isVisible == false })
                XCTAssertNotNil(
                    card.widget()?.parent, "the faded card left the tree before its moment for screen readers")
            }
            parent.window.destroy()
            let released = await AlertTestWindow.waitUntilReleased(
                handle, timeoutMilliseconds: AlertMetrics.removalGraceMilliseconds / 2)
            XCTAssertTrue(released, "\(whenClosed): the closed window's card waited for a screen reader")
            await TestDisplay.drainReleases()
        }
    }

    @MainActor func testClosingTheParentWhileUpDismissesAndReleasesEverything() async {
        await eachVariant { presentation, parent, variant in
            var responses: [AlertResponse] = []
            let handle = await parent.present(unsavedChanges(presentation)) { responses.append($0) }
            parent.window.destroy()
            XCTAssertEqual(responses, [.dismissed], variant)
            XCTAssertFalse(handle.isActive, variant)
            await assertReleased(handle, variant)
        }
    }

    @MainActor func testHidingTheParentWhileUpDismissesAndReleasesEverything() async {
        await eachVariant { presentation, parent, variant in
            var responses: [AlertResponse] = []
            // Custom content the app keeps a wrapper of, and a follow-up from the completion.
            var details: Button?
            let alert = Alert(title: "Copy failed") {
                AlertContent.custom {
                    let box = Box(.vertical, spacing: 4)
                    box.append(Label("Custom content"))
                    let button = Button(label: "Details…")
                    box.append(button)
                    let reference = button.makeWeakReference()
                    button.onClick { _ = reference.widget() }
                    details = button
                    return box
                }
            } buttons: {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Retry", role: .suggested)
            }.presentation(presentation)
            // Hidden at once, before the alert's first frame.
            let handle = alert.present(over: parent.nestedButton) { response in
                responses.append(response)
                Alert(title: "Follow-up", message: nil).presentation(.window).present(over: parent.nestedButton) { _ in
                }
            }
            for _ in 0..<3 { MainLoop.iterate() }
            parent.window.isVisible = false
            XCTAssertNotNil(details, "\(variant): the custom content was not built")
            XCTAssertEqual(responses, [.dismissed], variant)
            XCTAssertTrue(parent.content.canReceivePointer, "\(variant): the hidden parent stayed blocked")
            // GTK may keep the card taken out of a hidden window until the window shows again
            // (seen on GTK 4.18 and in the lifecycle fuzzer): judged once it is back.
            parent.window.isVisible = true
            await assertReleased(handle, variant)
        }
    }

    @MainActor func testPresentingOverADestroyedWindowEndsAtOnce() async {
        await eachVariant { presentation, parent, variant in
            parent.window.destroy()
            var responses: [AlertResponse] = []
            let handle = unsavedChanges(presentation).present(over: parent.window) { responses.append($0) }
            XCTAssertEqual(responses, [.dismissed], "\(variant): presenting over a destroyed window never ended")
            XCTAssertFalse(handle.isActive, variant)
            let awaited = await unsavedChanges(presentation).present(over: parent.window)
            XCTAssertEqual(awaited, .dismissed, variant)
        }
    }

    @MainActor func testFollowUpFromACompletionAsTheWindowClosesIsNotAnOrphan() async {
        await eachVariant { presentation, parent, variant in
            let windowsBefore = Window.all.count
            var followUps: [AlertResponse] = []
            var followUp: AlertHandle?
            let anchor = parent.nestedButton
            let handle = await parent.present(unsavedChanges(presentation)) { _ in
                followUp = Alert(title: "Saved a copy", message: nil).presentation(presentation)
                    .present(over: anchor) { followUps.append($0) }
            }
            parent.window.destroy()
            await TestDisplay.settle(milliseconds: 50)
            XCTAssertEqual(followUps, [.dismissed], "\(variant): the follow-up did not end with its window")
            XCTAssertEqual(followUp?.isActive, false, variant)
            XCTAssertEqual(Window.all.count, windowsBefore - 1, "\(variant): a window was left behind")
            await assertReleased(handle, variant)
        }
    }

    // MARK: The alert's own window

    @MainActor func testDestroyingTheAlertsOwnWindowEndsIt() async throws {
        for animations in animationSettings {
            let parent = await AlertTestWindow(animations: animations)
            var responses: [AlertResponse] = []
            let first = await parent.present(unsavedChanges(.window)) { responses.append($0) }
            var secondResponses: [AlertResponse] = []
            let second = unsavedChanges(.window).present(over: parent.nestedButton) { secondResponses.append($0) }
            try XCTUnwrap(first.window).destroy()
            XCTAssertEqual(responses, [.dismissed])
            XCTAssertFalse(first.isActive)
            let shown = await TestDisplay.run(until: { second.isOnScreen })
            XCTAssertTrue(shown, "the next alert stayed queued behind the destroyed one")
            second.dismiss()
            await TestDisplay.run(until: { parent.content.canReceivePointer })
            XCTAssertTrue(parent.content.canReceivePointer, "the parent stayed blocked")
            XCTAssertEqual(secondResponses, [.dismissed])
            await assertReleased(first, "animations \(animations)")
            await assertReleased(second, "animations \(animations)")
            await parent.close()
        }
    }

    @MainActor func testParentlessAlertEndsWhenItsWindowIsDestroyed() async throws {
        TestDisplay.start()
        var responses: [AlertResponse] = []
        let loose = Button(label: "Not in a window")
        let handle = unsavedChanges(.window).present(over: loose) { responses.append($0) }
        await TestDisplay.run(until: { handle.window?.isMapped == true })
        try XCTUnwrap(handle.window).destroy()
        XCTAssertEqual(responses, [.dismissed])
        await assertReleased(handle, "parentless")
    }

    @MainActor func testAnAlertDismissedWhileQueuedNeverShows() async throws {
        try await eachVariant { presentation, parent, variant in
            let first = await parent.present(unsavedChanges(presentation))
            var responses: [AlertResponse] = []
            let queued = unsavedChanges(presentation).present(over: parent.nestedButton) { responses.append($0) }
            queued.dismiss()
            XCTAssertEqual(responses, [.dismissed], variant)
            XCTAssertEqual(
                Alert.presented(over: parent.window).count, 1, "\(variant): the dismissed alert is still queued")
            try XCTUnwrap(first.button(id: "Cancel")).click()
            await TestDisplay.settle(milliseconds: 100)
            XCTAssertFalse(queued.isOnScreen, "\(variant): an alert that had answered showed")
            XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, variant)
            XCTAssertEqual(responses, [.dismissed], variant)
            await assertReleased(first, variant)
        }
    }

    // MARK: Alerts from inside alerts

    @MainActor func testAlertPresentedFromInsideAnInWindowAlertShowsOnTop() async throws {
        try await eachVariant { presentation, parent, variant in
            guard presentation == .inWindow else { return }
            let (outer, details) = await presentAlertWithDetailsButton(over: parent)
            var innerResponses: [AlertResponse] = []
            let inner = Alert(title: "Details", message: "Disk full.").presentation(.inWindow)
                .present(over: details) { innerResponses.append($0) }
            let shown = await TestDisplay.run(until: { (inner.card?.allocatedWidth ?? 0) > 1 })
            XCTAssertTrue(shown, "\(variant): the nested alert waited behind the one it came from")
            do {
                let innerCard = try XCTUnwrap(inner.card)
                let outerCard = try XCTUnwrap(outer.card)
                XCTAssertFalse(outerCard.canTarget, "\(variant): the outer alert stayed clickable")
                XCTAssertTrue(innerCard.isMapped && outerCard.isMapped, variant)
                inner.confirm()
                XCTAssertEqual(innerResponses.map(\.buttonID), ["ok"], variant)
                XCTAssertTrue(outer.isActive, variant)
                await TestDisplay.run(until: { outerCard.canTarget })
                XCTAssertTrue(outerCard.canTarget, "\(variant): the outer alert stayed blocked")
            }
            outer.dismiss()
            await TestDisplay.run(until: { parent.content.canReceivePointer })
            XCTAssertTrue(parent.content.canReceivePointer, variant)
            await assertReleased(inner, variant)
            await assertReleased(outer, variant)
        }
    }

    @MainActor func testEndingTheOuterAlertEndsTheNestedOne() async throws {
        let parent = await AlertTestWindow()
        let (outer, details) = await presentAlertWithDetailsButton(over: parent)
        var innerResponses: [AlertResponse] = []
        let inner = Alert(title: "Details", message: nil).presentation(.inWindow)
            .present(over: details) { innerResponses.append($0) }
        await TestDisplay.run(until: { inner.isOnScreen })
        outer.dismiss()
        XCTAssertEqual(innerResponses, [.dismissed])
        await TestDisplay.run(until: { parent.content.canReceivePointer })
        XCTAssertTrue(parent.content.canReceivePointer)
        await assertReleased(inner, "nested")
        await parent.close()
    }

    /// An error over an in-window alert offers "Sign In Again", whose action asks for the
    /// password over the widget the error was presented over: the question shows over the
    /// first alert, instead of ending with the error it came from.
    @MainActor func testAFollowUpAskedByAnEndingNestedAlertShowsWhereItWasAsked() async throws {
        for animations in animationSettings {
            let parent = await AlertTestWindow(animations: animations)
            let (outer, details) = await presentAlertWithDetailsButton(over: parent)
            var signInResponses: [AlertResponse] = []
            var signIn: AlertHandle?
            let error = Alert(title: "Session expired", message: nil) {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Sign In Again", id: "again") {
                    signIn = Alert(title: "Sign in", message: nil) {
                        AlertButton("Cancel", role: .cancel)
                        AlertButton("Sign In", id: "sign-in", role: .suggested)
                    }.presentation(.inWindow).present(over: details) { signInResponses.append($0) }
                }
            }.presentation(.inWindow).present(over: details) { _ in }
            await TestDisplay.run(until: { error.isOnScreen })
            try XCTUnwrap(error.button(id: "again")).click()
            let question = try XCTUnwrap(signIn)
            await TestDisplay.run(until: { question.isOnScreen })
            XCTAssertEqual(signInResponses, [], "animations \(animations): the follow-up ended unseen")
            XCTAssertTrue(question.isOnScreen, "animations \(animations)")
            XCTAssertTrue(outer.isOnScreen, "animations \(animations): the first alert went")
            try XCTUnwrap(question.button(id: "sign-in")).click()
            XCTAssertEqual(signInResponses.map(\.buttonID), ["sign-in"], "animations \(animations)")
            XCTAssertTrue(outer.isActive, "animations \(animations)")
            outer.dismiss()
            await parent.close()
        }
    }

    @MainActor func testSwappingANestedAlertRestylesItsDim() async throws {
        let parent = await AlertTestWindow()
        let (outer, details) = await presentAlertWithDetailsButton(over: parent)
        let blue = AlertStyle(dimColor: AlertColor(red: 0, green: 0, blue: 200), dimOpacity: 0.2)
        let inner = Alert(title: "Details", message: nil).presentation(.inWindow)
            .style(blue).present(over: details) { _ in }
        await TestDisplay.run(until: { inner.isOnScreen })
        let host = try XCTUnwrap(AlertHost.existingHost(for: parent.window))
        XCTAssertEqual(host.dims.count, 2)
        let dim = try XCTUnwrap(host.dims.last)
        let red = AlertStyle(dimColor: AlertColor(red: 200, green: 0, blue: 0), dimOpacity: 0.6)
        let before = AlertStylesheet.installed(on: parent.window.display).acquireClass(for: blue)
        let after = AlertStylesheet.installed(on: parent.window.display).acquireClass(for: red)
        XCTAssertEqual(
            inner.update(Alert(title: "More details", message: nil).presentation(.inWindow).style(red)), .swapped)
        await TestDisplay.settle()
        XCTAssertEqual(dim.opacity, 0.6, accuracy: 0.01, "the nested dim keeps the old opacity")
        XCTAssertTrue(after.map(dim.hasCSSClass) ?? false, "the nested dim lacks the new style's class")
        XCTAssertFalse(before.map(dim.hasCSSClass) ?? true, "the nested dim keeps the old style's class")
        // The test's own holds on the two classes, taken only to learn their names.
        AlertStylesheet.installed(on: parent.window.display).release(blue)
        AlertStylesheet.installed(on: parent.window.display).release(red)
        outer.dismiss()
        await parent.close()
    }

    @MainActor func testHidingTheParentUnderTwoNestedAlertsReleasesTheTopCard() async {
        // GTK 4.8 keeps a reference to a removed widget that held the focus until the window's
        // next frame; a hidden window has none, and the nested alert below, taking the focus
        // back and then removed too, overwrote that reference without releasing it.
        for animations in [false, true] {
            let variant = "animations \(animations ? "on" : "off")"
            let parent = await AlertTestWindow(animations: animations)
            let (outer, details) = await presentAlertWithDetailsButton(over: parent)
            var nested: [AlertHandle] = []
            for title: AlertText in ["Details", "More details"] {
                let handle = Alert(title: title, message: "Disk full.").presentation(.inWindow)
                    .present(over: details) { _ in }
                await TestDisplay.run(until: { (handle.card?.allocatedWidth ?? 0) > 1 })
                nested.append(handle)
            }
            // No wrapper of a card kept here: it would hold the card.
            XCTAssertEqual(nested.last?.card?.containsFocus, true, "\(variant): the top alert did not take the focus")
            parent.window.isVisible = false
            XCTAssertFalse(
                outer.isActive || nested.contains(where: \.isActive), "\(variant): an alert outlived the hiding")
            await parent.close()
            for (index, handle) in nested.enumerated() {
                await assertReleased(handle, "\(variant), nested \(index + 1)")
            }
            await assertReleased(outer, variant)
        }
    }

    /// Presents an in-window "Copy failed" alert whose content holds a "Details…" button,
    /// for nested alerts to be presented over.
    @MainActor private func presentAlertWithDetailsButton(over parent: AlertTestWindow) async -> (AlertHandle, Button) {
        let details = Button(label: "Details…")
        let outer = await parent.present(
            Alert(title: "Copy failed") {
                AlertContent.custom { details }
            } buttons: {
                AlertButton("OK", role: .suggested)
            }.presentation(.inWindow))
        return (outer, details)
    }

    // MARK: Memory with animations on

    @MainActor func testEveryCardIsFreedWithAnimationsOn() async throws {
        let parent = await AlertTestWindow(animations: true)
        for presentation in presentations {
            var handles: [AlertHandle] = []
            for _ in 0..<10 {
                let handle = await parent.present(unsavedChanges(presentation))
                try XCTUnwrap(handle.button(id: "Cancel")).click()
                handles.append(handle)
            }
            for handle in handles { await assertReleased(handle, "\(presentation)") }
        }
        await parent.close()
    }

    // MARK: Size

    @MainActor func testCardFollowsTheParentWhenItShrinks() async throws {
        for animations in animationSettings {
            let parent = await AlertTestWindow(width: 900, height: 500, animations: animations)
            let handle = await parent.present(unsavedChanges(.inWindow))
            do {
                let card = try XCTUnwrap(handle.card)
                XCTAssertGreaterThanOrEqual(card.allocatedWidth, AlertStyle.standard.minimumWidth)
                parent.window.setDefaultSize(width: 360, height: 500)
                await TestDisplay.run(until: { parent.window.allocatedWidth == 360 && card.allocatedWidth < 360 })
                await TestDisplay.nextFrame(of: card)
                let bounds = try XCTUnwrap(card.bounds(relativeTo: parent.window))
                XCTAssertGreaterThanOrEqual(bounds.x, 0, "animations \(animations)")
                XCTAssertLessThanOrEqual(
                    bounds.x + bounds.width, Double(parent.window.allocatedWidth),
                    "animations \(animations): the card is wider than its window")
            }
            handle.dismiss()
            await assertReleased(handle, "animations \(animations)")
            await parent.close()
        }
    }

    @MainActor func testFiftyButtonsStayOnScreenAndScroll() async throws {
        let alert = Alert(title: "Pick one") {
            AlertContent.text("Many choices.")
        } buttons: {
            for index in 1...50 { AlertButton("Choice \(index)") }
        }
        try await eachVariant { presentation, parent, variant in
            let handle = await parent.present(alert.presentation(presentation))
            do {
                let card = try XCTUnwrap(handle.card)
                await TestDisplay.nextFrame(of: card)
                if presentation == .inWindow {
                    XCTAssertLessThanOrEqual(
                        card.allocatedHeight, parent.window.allocatedHeight,
                        "\(variant): the card is taller than its window")
                } else {
                    let window = try XCTUnwrap(handle.window)
                    let monitor = try XCTUnwrap(window.monitorSize)
                    XCTAssertLessThanOrEqual(
                        window.allocatedHeight, monitor.height,
                        "\(variant): the alert window is taller than the monitor")
                }
                // The last button can be reached: Tab takes it into view, and it takes clicks.
                let last = try XCTUnwrap(handle.buttons.last)
                XCTAssertTrue(last.grabFocus(), variant)
                XCTAssertTrue(last.canTarget && last.isMapped, variant)
                last.click()
            }
            XCTAssertFalse(handle.isActive, variant)
            await assertReleased(handle, variant)
        }
    }

    @MainActor func testAHundredKilobyteMessageShowsInItsOwnScrolledView() async throws {
        let sentence = "The quick brown fox jumps over the lazy dog, and the log goes on. "
        let long = String(repeating: sentence, count: 100_000 / sentence.utf8.count + 1)
        try await eachVariant { presentation, parent, variant in
            let handle = await parent.present(Alert(title: "Log", message: AlertText(long)).presentation(presentation))
            do {
                let card = try XCTUnwrap(handle.card)
                await TestDisplay.nextFrame(of: card)
                let views = card.descendants.filter { $0.hasCSSClass("alert-long-text") }
                XCTAssertEqual(views.count, 1, "\(variant): the long message is not in a text view")
                XCTAssertEqual(views.first.flatMap(TextView.wrapping)?.text.count, long.count, variant)
                let window = handle.window ?? parent.window
                XCTAssertLessThanOrEqual(card.allocatedHeight, window.allocatedHeight, variant)
            }
            handle.dismiss()
            await assertReleased(handle, variant)
        }
    }

    // MARK: Numbers past GTK's range

    @MainActor func testHugeNumbersAreClampedNotTrapped() async {
        let parent = await AlertTestWindow()
        let huge = Alert(
            title: "Huge",
            content: {
                AlertContent.image(.icon("dialog-information-symbolic", pixelSize: .max))
                AlertContent.image(.data([1, 2, 3], width: .max, height: .min))
            }
        ).style(
            AlertStyle(
                cornerRadius: .max, padding: .max / 2, minimumWidth: .max, maximumWidth: .max,
                maximumContentHeight: .max))
        for presentation in presentations {
            let handle = await parent.present(huge.presentation(presentation).onContentError { _ in })
            XCTAssertTrue(handle.isOnScreen)
            handle.dismiss()
        }
        let label = Label("x")
        label.setSizeRequest(width: .max, height: .min)
        label.setMargins(top: .max, bottom: .min, start: 0, end: 0)
        XCTAssertEqual(label.measure(.horizontal, forSize: .max).minimum >= 0, true)
        MainLoop.schedule(afterMilliseconds: .max) {}.cancel()
        await parent.close()
    }

    // MARK: Styles

    @MainActor func testComputedStylesDoNotGrowTheStylesheet() async {
        let parent = await AlertTestWindow()
        for index in 0..<40 {
            let style = AlertStyle(cornerRadius: index, padding: 10 + index)
            let handle = await parent.present(unsavedChanges(.inWindow).style(style))
            handle.dismiss()
            await TestDisplay.run(until: { !handle.isFading })
        }
        XCTAssertLessThanOrEqual(
            alertStyleRuleCount(on: parent.window.display), 2, "rules of styles no alert uses are kept")
        await parent.close()
    }
}
