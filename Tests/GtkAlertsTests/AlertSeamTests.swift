import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

@testable import GtkAlerts

/// Where two features meet: updates and buttons, disabled buttons and the focus, swaps and
/// cancellation, progress and questions, the queue and updates, the checks of `init` and the
/// public storage, style values.
///
/// Each test was written against a defect seen at that seam.
final class AlertSeamTests: XCTestCase {
    private let presentations: [AlertPresentation] = [.window, .inWindow]

    @MainActor private func shownLabels(_ handle: AlertHandle) -> [String?] {
        handle.buttons.map { $0.child.flatMap(Label.wrapping)?.text }
    }

    // MARK: Updates and buttons

    @MainActor func testAReorderingUpdateMovesTheButtonsAndEachAnswersForWhatItShows() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var responses: [AlertResponse] = []
            let handle = await parent.present(
                Alert(title: "Unsaved changes", message: nil) {
                    AlertButton("_Keep")
                    AlertButton("_Discard", role: .destructive)
                }.presentation(presentation)
            ) { responses.append($0) }
            let keep = try XCTUnwrap(handle.button(id: "Keep"))
            keep.grabFocus()
            let reordered = Alert(title: "Unsaved changes", message: nil) {
                AlertButton("_Discard", role: .destructive)
                AlertButton("_Keep")
            }.presentation(presentation)
            XCTAssertEqual(handle.update(reordered), .inPlace, "\(presentation)")
            XCTAssertEqual(shownLabels(handle), ["Discard", "Keep"], "\(presentation): the screen kept the old order")
            XCTAssertTrue(handle.buttons[0].hasCSSClass("destructive"), "\(presentation)")
            XCTAssertFalse(handle.buttons[1].hasCSSClass("destructive"), "\(presentation): Keep wears Discard's style")
            XCTAssertTrue(handle.buttons[1].isSameObject(as: keep), "\(presentation): Keep lost its widget")
            XCTAssertTrue(keep.hasFocus, "\(presentation): the focus moved to another answer")

            // Renamed and replaced: [Discard, Keep] → [Keep, Later]; Later is new, Discard goes.
            let renamed = Alert(title: "Unsaved changes", message: nil) {
                AlertButton("_Keep editing", id: "Keep")
                AlertButton("_Later")
            }.presentation(presentation)
            XCTAssertEqual(handle.update(renamed), .inPlace)
            XCTAssertEqual(shownLabels(handle), ["Keep editing", "Later"], "\(presentation)")
            XCTAssertNil(handle.button(id: "Discard"))
            XCTAssertFalse(handle.buttons.contains { $0.hasCSSClass("destructive") }, "\(presentation)")
            try XCTUnwrap(handle.button(id: "Later")).click()
            XCTAssertEqual(responses.map(\.buttonID), ["Later"], "\(presentation): the click answered another button")
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    @MainActor func testClickingAfterAnUpdateThatShiftsIdsAnswersTheClickedButton() async throws {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let handle = await parent.present(
            Alert(title: "Pick", message: nil) {
                AlertButton("Alpha")
                AlertButton("Beta")
            }.presentation(.inWindow)
        ) { response = $0 }
        let updated = Alert(title: "Pick", message: nil) {
            AlertButton("Beta")
            AlertButton("Gamma")
        }.presentation(.inWindow)
        XCTAssertEqual(handle.update(updated), .inPlace)
        XCTAssertEqual(shownLabels(handle), ["Beta", "Gamma"])
        handle.buttons[0].click()
        XCTAssertEqual(response?.buttonID, "Beta")
        await parent.close()
    }

    // MARK: Disabled buttons and the focus

