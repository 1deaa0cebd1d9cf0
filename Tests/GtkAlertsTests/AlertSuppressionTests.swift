import Foundation
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

@testable import GtkAlerts

/// "Don't ask again": what is remembered, where, and what a remembered alert answers.
final class AlertSuppressionTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        folder = NSTemporaryDirectory() + "suppression-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var path: String { "\(folder)/app/suppressed-alerts.ini" }

    @MainActor private final class Trash {
        var moved = 0
    }

    @MainActor private func trashAlert(_ trash: Trash, store: any AlertSuppressionStore, label: String? = nil) -> Alert
    {
        Alert(title: "Move to Trash?", message: "You can restore it later.") {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Move", role: .destructive) { trash.moved += 1 }
        }.suppressible(key: "move-to-trash", label: label, store: store)
    }

    private func contents() -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    // MARK: Remembering

    @MainActor func testACheckedAnswerIsRememberedAndTheNextPresentationShowsNothing() async throws {
        for presentation: AlertPresentation in [.window, .inWindow] {
            try? FileManager.default.removeItem(atPath: folder)
            let parent = await AlertTestWindow()
            let trash = Trash()
            let store = KeyFileSuppressionStore(path: path)
            var responses: [AlertResponse] = []
            let handle = await parent.present(trashAlert(trash, store: store).presentation(presentation)) {
                responses.append($0)
            }
            let check = try XCTUnwrap(handle.presenter.cardParts?.suppressionCheck, "\(presentation): no check button")
            XCTAssertEqual(check.label, "Don't ask _again")
            check.isActive = true
            try XCTUnwrap(handle.button(id: "Move")).click()
            XCTAssertEqual(
                contents()?.contains("[move-to-trash]\nbutton=Move\nrole=destructive"), true,
                "\(contents() ?? "no file")")

            // Another store on the same file, as in the next run of the app.
            let later = trashAlert(trash, store: KeyFileSuppressionStore(path: path)).presentation(presentation)
            let answer = await later.present(over: parent.nestedButton)
            XCTAssertEqual(answer, .remembered(id: "Move", role: .destructive), "\(presentation)")
            XCTAssertTrue(answer.isRemembered)
            XCTAssertEqual(answer.role, .destructive)
            XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "\(presentation): a remembered alert showed")
            XCTAssertEqual(trash.moved, 2, "\(presentation): the remembered button's action must run")
            await parent.close()
        }
    }

    @MainActor func testCancelEscapeAndAnUncheckedBoxAreNeverRemembered() async throws {
        let parent = await AlertTestWindow()
        let trash = Trash()
        let store = KeyFileSuppressionStore(path: path)
        for answer in ["cancel", "escape", "unchecked"] {
            let handle = await parent.present(trashAlert(trash, store: store))
            handle.presenter.cardParts?.suppressionCheck?.isActive = answer != "unchecked"
            switch answer {
            case "cancel": try XCTUnwrap(handle.button(id: "Cancel")).click()
            case "escape": handle.cancel()
            default: try XCTUnwrap(handle.button(id: "Move")).click()
            }
            XCTAssertNil(store.rememberedResponse(forKey: "move-to-trash"), answer)
        }
        store.forget(key: "move-to-trash")
        store.forgetAll()
        XCTAssertNil(contents(), "nothing to remember, yet a file was written")
        await parent.close()
    }

    @MainActor func testATipWithOnlyItsOKIsRememberedToo() async throws {
        let parent = await AlertTestWindow()
        let store = KeyFileSuppressionStore(path: path)
        let tip = Alert(title: "Drag files here to add them", message: nil).suppressible(key: "drop-tip", store: store)
        let handle = await parent.present(tip)
        handle.presenter.cardParts?.suppressionCheck?.isActive = true
        try XCTUnwrap(handle.button(id: "ok")).click()
        let again = await tip.present(over: parent.nestedButton)
        XCTAssertEqual(again, .remembered(id: "ok", role: .suggested))
        await parent.close()
    }

    @MainActor func testAnAnswerWhoseButtonIsGoneShowsTheAlert() async throws {
        let parent = await AlertTestWindow()
        let store = KeyFileSuppressionStore(path: path)
        store.remember(buttonID: "Delete", role: .destructive, forKey: "move-to-trash")
        let handle = await parent.present(trashAlert(Trash(), store: store))
        XCTAssertTrue(handle.isOnScreen, "an answer the alert cannot give was replayed")
        handle.dismiss()
        await parent.close()
    }

    // MARK: The file

    @MainActor func testTheFileKeepsOtherGroupsAndCommentsAndForgetAllEmptiesIt() throws {
        try FileManager.default.createDirectory(atPath: "\(folder)/app", withIntermediateDirectories: true)
        try "# kept\n[other-alert]\nbutton=OK\nrole=suggested\n".write(toFile: path, atomically: true, encoding: .utf8)
        let store = KeyFileSuppressionStore(path: path)
        store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
        XCTAssertEqual(store.rememberedResponse(forKey: "other-alert"), .remembered(id: "OK", role: .suggested))
        XCTAssertEqual(store.rememberedResponse(forKey: "move-to-trash"), .remembered(id: "Move", role: .destructive))
        let written = contents() ?? "no file"
        XCTAssertTrue(written.hasPrefix("# kept\n"), written)
        XCTAssertTrue(written.contains("[other-alert]\nbutton=OK\nrole=suggested\n"), written)
        store.forget(key: "other-alert")
        XCTAssertNil(store.rememberedResponse(forKey: "other-alert"))
        store.forgetAll()
        XCTAssertNil(store.rememberedResponse(forKey: "move-to-trash"))
        XCTAssertEqual(contents()?.contains("["), false, "forgetAll left a group: \(contents() ?? "")")
    }

    @MainActor func testACorruptFileShowsTheAlertAndIsLeftAsItWas() async throws {
        try FileManager.default.createDirectory(atPath: "\(folder)/app", withIntermediateDirectories: true)
        let corrupt = "[move-to-trash\nbutton=Move\n\u{1}garbage"
        try corrupt.write(toFile: path, atomically: true, encoding: .utf8)
        let parent = await AlertTestWindow()
        let handle = await parent.present(trashAlert(Trash(), store: KeyFileSuppressionStore(path: path)))
        XCTAssertTrue(handle.isOnScreen, "a corrupt file must not suppress the alert")
        handle.presenter.cardParts?.suppressionCheck?.isActive = true
        try XCTUnwrap(handle.button(id: "Move")).click()
        XCTAssertEqual(contents(), corrupt, "the corrupt file was overwritten: its other entries would be lost")
        await parent.close()
    }

    @MainActor func testAnUnwritableFolderLosesNothingButTheMemory() async throws {
        // A file where the folder should be: no folder can be made there, even by root.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "".write(toFile: "\(folder)/app", atomically: true, encoding: .utf8)
        let parent = await AlertTestWindow()
        let store = KeyFileSuppressionStore(path: path)
        var responses: [AlertResponse] = []
        let handle = await parent.present(trashAlert(Trash(), store: store)) { responses.append($0) }
        handle.presenter.cardParts?.suppressionCheck?.isActive = true
        try XCTUnwrap(handle.button(id: "Move")).click()
        XCTAssertEqual(responses, [.button(id: "Move", role: .destructive, texts: [:])], "the answer itself must stand")
        XCTAssertNil(store.rememberedResponse(forKey: "move-to-trash"))
        await parent.close()
    }

    func testTheStandardFileIsInTheApplicationsFolderOfTheConfigurationDirectory() {
        XCTAssertEqual(
            KeyFileSuppressionStore.standardPath(
                configurationDirectory: "/home/me/.config", applicationID: "org.example.App"),
            "/home/me/.config/org.example.App/suppressed-alerts.ini")
        XCTAssertEqual(
            KeyFileSuppressionStore.standardPath(configurationDirectory: "/c", applicationID: nil),
            "/c/gtk-alerts/suppressed-alerts.ini")
    }

    // MARK: Keys and labels

    @MainActor func testAKeyAFileCannotHoldGetsNoCheckButton() {
        for key in ["", "a]b", "line\nbreak"] {
            let alert = Alert(title: "Move?", message: nil).suppressible(key: key)
            XCTAssertNil(alert.suppression, key.debugDescription)
        }
        XCTAssertNotNil(Alert(title: "Move?", message: nil).suppressible(key: "move-to-trash").suppression)
    }

    @MainActor func testAnAnswerRememberedWhileAnAlertWaitsAnswersItAtItsTurn() async throws {
        for presentation: AlertPresentation in [.inWindow, .window] {
            try? FileManager.default.removeItem(atPath: folder)
            let parent = await AlertTestWindow()
            let trash = Trash()
            let store = KeyFileSuppressionStore(path: path)
            var responses: [String: AlertResponse] = [:]
            let first = await parent.present(trashAlert(trash, store: store).presentation(presentation)) {
                responses["first"] = $0
            }
            let second = trashAlert(trash, store: store).presentation(presentation).present(over: parent.nestedButton) {
                responses["second"] = $0
            }
            XCTAssertFalse(second.isOnScreen, "\(presentation): the second waits its turn")
            try XCTUnwrap(first.presenter.cardParts?.suppressionCheck).isActive = true
            try XCTUnwrap(first.button(id: "Move")).click()
            await TestDisplay.run(until: { responses.count == 2 })
            XCTAssertEqual(responses["first"]?.buttonID, "Move", "\(presentation)")
            XCTAssertEqual(responses["second"], .remembered(id: "Move", role: .destructive), "\(presentation)")
            XCTAssertFalse(second.isOnScreen, "\(presentation): the second showed after all")
            XCTAssertEqual(trash.moved, 2, "\(presentation): each alert's Move runs once")
            await TestDisplay.settle()
            XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "\(presentation)")
            await parent.close()
        }
    }

    @MainActor func testARememberedButtonThatIsDisabledThisTimeIsNotPressed() async throws {
        let parent = await AlertTestWindow()
        let store = KeyFileSuppressionStore(path: path)
        store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
        let ways: [(name: String, disable: (AlertButton) -> AlertButton)] = [
            ("disabled", { $0.disabled() }),
            (
                "disabled by its field rule",
                { $0.enabled { (texts: AlertFieldTexts) in !(texts["name"] ?? "").isEmpty } }
            ),
        ]
        for (name, disable) in ways {
            let trash = Trash()
            let alert = Alert(title: "Move to Trash?") {
                AlertTextField(id: "name", placeholder: "Name")
            } buttons: {
                AlertButton("_Cancel", role: .cancel)
                disable(AlertButton("_Move", role: .destructive) { trash.moved += 1 })
            }.suppressible(key: "move-to-trash", store: store)
            let handle = await parent.present(alert)
            XCTAssertTrue(handle.isActive, "\(name): a remembered answer pressed a button the user could not")
            XCTAssertEqual(trash.moved, 0, "\(name)")
            XCTAssertEqual(Alert.presented(over: parent.window).count, 1, "\(name): the alert did not show")
            handle.dismiss()
        }
        // Enabled again, the remembered answer holds.
        let trash = Trash()
        let answer = await trashAlert(trash, store: store).present(over: parent.nestedButton)
        XCTAssertEqual(answer, .remembered(id: "Move", role: .destructive))
        XCTAssertEqual(trash.moved, 1)
        await parent.close()
    }

    @MainActor func testALongCheckLabelWrapsInsideTheCardAsAParagraphDoes() async throws {
        let long = "Always move files from this folder to the trash without asking me first, on every device"
        for presentation: AlertPresentation in [.inWindow, .window] {
            for look: AlertButtonStyle in [.flat, .rounded] {
                let parent = await AlertTestWindow(width: 590, height: 420)
                let alert = trashAlert(Trash(), store: KeyFileSuppressionStore(path: path), label: long)
                    .presentation(presentation).style(AlertStyle(buttonStyle: look))
                let handle = await parent.present(alert)
                let card = try XCTUnwrap(handle.card)
                let check = try XCTUnwrap(handle.presenter.cardParts?.suppressionCheck)
                await TestDisplay.nextFrame(of: card)
                let widest = AlertStyle.standard.maximumWidth(look: look)
                XCTAssertLessThanOrEqual(
                    card.allocatedWidth, widest, "\(presentation), \(look): the label widened the card")
                XCTAssertLessThanOrEqual(check.allocatedWidth, card.allocatedWidth, "\(presentation), \(look)")
                XCTAssertGreaterThan(check.allocatedHeight, 30, "\(presentation), \(look): the label did not wrap")
                handle.dismiss()
                await parent.close()
            }
        }
    }

    @MainActor func testTheCheckButtonGivesUpAMnemonicLetterAButtonUses() throws {
        let store = KeyFileSuppressionStore(path: path)
        let alert = Alert(title: "Apply?", message: nil) {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Apply", role: .suggested)
        }
        XCTAssertEqual(alert.suppressible(key: "apply", store: store).suppressionLabel(), "Don't ask again")
        XCTAssertEqual(
            alert.suppressible(key: "apply", label: "Keep _this", store: store).suppressionLabel(), "Keep _this")
        XCTAssertEqual(
            alert.suppressible(key: "apply", label: "_Always a__b", store: store).suppressionLabel(), "Always a__b")
        XCTAssertEqual(AlertButton.mnemonicLetter(of: "Save __as _New"), "n")
        XCTAssertNil(AlertButton.mnemonicLetter(of: "Plain__text"))
    }

    @MainActor func testAnUpdateShowsTheNewKeysLabelAndRemembersUnderIt() async throws {
        let parent = await AlertTestWindow()
        let store = KeyFileSuppressionStore(path: path)
        func trust(_ host: String, _ buttons: [AlertButton]) -> Alert {
            Alert(title: "Trust this server?", message: nil) { buttons }
                .id("trust").suppressible(key: "trust-\(host)", label: "_Always trust \(host)", store: store)
        }
        let handle = await parent.present(
            trust("mail.example.com", [AlertButton("_Cancel", role: .cancel), AlertButton("_Trust")]))
        let check = try XCTUnwrap(handle.presenter.cardParts?.suppressionCheck)
        XCTAssertEqual(check.label, "_Always trust mail.example.com")
        XCTAssertEqual(
            handle.update(trust("evil.example.net", [AlertButton("_Cancel", role: .cancel), AlertButton("_Trust")])),
            .inPlace)
        XCTAssertEqual(check.label, "_Always trust evil.example.net", "the box still names the old server")
        // A button that takes the box's letter takes its mnemonic too, as at the first show.
        XCTAssertEqual(
            handle.update(trust("evil.example.net", [AlertButton("_Cancel", role: .cancel), AlertButton("_Allow")])),
            .inPlace)
        XCTAssertEqual(check.label, "Always trust evil.example.net")
        check.isActive = true
        try XCTUnwrap(handle.button(id: "Allow")).click()
        XCTAssertNotNil(store.rememberedResponse(forKey: "trust-evil.example.net"))
        XCTAssertNil(store.rememberedResponse(forKey: "trust-mail.example.com"))
        await parent.close()
    }

    @MainActor func testAnUpdateThatAddsOrRemovesTheCheckButtonSwaps() async throws {
        let parent = await AlertTestWindow()
        let store = KeyFileSuppressionStore(path: path)
        let plain = Alert(title: "Move?", message: nil) { AlertButton("_Move") }.id("move")
        let handle = await parent.present(plain)
        XCTAssertEqual(handle.update(plain.suppressible(key: "move", store: store)), .swapped)
        await parent.close()
    }
}
