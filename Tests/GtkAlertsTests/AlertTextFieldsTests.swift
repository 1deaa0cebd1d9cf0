import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Alerts with several text fields, in both presentations: texts by id, Enter down the form,
/// rules over every field, an error per field, updates that keep every text.
final class AlertTextFieldsTests: XCTestCase {
    private let presentations: [AlertPresentation] = [.window, .inWindow]

    private func signIn(_ presentation: AlertPresentation) -> Alert {
        Alert(title: "Sign in") {
            AlertText("Your account.")
            AlertTextField(id: "user", placeholder: "User name") { $0.contains(" ") ? "No spaces" : nil }
            AlertTextField(id: "password", placeholder: "Password", isSecure: true) {
                $0.count < 4 ? "At least 4 characters" : nil
            }
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Sign In", id: "sign-in", role: .suggested).enabled { fields in
                fields.texts.allSatisfy { !$0.isEmpty }
            }
        }.presentation(presentation)
    }

    @MainActor func testEnterMovesDownTheFormAndTheLastFieldAnswersWithEveryText() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var responses: [AlertResponse] = []
            let handle = await parent.present(signIn(presentation)) { responses.append($0) }
            let user = try XCTUnwrap(handle.entry(id: "user"))
            let password = try XCTUnwrap(handle.entry(id: "password"))
            XCTAssertTrue(handle.entry?.isSameObject(as: user) ?? false, "entry is the first field")
            await TestDisplay.run(until: { user.containsFocus })
            XCTAssertTrue(user.containsFocus, "\(presentation): the first field did not start with the focus")
            XCTAssertFalse(password.isTextVisible, "\(presentation): the password shows")

            user.text = "ada"
            user.emit("activate")
            await TestDisplay.run(until: { password.containsFocus })
            XCTAssertTrue(password.containsFocus, "\(presentation): Enter in the first field did not move on")
            XCTAssertTrue(responses.isEmpty, "\(presentation): Enter in the first field answered")

            password.emit("activate")  // Sign In is disabled while the password is empty.
            await TestDisplay.settle()
            XCTAssertTrue(responses.isEmpty, "\(presentation): a disabled button answered")

            password.text = "analytical"
            password.emit("activate")
            await TestDisplay.run(until: { !responses.isEmpty })
            XCTAssertEqual(
                responses, [.button(id: "sign-in", role: .suggested, texts: ["user": "ada", "password": "analytical"])])
            XCTAssertEqual(responses.first?.text, "ada", "text is the first field's")
            XCTAssertEqual(responses.first?.texts["password"], "analytical")
            XCTAssertNil(responses.first?.texts["other"])
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    @MainActor func testTabGoesFromFieldToFieldThenToTheButtons() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let handle = await parent.present(signIn(presentation))
            let user = try XCTUnwrap(handle.entry(id: "user"))
            let password = try XCTUnwrap(handle.entry(id: "password"))
            await TestDisplay.run(until: { user.containsFocus })
            let window = try XCTUnwrap(handle.window ?? parent.window)
            _ = window.moveFocus()
            XCTAssertTrue(password.containsFocus, "\(presentation): Tab from the first field skipped the second")
            _ = window.moveFocus()
            let cancel = try XCTUnwrap(handle.button(id: "Cancel"))
            XCTAssertTrue(cancel.hasFocus, "\(presentation): Tab from the last field did not reach the buttons")
            _ = window.moveFocus(backward: true)
            XCTAssertTrue(password.containsFocus, "\(presentation): Shift+Tab did not come back to the field")
            handle.cancel()
            await parent.close()
        }
    }

    @MainActor func testAButtonFollowsEveryFieldTogether() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            let handle = await parent.present(signIn(presentation))
            let user = try XCTUnwrap(handle.entry(id: "user"))
            let password = try XCTUnwrap(handle.entry(id: "password"))
            let signInButton = try XCTUnwrap(handle.button(id: "sign-in"))
            XCTAssertFalse(signInButton.isSensitive, "\(presentation): enabled with both fields empty")
            user.text = "ada"
            XCTAssertFalse(signInButton.isSensitive, "\(presentation): enabled with the password empty")
            password.text = "analytical"
            XCTAssertTrue(signInButton.isSensitive, "\(presentation): the second field's text was not seen")
            user.text = ""
            XCTAssertFalse(signInButton.isSensitive, "\(presentation): the first field's change was not seen")
            handle.cancel()
            await parent.close()
        }
    }

    @MainActor func testEachFieldShowsItsOwnErrorAndTheFirstWrongOneTakesTheFocus() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var response: AlertResponse?
            let handle = await parent.present(signIn(presentation)) { response = $0 }
            let user = try XCTUnwrap(handle.entry(id: "user"))
            let password = try XCTUnwrap(handle.entry(id: "password"))
            user.text = "a b"
            password.text = "abc"
            password.grabFocus()
            handle.confirm()
            XCTAssertEqual(handle.entryError(id: "user"), "No spaces")
            XCTAssertEqual(handle.entryError(id: "password"), "At least 4 characters")
            XCTAssertEqual(handle.entryError, "No spaces", "entryError is the first field's")
            XCTAssertTrue(user.containsFocus, "\(presentation): the focus did not go to the first wrong field")

            user.text = "ab"
            XCTAssertNil(handle.entryError(id: "user"), "\(presentation): the error stayed after a change")
            XCTAssertEqual(
                handle.entryError(id: "password"), "At least 4 characters",
                "\(presentation): typing in one field cleared another's error")
            handle.confirm()
            XCTAssertTrue(password.containsFocus, "\(presentation): the focus did not go to the wrong field")
            XCTAssertNil(response)

            password.text = "abcd"
            handle.confirm()
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response?.texts, ["user": "ab", "password": "abcd"])
            await parent.close()
        }
    }

    @MainActor func testCancelSkipsValidationAndStillCarriesTheTexts() async throws {
        let parent = await AlertTestWindow()
        var response: AlertResponse?
        let handle = await parent.present(signIn(.inWindow)) { response = $0 }
        try XCTUnwrap(handle.entry(id: "user")).text = "a b"
        handle.cancel()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response, .button(id: "Cancel", role: .cancel, texts: ["user": "a b", "password": ""]))
        XCTAssertTrue(response?.isCancellation ?? false)
        await parent.close()
    }

    @MainActor func testAnUpdateKeepsEveryTextAndAnswersWithTheNewIDs() async throws {
        for presentation in presentations {
            let parent = await AlertTestWindow()
            var response: AlertResponse?
            let handle = await parent.present(signIn(presentation).id("sign-in")) { response = $0 }
            let user = try XCTUnwrap(handle.entry(id: "user"))
            let password = try XCTUnwrap(handle.entry(id: "password"))
            user.text = "ada"
            password.text = "analytical"
            password.grabFocus()
            let renamed = Alert(title: "Sign in again") {
                AlertText("The session expired.")
                AlertTextField(id: "account", placeholder: "Account")
                AlertTextField(id: "secret", placeholder: "Password", isSecure: true)
            } buttons: {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Sign In", id: "sign-in", role: .suggested)
            }.id("sign-in").presentation(presentation)
            XCTAssertEqual(handle.update(renamed), .inPlace)
            XCTAssertTrue(try XCTUnwrap(handle.entry(id: "account")).isSameObject(as: user))
            XCTAssertEqual(user.placeholder, "Account")
            XCTAssertTrue(password.containsFocus, "\(presentation): the update took the focus")
            try XCTUnwrap(handle.button(id: "sign-in")).click()
            await TestDisplay.run(until: { response != nil })
            XCTAssertEqual(response?.texts, ["account": "ada", "secret": "analytical"])
            await parent.close()
        }
    }

    @MainActor func testAClosureEitherRuleCouldTakeKeepsTheOneTextRule() async throws {
        let parent = await AlertTestWindow()
        let alert = Alert(title: "Two") {
            AlertTextField(id: "a")
            AlertTextField(id: "b", initialText: "filled")
        } buttons: {
            // Compiles only if the two overloads do not clash on a closure that ignores its value.
            AlertButton("Never").enabled { _ in false }
            AlertButton("First").enabled { !$0.isEmpty }
        }
        let handle = await parent.present(alert)
        XCTAssertEqual(handle.isEnabled(button: "Never"), false)
        XCTAssertEqual(
            handle.isEnabled(button: "First"), false, "the one-text rule sees the first field, which is empty")
        handle.cancel()
        await parent.close()
    }

    func testFieldIDsDefaultToThePlaceholder() {
        XCTAssertEqual(AlertTextField(placeholder: "Name").id, "Name")
        XCTAssertEqual(AlertTextField().id, "text")
        XCTAssertEqual(AlertTextField(id: "name", placeholder: "Your name").id, "name")
    }

    func testFieldTextsCompareInOrderAndKeepTheFirstOfARepeatedID() {
        let texts: AlertFieldTexts = ["a": "1", "b": "2", "a": "3"]
        XCTAssertEqual(texts["a"], "1")
        XCTAssertEqual(texts.ids, ["a", "b"])
        XCTAssertEqual(texts.texts, ["1", "2"])
        XCTAssertNotEqual(texts, ["b": "2", "a": "1"], "order is part of what shows")
        XCTAssertEqual(AlertResponse.dismissed.texts, [:])
        XCTAssertNil(AlertResponse.dismissed.text)
    }

    /// Labels and the entry's text replace NUL (C strings end there); the placeholder does too,
    /// and keeps what follows it (found by the fuzzer, `Tests/GtkAlertsFuzzTests`).
    @MainActor func testPlaceholderKeepsTextAfterNUL() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(
            Alert(title: "Name") {
                AlertContent.textField(AlertTextField(placeholder: "first\0second", initialText: "a\0b"))
            })
        XCTAssertEqual(handle.entry?.text, "a\u{FFFD}b")
        XCTAssertEqual(handle.entry?.placeholder, "first\u{FFFD}second", "the placeholder was cut at the NUL")
        handle.dismiss()
        await parent.close()
    }
}