    @MainActor func testWithEveryButtonDisabledTheCardTakesTheFocusFromTheParent() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let entry = Entry()
            parent.content.append(entry)
            await TestDisplay.settle()
            XCTAssertTrue(entry.grabFocus())
            var responses: [AlertResponse] = []
            let handle = await parent.present(
                Alert(title: "Please wait", message: nil) {
                    AlertButton("Cancel", role: .cancel, isEnabled: false)
                }.presentation(presentation)
            ) { responses.append($0) }
            await TestDisplay.settle()
            let card = try XCTUnwrap(handle.card)
            let window = try XCTUnwrap(handle.window ?? parent.window)
            let focused = try XCTUnwrap(window.focusedWidget, "\(presentation): no widget has the focus")
            XCTAssertTrue(focused.isDescendant(of: card), "\(presentation): the focus stayed behind the dim")
            if presentation == .inWindow {
                // (A `.window` alert's window takes the keys; the parent keeps its focus widget.)
                XCTAssertFalse(entry.containsFocus, "\(presentation): typing would reach the parent")
            }

            handle.setEnabled(true, forButton: "Cancel")
            XCTAssertTrue(
                try XCTUnwrap(handle.button(id: "Cancel")).hasFocus, "\(presentation): Cancel did not get the focus")
            handle.cancel()
            await TestDisplay.run(until: { !responses.isEmpty })
            XCTAssertEqual(responses.map(\.role), [.cancel], "\(presentation)")
            await parent.close()
        }
    }

    // MARK: The block and the app's layers

    @MainActor func testTheAppsOwnLayersAreBlockedWhileAnAlertIsUp() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let undo = Button(label: "Undo")
            undo.horizontalAlignment = .center
            undo.verticalAlignment = .end
            let layers = try XCTUnwrap(parent.window.layers)
            layers.addLayer(undo)
            await TestDisplay.settle()
            XCTAssertTrue(undo.canReceivePointer && undo.canReceiveFocus)
            let handle = await parent.present(Alert(title: "Delete?", message: nil).presentation(presentation))
            XCTAssertFalse(undo.canReceivePointer, "\(presentation): the toast's button takes clicks")
            XCTAssertFalse(undo.canReceiveFocus, "\(presentation): Tab reaches the toast's button")
            handle.dismiss()
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty && undo.canReceivePointer })
            XCTAssertTrue(undo.canReceivePointer && undo.canReceiveFocus, "\(presentation): the layer stayed blocked")
            await parent.close()
        }
    }

    // MARK: Swaps and cancellation

    @MainActor func testCancellingTheTaskDismissesWhatASwapThroughAnotherHandleShows() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let alert = Alert(title: "Syncing", message: nil) { AlertButton("OK") }.presentation(presentation)
            let task = Task { @MainActor in await alert.present(over: parent.nestedButton) }
            await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
            let other = try XCTUnwrap(Alert.presented(over: parent.window).first)
            XCTAssertEqual(other.update(alert.id("another identity")), .swapped)
            await TestDisplay.run(until: { other.isOnScreen && !other.isFading })
            task.cancel()
            let response = await task.value
            XCTAssertEqual(response, .dismissed, "\(presentation)")
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
            XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "\(presentation): the replacement stayed up")
            XCTAssertFalse(other.isActive)
            await parent.close()
        }
    }

    // MARK: Progress and questions

    @MainActor func testAQuestionFromInsideARunningOperationShowsOnTopOfItsProgress() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let (progress, working, question) = exportAskingToReplace(presentation)
            let nestedButton = parent.nestedButton
            let task = Task { @MainActor in
                try await working.run(over: nestedButton, progress: progress) { _ in
                    await question.present(over: nestedButton)
                }
            }
            let shown = await TestDisplay.run(until: {
                let handles = Alert.presented(over: parent.window)
                return handles.count == 2 && handles[0].isOnScreen && !handles[0].isFading
            })
            XCTAssertTrue(shown, "\(presentation): the question waits behind the progress alert")
            let top = try XCTUnwrap(Alert.presented(over: parent.window).first)
            XCTAssertEqual(top.titleLabel?.text, "Replace report.pdf?")
            try XCTUnwrap(top.button(id: "Replace")).click()
            let answer = try await task.value
            XCTAssertEqual(answer.buttonID, "Replace", "\(presentation)")
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
            XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "\(presentation): an alert stayed up")
            await parent.close()
        }
    }

    @MainActor func testAQuestionAskedWhileTheProgressAlertWaitsShowsOnTopOfItWhenItsTurnComes() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let first = await parent.present(Alert(title: "Unrelated", message: nil).presentation(presentation))
            let (progress, working, question) = exportAskingToReplace(presentation)
            let nestedButton = parent.nestedButton
            // The operation starts while its progress alert still waits behind "Unrelated".
            let task = Task { @MainActor in
                try await working.run(over: nestedButton, progress: progress) { _ in
                    await question.present(over: nestedButton)
                }
            }
            await TestDisplay.run(until: { Alert.presented(over: parent.window).count == 3 })
            XCTAssertEqual(Alert.presented(over: parent.window).count, 3, "\(presentation)")
            first.dismiss()
            let shown = await TestDisplay.run(until: {
                let handles = Alert.presented(over: parent.window)
                return handles.count == 2 && handles.allSatisfy(\.isOnScreen) && !handles[0].isFading
            })
            XCTAssertTrue(shown, "\(presentation): the question stays queued behind its own progress alert")
            let top = try XCTUnwrap(Alert.presented(over: parent.window).first)
            XCTAssertEqual(top.titleLabel?.text, "Replace report.pdf?", "\(presentation)")
            try XCTUnwrap(top.button(id: "Replace")).click()
            let answer = try await task.value
            XCTAssertEqual(answer.buttonID, "Replace", "\(presentation)")
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
            XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "\(presentation): an alert stayed up")
            await parent.close()
        }
    }

    @MainActor func testClosingTheWindowBacksOutOfTheAlertAndKeepsTheWindowAsAdwaitaDoes() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let alert = Alert(title: "Discard the draft?", message: nil) {
                AlertButton("Keep", role: .cancel)
                AlertButton("Discard", role: .destructive)
            }.presentation(presentation)
            var responses: [AlertResponse] = []
            let handle = alert.present(over: parent.nestedButton) { responses.append($0) }
            let waiting = Alert(title: "Next", message: nil).present(over: parent.nestedButton) { _ in }
            await TestDisplay.run(until: { handle.isOnScreen && !handle.isFading })
            // The window's own close button is out of reach: its title bar takes no clicks.
            let titlebar = try XCTUnwrap(parent.window.titlebar)
            XCTAssertFalse(titlebar.canReceivePointer, "\(presentation): the title bar takes clicks")
            parent.window.close()
            XCTAssertEqual(responses.map(\.buttonID), ["Keep"], "\(presentation): closing did not back out")
            XCTAssertFalse(parent.window.isDestroyed || !parent.window.isVisible, "\(presentation): the window closed")
            // The next alert in the queue shows; a close with it up backs out of it in turn.
            await TestDisplay.run(until: { waiting.isOnScreen })
            parent.window.close()
            XCTAssertFalse(waiting.isActive, "\(presentation)")
            XCTAssertTrue(parent.window.isVisible, "\(presentation): the window closed with an alert up")
            // With no alert up, closing closes.
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
            parent.window.close()
            XCTAssertTrue(
                parent.window.isDestroyed || !parent.window.isVisible, "\(presentation): the window stays open")
            await parent.close()
        }
    }

    @MainActor func testAButtonWhoseActionClosesTheWindowClosesItAndAnswersForItself() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let window = parent.window
            let alert = Alert(title: "Close the window?", message: nil) {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Close without saving", id: "discard", role: .destructive) { window.close() }
            }.presentation(presentation)
            var responses: [AlertResponse] = []
            let handle = alert.present(over: parent.nestedButton) { responses.append($0) }
            await TestDisplay.run(until: { handle.isOnScreen && !handle.isFading })
            try XCTUnwrap(handle.button(id: "discard")).click()
            XCTAssertEqual(responses.map(\.buttonID), ["discard"], "\(presentation)")
            XCTAssertTrue(window.isDestroyed || !window.isVisible, "\(presentation): the window stayed open")
            await parent.close()
        }
    }

    /// A progress alert for an export, and the question its operation asks.
    @MainActor private func exportAskingToReplace(_ presentation: AlertPresentation) -> (AlertProgress, Alert, Alert) {
        let progress = AlertProgress()
        let working = Alert(title: "Exporting") {
            AlertContent.progress(progress)
        } buttons: {
            AlertButton("Cancel", role: .cancel)
        }.presentation(presentation)
        let question = Alert(title: "Replace report.pdf?", message: nil) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Replace", role: .destructive)
        }.presentation(presentation)
        return (progress, working, question)
    }

    // MARK: The queue and updates

    @MainActor func testAWaitingAlertUpdatedToAnotherIdentityKeepsItsPlaceInTheQueue() async throws {
        let parent = await AlertTestWindow()
        let first = await parent.present(Alert(title: "A", message: nil))
        let second = Alert(title: "B", message: nil).present(over: parent.nestedButton) { _ in }
        _ = Alert(title: "C", message: nil).present(over: parent.nestedButton) { _ in }
        XCTAssertEqual(second.update(Alert(title: "B′", message: nil).id("new identity")), .inPlace)
        let titles = Alert.presented(over: parent.window).map { $0.presenter.alert.title?.plainText }
        XCTAssertEqual(titles, ["A", "B′", "C"], "the updated alert went to the back of the queue")
        first.dismiss()
        await TestDisplay.run(until: { second.isOnScreen })
        XCTAssertEqual(second.titleLabel?.text, "B′")
        await parent.close()
    }

    @MainActor func testASwappedAlertStaysOnScreenAheadOfTheWaitingOnes() async throws {
        let parent = await AlertTestWindow()
        let shown = await parent.present(Alert(title: "A", message: nil).presentation(.inWindow))
        _ = Alert(title: "B", message: nil).present(over: parent.nestedButton) { _ in }
        XCTAssertEqual(shown.update(Alert(title: "A′", message: nil).id("other").presentation(.inWindow)), .swapped)
        let titles = Alert.presented(over: parent.window).map { $0.presenter.alert.title?.plainText }
        XCTAssertEqual(titles, ["A′", "B"], "the replacement went behind the waiting alert")
        await TestDisplay.run(until: { shown.isOnScreen && !shown.isFading })
        XCTAssertEqual(shown.titleLabel?.text, "A′")
        await parent.close()
    }

    // MARK: The checks of init and the public storage

    @MainActor func testButtonsAndFieldsAddedThroughTheStorageAreCheckedWhenPresented() async throws {
        let parent = await AlertTestWindow()
        var errors: [AlertContentError] = []
        var alert = Alert(title: "Save?") {
            AlertContent.textField(AlertTextField(placeholder: "name"))
        } buttons: {
            AlertButton("Save", role: .suggested)
        }.onContentError { errors.append($0) }.presentation(.inWindow)
        alert.buttons.append(AlertButton("Save"))
        alert.content.append(.textField(AlertTextField(placeholder: "name", initialText: "second")))
        var response: AlertResponse?
        let handle = await parent.present(alert) { response = $0 }
        XCTAssertEqual(
            errors,
            [.duplicateButtonID(id: "Save", shownAs: "Save 2"), .duplicateFieldID(id: "name", shownAs: "name 2")])
        XCTAssertEqual(handle.buttons.count, 2)
        XCTAssertEqual(handle.entry(id: "name 2")?.text, "second")
        handle.entry?.text = "first"
        try XCTUnwrap(handle.button(id: "Save 2")).click()
        XCTAssertEqual(response?.buttonID, "Save 2", "the answer cannot tell the two buttons apart")
        XCTAssertEqual(response?.texts, ["name": "first", "name 2": "second"], "the two texts cannot be told apart")
        await parent.close()
    }

    // MARK: The theme while an alert is up

    @MainActor func testAShownAlertFollowsASwitchToDarkAndBack() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let settings = parent.window.display.settings
            defer { settings.prefersDarkTheme = false }
            let handle = await parent.present(Alert(title: "Switch", message: nil).presentation(presentation))
            let card = try XCTUnwrap(handle.card)
            let dim = try XCTUnwrap(parent.window.layers?.children.first { $0.hasCSSClass("alert-dim") })
            let lightOpacity = dim.opacity
            XCTAssertFalse(card.hasCSSClass("dark"))
            settings.prefersDarkTheme = true
            await TestDisplay.settle()
            XCTAssertTrue(card.hasCSSClass("dark"), "\(presentation): the card kept its light look")
            XCTAssertEqual(dim.opacity, AlertStyle.defaultDarkDimOpacity, accuracy: 0.01, "\(presentation)")
            settings.prefersDarkTheme = false
            await TestDisplay.settle()
            XCTAssertFalse(card.hasCSSClass("dark"), "\(presentation): the card kept its dark look")
            XCTAssertEqual(dim.opacity, lightOpacity, accuracy: 0.01, "\(presentation)")
            handle.dismiss()
            await parent.close()
        }
    }

    // MARK: The shell's dim and ours

    /// Where the shell dims the parent of a modal dialog (GNOME Shell), an alert in a window of
    /// its own leaves the parent to it, still blocked; an in-window alert, which the shell
    /// knows nothing of, dims as before.
    @MainActor func testAShellThatDimsParentsLeavesWindowAlertsUndimmedByUs() async throws {
        AlertLook.shellDimsParents = true
        defer { AlertLook.shellDimsParents = DesktopShell.dimsParentsOfModalDialogs }
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let handle = await parent.present(
                Alert(title: "Delete?", message: nil).style(AlertStyle(dimOpacity: 0.5)).presentation(presentation))
            await TestDisplay.run(until: { !handle.isFading })
            let dim = try XCTUnwrap(parent.window.layers?.children.first { $0.hasCSSClass("alert-dim") })
            XCTAssertEqual(dim.opacity, presentation == .window ? 0 : 0.5, accuracy: 0.01, "\(presentation)")
            XCTAssertFalse(parent.content.canReceivePointer, "\(presentation): the parent is not blocked")
            handle.dismiss()
            await parent.close()
        }
    }

    /// The shell dims only on GNOME, and only while it attaches modal dialogs.
    @MainActor func testTheShellDimsOnlyOnGNOMEAttachingModalDialogs() {
        let decide = DesktopShell.dimsParentsOfModalDialogs(currentDesktops:attachesModalDialogs:)
        XCTAssertTrue(decide("GNOME", { true }))
        XCTAssertTrue(decide("ubuntu:GNOME", { true }))
        XCTAssertTrue(decide("GNOME-Classic:GNOME", { true }))
        XCTAssertFalse(decide("GNOME", { false }))
        XCTAssertFalse(decide("GNOME", { nil }), "no mutter schema: no shell known to dim")
        XCTAssertFalse(decide("GNOME-Flashback:GNOME", { true }), "Metacity does not dim")
        XCTAssertFalse(decide("KDE", { true }))
        XCTAssertFalse(decide(nil, { true }))
        var asked = false
        _ = decide("XFCE") {
            asked = true
            return true
        }
        XCTAssertFalse(asked, "mutter's setting was read outside GNOME")
    }

    // MARK: Style values

    @MainActor func testColourComponentsAreClampedWhereverTheyAreSet() async throws {
        var style = AlertStyle()
        style.dimColor.red = .nan
        style.dimColor.green = .infinity
        style.dimColor.blue = -3
        style.dimColor.alpha = .infinity
        XCTAssertEqual(style.dimColor, AlertColor(red: 0, green: 1, blue: 0, alpha: 1))
        style.dimColor.alpha = 0
        XCTAssertEqual(style.dimColor.opaque.css, "rgba(0, 255, 0, 1.0)", "the dim's alpha is ignored")
        let parent = await AlertTestWindow()
        let handle = await parent.present(Alert(title: "Green", message: nil).style(style).presentation(.inWindow))
        XCTAssertTrue(handle.isOnScreen)
        handle.dismiss()
        await parent.close()
    }
}
