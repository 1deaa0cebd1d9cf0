import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

private enum SessionAlert: AlertState {
    case signingOut(seconds: Int)
    case signedOut

    var alert: Alert {
        switch self {
        case .signingOut(let seconds):
            Alert(title: "Signing out in \(seconds) s…", message: "Unsaved work will be lost.") {
                AlertButton("Cancel", role: .cancel)
            }.id("signing-out")
        case .signedOut:
            Alert(title: "Signed out", message: nil)
        }
    }
}

/// Buttons enabled from state, and shown alerts updated in place, in both presentations.
final class AlertLiveTests: XCTestCase {
    private let presentations: [AlertPresentation] = [.window, .inWindow]

    private func nameAlert(_ presentation: AlertPresentation, title: String = "Insert item name") -> Alert {
        Alert(title: AlertText(stringLiteral: title)) {
            AlertContent.text("Give the item a name.")
            AlertContent.textField(AlertTextField(placeholder: "item name") { $0.count > 10 ? "Too long" : nil })
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Done", role: .suggested).enabled { !$0.isEmpty && $0.count <= 10 }
        }.id("name").presentation(presentation)
    }

    // MARK: Enabled state

    @MainActor func testDisabledAtCreationRefusesClickAndEnterUntilEnabledFromCode() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var response: AlertResponse?
            var pressed = false
            let alert = Alert(title: "Save?", message: nil) {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Save", role: .suggested) { pressed = true }.disabled()
            }.presentation(presentation)
            let handle = await parent.present(alert) { response = $0 }
            let save = try XCTUnwrap(handle.button(id: "Save"))
            XCTAssertFalse(save.isSensitive, "\(presentation): a disabled button must be insensitive")
            XCTAssertEqual(handle.isEnabled(button: "Save"), false)
            XCTAssertFalse(save.hasFocus, "\(presentation): focus went to a disabled button")

            save.click()
            handle.confirm()  // Enter
            await TestDisplay.settle()
            XCTAssertNil(response, "\(presentation): a disabled button answered")
            XCTAssertFalse(pressed)
            XCTAssertTrue(handle.isOnScreen)

            handle.setEnabled(true, forButton: "Save")
            XCTAssertTrue(save.isSensitive)
            handle.setEnabled(false, forButton: "Save")
            XCTAssertFalse(save.isSensitive)
            handle.setEnabled(true, forButton: "Save")
            handle.confirm()
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response?.buttonID, "Save")
            XCTAssertTrue(pressed)
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    @MainActor func testEnabledFromTheTextOnEveryChange() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var response: AlertResponse?
            let handle = await parent.present(nameAlert(presentation)) { response = $0 }
            let entry = try XCTUnwrap(handle.entry)
            let done = try XCTUnwrap(handle.button(id: "Done"))
            XCTAssertFalse(done.isSensitive, "\(presentation): Done enabled with an empty field")

            entry.emit("activate")  // Enter in the empty field.
            handle.confirm()
            await TestDisplay.settle()
            XCTAssertNil(response, "\(presentation): Enter answered while Done was disabled")
            XCTAssertNil(handle.entryError, "a refused press must not validate")

            entry.text = "Milk"
            XCTAssertTrue(done.isSensitive, "\(presentation): Done stayed disabled with text")
            entry.text = "Far too long a name"
            XCTAssertFalse(done.isSensitive, "\(presentation): Done enabled for text the validator refuses")
            done.click()
            await TestDisplay.settle()
            XCTAssertNil(response)

            // From code, off: the text rule alone no longer enables it.
            entry.text = "Milk"
            handle.setEnabled(false, forButton: "Done")
            entry.text = "Bread"
            XCTAssertFalse(done.isSensitive, "\(presentation): code's disable lost on a text change")
            handle.setEnabled(true, forButton: "Done")
            XCTAssertTrue(done.isSensitive)

            entry.emit("activate")
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response, .button(id: "Done", role: .suggested, texts: ["item name": "Bread"]))
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    /// As AdwAlertDialog's close response: Escape backs out even when Cancel is disabled.
    @MainActor func testEscapeStillCancelsWhenTheCancelButtonIsDisabled() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var response: AlertResponse?
            let alert = Alert(title: "Quit?", message: nil) {
                AlertButton("Stay", role: .cancel, isEnabled: false)
                AlertButton("Quit", role: .destructive)
            }.presentation(presentation)
            let handle = await parent.present(alert) { response = $0 }
            let stay = try XCTUnwrap(handle.button(id: "Stay"))
            XCTAssertFalse(stay.isSensitive)
            stay.click()
            await TestDisplay.settle()
            XCTAssertNil(response, "\(presentation): a click reached a disabled Cancel")
            handle.cancel()
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response, .button(id: "Stay", role: .cancel, texts: [:]))
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    // MARK: In-place updates

    @MainActor func testUpdateInPlaceKeepsTheCardTheEntryAndTheFocus() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var response: AlertResponse?
            let handle = await parent.present(nameAlert(presentation)) { response = $0 }
            // Scoped: the test's own references to widgets must go before the leak check.
            do {
                let card = try XCTUnwrap(handle.card)
                let entry = try XCTUnwrap(handle.entry)
                await TestDisplay.run(until: { entry.containsFocus })
                entry.text = "Groceries"
                entry.cursorPosition = 3
                let done = try XCTUnwrap(handle.button(id: "Done"))
                XCTAssertTrue(done.isSensitive)

                let updated = Alert(title: "Rename the list") {
                    AlertContent.text("The old name was taken.")
                    AlertContent.textField(AlertTextField(placeholder: "list name"))
                } buttons: {
                    AlertButton("Keep", role: .cancel)
                    AlertButton("Rename", role: .destructive, isEnabled: false)
                }.id("name").presentation(presentation)
                XCTAssertEqual(handle.update(updated), .inPlace)

                XCTAssertTrue(
                    try XCTUnwrap(handle.card).isSameObject(as: card), "\(presentation): the card was rebuilt")
                XCTAssertTrue(try XCTUnwrap(handle.entry).isSameObject(as: entry))
                XCTAssertEqual(entry.text, "Groceries", "\(presentation): the entry lost its text")
                XCTAssertEqual(entry.cursorPosition, 3, "\(presentation): the entry lost its cursor")
                XCTAssertEqual(entry.placeholder, "list name")
                XCTAssertTrue(entry.containsFocus, "\(presentation): the focus left the entry")
                XCTAssertEqual(handle.titleLabel?.text, "Rename the list")
                XCTAssertEqual(handle.messageLabel?.text, "The old name was taken.")
                XCTAssertEqual(handle.buttons.map { $0.accessibleLabelForTests }, ["Keep", "Rename"])
                let rename = try XCTUnwrap(handle.button(id: "Rename"))
                XCTAssertTrue(rename.isSameObject(as: done), "buttons keep their places")
                XCTAssertTrue(rename.hasCSSClass("destructive"))
                XCTAssertFalse(rename.hasCSSClass("suggested"))
                XCTAssertFalse(rename.isSensitive, "the new value's enabled state was not applied")
                if presentation == .window { XCTAssertEqual(handle.window?.title, "Rename the list") }
                // No second fade.
                XCTAssertFalse(handle.isFading, "\(presentation): the update faded the card")
                XCTAssertEqual(card.opacity, 1, accuracy: 0.001)

                handle.setEnabled(true, forButton: "Rename")
                rename.click()
            }
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response, .button(id: "Rename", role: .destructive, texts: ["list name": "Groceries"]))
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    @MainActor func testFocusStaysOnTheFocusedButton() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let handle = await parent.present(
                Alert(title: "Upload", message: "File 3 of 7") {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("Details")
                }.presentation(presentation))
            let details = try XCTUnwrap(handle.button(id: "Details"))
            details.grabFocus()
            // A `.window` alert's window is activated by the display server in its own time
            // (on broadway a frame or more later), and only an active window's widget has the focus.
            let focused = await TestDisplay.run(until: { details.hasFocus })
            XCTAssertTrue(focused, "\(presentation): the button did not take the focus")
            let result = handle.update(
                Alert(title: "Upload", message: "File 7 of 7") {
                    AlertButton("Close", role: .cancel)
                    AlertButton("Show Details")
                }.presentation(presentation))
            XCTAssertEqual(result, .inPlace)
            XCTAssertTrue(details.hasFocus, "\(presentation): the focus moved")
            XCTAssertEqual(handle.messageLabel?.text, "File 7 of 7")
            XCTAssertNotNil(handle.button(id: "Close"))

            // A focused button that gets disabled hands the focus to another in the alert.
            handle.setEnabled(false, forButton: "Show Details")
            XCTAssertTrue(handle.card?.containsFocus ?? false, "\(presentation): the focus left the alert")
            handle.dismiss()
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    @MainActor func testLayoutIsDecidedAgainWhenLabelsChange() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            func alert(_ first: String, _ second: String) -> Alert {
                Alert(title: "Choose", message: nil) {
                    AlertButton(first, id: "a", role: .cancel)
                    AlertButton(second, id: "b")
                }.presentation(presentation)
            }
            let handle = await parent.present(alert("No", "Yes"))
            XCTAssertEqual(handle.buttonOrientation, .horizontal)
            XCTAssertEqual(
                handle.update(alert("Keep every file where it is", "Move all of them to the bin now")), .inPlace)
            XCTAssertEqual(handle.buttonOrientation, .vertical, "\(presentation): long labels stayed side by side")
            XCTAssertEqual(handle.update(alert("No", "Yes")), .inPlace)
            XCTAssertEqual(handle.buttonOrientation, .horizontal, "\(presentation): short labels stayed stacked")
            handle.dismiss()
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    @MainActor func testWhatCannotChangeInPlaceIsSwapped() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var responses: [AlertResponse] = []
            var oldDismissals = 0
            let handle = await parent.present(
                Alert(title: "Name", message: "Plain") {
                    AlertButton("OK", role: .suggested)
                }.onDismiss { _ in oldDismissals += 1 }.presentation(presentation)
            ) { responses.append($0) }
            let oldObjects = handle.createdObjects
            // A text field added: not in place.
            let withField = Alert(title: "Name") {
                AlertContent.textField(AlertTextField(initialText: "x"))
            } buttons: {
                AlertButton("Done", role: .suggested)
            }.presentation(presentation)
            do {
                let oldCard = try XCTUnwrap(handle.card)
                XCTAssertEqual(handle.update(withField), .swapped)
                await TestDisplay.run(until: {
                    handle.isOnScreen && !(handle.card?.isSameObject(as: oldCard) ?? true) && !handle.isFading
                })
                XCTAssertFalse(try XCTUnwrap(handle.card).isSameObject(as: oldCard))
                XCTAssertEqual(handle.entry?.text, "x")
                XCTAssertEqual(Alert.presented(over: parent.window).count, 1, "\(presentation): the old alert stayed")

                // Another identity: swapped too, even with the same content kinds.
                let before = try XCTUnwrap(handle.card)
                XCTAssertEqual(handle.update(withField.id("other")), .swapped)
                await TestDisplay.run(until: {
                    handle.isOnScreen && !(handle.card?.isSameObject(as: before) ?? true) && !handle.isFading
                })
            }

            handle.confirm()
            await TestDisplay.run(until: { !responses.isEmpty })
            XCTAssertEqual(
                responses, [.button(id: "Done", role: .suggested, texts: ["text": "x"])],
                "the caller gets the last alert's answer, once")
            XCTAssertEqual(oldDismissals, 0, "a swapped-out alert reported an answer")
            XCTAssertEqual(handle.update(withField), .ended)
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            let oldReleased = await TestDisplay.run(until: { oldObjects.allSatisfy { !$0.isAlive } })
            XCTAssertTrue(oldReleased, "\(presentation): the swapped-out alert leaked")
            await parent.close()
        }
    }

    @MainActor func testAnAlertWaitingItsTurnShowsTheUpdatedValue() async throws {
        let parent = await AlertTestWindow()
        let first = await parent.present(Alert(title: "First", message: nil))
        var response: AlertResponse?
        let waiting = Alert(title: "Second", message: nil) { AlertButton("OK", role: .suggested) }
            .present(over: parent.nestedButton) { response = $0 }
        XCTAssertFalse(waiting.isOnScreen)
        let updated = Alert(title: "Second, updated") {
            AlertContent.textField(AlertTextField(initialText: "kept"))
        } buttons: {
            AlertButton("Done", role: .suggested)
        }
        XCTAssertEqual(waiting.update(updated), .inPlace, "a waiting alert takes any value")
        first.confirm()
        await TestDisplay.run(until: { waiting.isOnScreen && !waiting.isFading })
        XCTAssertEqual(waiting.titleLabel?.text, "Second, updated")
        waiting.confirm()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response, .button(id: "Done", role: .suggested, texts: ["text": "kept"]))
        let released = await AlertTestWindow.waitUntilReleased(waiting)
        XCTAssertTrue(released, "the alert leaked")
        await parent.close()
    }

    // MARK: AlertStateHost

    @MainActor func testStateHostUpdatesTheSameIdentityInPlaceAndSwapsAnother() async throws {
        let parent = await AlertTestWindow()
        var responses: [(SessionAlert, AlertResponse)] = []
        let host = AlertStateHost<SessionAlert>(over: parent.nestedButton) { responses.append(($0, $1)) }
        host.state = .signingOut(seconds: 10)
        await TestDisplay.run(until: {
            (host.currentHandle?.isOnScreen ?? false) && !(host.currentHandle?.isFading ?? true)
        })
        let handle = try XCTUnwrap(host.currentHandle)
        do {
            let card = try XCTUnwrap(handle.card)
            for seconds in stride(from: 9, through: 7, by: -1) {
                host.state = .signingOut(seconds: seconds)
                XCTAssertEqual(handle.titleLabel?.text, "Signing out in \(seconds) s…")
                XCTAssertTrue(
                    try XCTUnwrap(host.currentHandle?.card).isSameObject(as: card), "the countdown rebuilt the card")
                XCTAssertFalse(handle.isFading, "the countdown faded the card again")
            }
        }
        // The answer names the state showing now.
        handle.cancel()
        await TestDisplay.run(until: { host.state == nil })
        XCTAssertEqual(responses.first?.0, .signingOut(seconds: 7))
        XCTAssertEqual(responses.count, 1)
        let released = await AlertTestWindow.waitUntilReleased(handle)
        XCTAssertTrue(released, "the alert leaked")

        // Another identity swaps.
        host.state = .signingOut(seconds: 3)
        await TestDisplay.run(until: { host.currentHandle?.isOnScreen ?? false })
        do {
            let first = try XCTUnwrap(host.currentHandle?.card)
            host.state = .signedOut
            await TestDisplay.run(until: { host.currentHandle?.titleLabel?.text == "Signed out" })
            XCTAssertFalse(try XCTUnwrap(host.currentHandle?.card).isSameObject(as: first))
        }
        let last = try XCTUnwrap(host.currentHandle)
        host.state = nil
        let lastReleased = await AlertTestWindow.waitUntilReleased(last)
        XCTAssertTrue(lastReleased, "the swapped-in alert leaked")
        XCTAssertEqual(responses.count, 1, "clearing or swapping is not a response")
        await parent.close()
    }
}

extension Button {
    /// The label text shown, for comparing button labels.
    @MainActor fileprivate var accessibleLabelForTests: String? {
        children.first.flatMap { Label.wrapping($0)?.text }
    }
}
