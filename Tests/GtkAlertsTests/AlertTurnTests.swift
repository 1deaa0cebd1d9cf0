import Foundation
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

@testable import GtkAlerts

/// An alert becoming the current one, whatever made it current (presented, its turn in the
/// queue, a swap through a handle or a state host): a remembered answer, the enabled state and
/// the closing window are decided the same way on every path.
final class AlertTurnTests: XCTestCase {
    private var folder = ""

    override func setUp() {
        folder = NSTemporaryDirectory() + "turns-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @MainActor private final class Trash {
        var moved = 0
    }

    /// A store of its own, remembering nothing yet.
    @MainActor private func store() -> KeyFileSuppressionStore {
        KeyFileSuppressionStore(path: "\(folder)/\(UUID().uuidString).ini")
    }

    @MainActor private func trashQuestion(_ trash: Trash, store: any AlertSuppressionStore) -> Alert {
        Alert(title: "Move to Trash?", message: nil) {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Move", role: .destructive) { trash.moved += 1 }
        }.id("trash").suppressible(key: "move-to-trash", store: store)
    }

    // MARK: Swaps

    /// A handle's update to another identity swaps in a question whose answer is remembered:
    /// it answers from memory, as the same question presented afresh does.
    @MainActor func testASwapToARememberedQuestionAnswersIt() async throws {
        for presentation: AlertPresentation in [.inWindow, .window] {
            let parent = await AlertTestWindow()
            let store = store()
            store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
            let trash = Trash()
            var responses: [AlertResponse] = []
            let uploading = Alert(title: "Uploading…") { AlertButton("Cancel", role: .cancel) }.id("uploading")
            let handle = await parent.present(uploading.presentation(presentation)) { responses.append($0) }
            XCTAssertEqual(handle.update(trashQuestion(trash, store: store).presentation(presentation)), .swapped)
            XCTAssertEqual(responses, [.remembered(id: "Move", role: .destructive)], "\(presentation)")
            XCTAssertEqual(trash.moved, 1, "\(presentation): the remembered button's action did not run")
            XCTAssertFalse(handle.isActive, "\(presentation): the remembered question is still up")
            await TestDisplay.settle()
            XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "\(presentation)")
            XCTAssertTrue(parent.nestedButton.canReceivePointer, "\(presentation): the window stayed blocked")
            await parent.close()
        }
    }

    /// The same through a state host: the upload ends and the state becomes the question.
    @MainActor func testAStateHostSwappingToARememberedQuestionAnswersItAndGoesBackToNil() async throws {
        let parent = await AlertTestWindow()
        let store = store()
        store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
        let trash = Trash()
        var responses: [(TrashState, AlertResponse)] = []
        let host = AlertStateHost<TrashState>(over: parent.nestedButton) { responses.append(($0, $1)) }
        host.state = .uploading
        await TestDisplay.run(until: { host.currentHandle?.isOnScreen ?? false })
        host.state = .question(trashQuestion(trash, store: store))
        XCTAssertNil(host.state, "the state stayed set after a remembered answer")
        XCTAssertEqual(responses.map(\.1), [.remembered(id: "Move", role: .destructive)])
        XCTAssertEqual(responses.first?.0.isQuestion, true, "the response came for the wrong state")
        XCTAssertEqual(trash.moved, 1)
        await TestDisplay.settle()
        XCTAssertTrue(Alert.presented(over: parent.window).isEmpty)
        await parent.close()
    }

    // MARK: Remembered answers at their turn

    /// An editor closes its last two tabs: the user ticks "Don't ask again" on the first
    /// question; the second answers from memory, and its action closes the window, as the same
    /// press by the user does.
    @MainActor func testARememberedAnswerAtItsTurnCanCloseTheWindow() async throws {
        for presentation: AlertPresentation in [.inWindow, .window] {
            let parent = await AlertTestWindow()
            let store = store()
            let tabs = Trash()
            var responses: [String: AlertResponse] = [:]
            func question(_ tab: String) -> Alert {
                Alert(title: "Close “\(tab)” without saving?", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("Close _Without Saving", id: "discard", role: .destructive) {
                        tabs.moved += 1
                        if tabs.moved == 2 { parent.window.close() }
                    }
                }.suppressible(key: "close-unsaved", store: store).presentation(presentation)
            }
            let first = await parent.present(question("a.txt")) { responses["a"] = $0 }
            let second = question("b.txt").present(over: parent.nestedButton) { responses["b"] = $0 }
            XCTAssertFalse(second.isOnScreen, "\(presentation): the second waits its turn")
            try XCTUnwrap(first.presenter.cardParts?.suppressionCheck).isActive = true
            try XCTUnwrap(first.button(id: "discard")).click()
            await TestDisplay.settle()
            XCTAssertEqual(responses["a"]?.buttonID, "discard", "\(presentation)")
            XCTAssertEqual(responses["b"], .remembered(id: "discard", role: .destructive), "\(presentation)")
            XCTAssertFalse(parent.window.isVisible, "\(presentation): the window stayed open after its last tab closed")
            XCTAssertFalse(second.isActive, "\(presentation)")
            await parent.close()
        }
    }

    /// The app disables the remembered button from code while its alert waits (the volume lost
    /// its trash): at its turn the alert shows with the button disabled, as it does without
    /// the tick, instead of pressing it.
    @MainActor func testARememberedButtonDisabledFromCodeWhileWaitingIsNotPressed() async throws {
        for presentation: AlertPresentation in [.inWindow, .window] {
            let parent = await AlertTestWindow()
            let store = store()
            let trash = Trash()
            var responses: [String: AlertResponse] = [:]
            let first = await parent.present(trashQuestion(trash, store: store).presentation(presentation)) {
                responses["first"] = $0
            }
            let second = trashQuestion(trash, store: store).presentation(presentation)
                .present(over: parent.nestedButton) { responses["second"] = $0 }
            second.setEnabled(false, forButton: "Move")
            try XCTUnwrap(first.presenter.cardParts?.suppressionCheck).isActive = true
            try XCTUnwrap(first.button(id: "Move")).click()
            await TestDisplay.run(until: { second.isOnScreen })
            XCTAssertEqual(trash.moved, 1, "\(presentation): the disabled Move was pressed from memory")
            XCTAssertNil(responses["second"], "\(presentation)")
            XCTAssertTrue(second.isOnScreen, "\(presentation): the second did not show")
            XCTAssertEqual(second.isEnabled(button: "Move"), false, "\(presentation)")
            second.dismiss()
            XCTAssertEqual(responses["second"], .dismissed, "\(presentation)")
            await parent.close()
        }
    }

    /// A completion that closes the window (the caller moves on): the close goes through, and
    /// every object the alert made is finalized.
    @MainActor func testACompletionThatClosesTheWindowLeavesNothingBehind() async throws {
        for presentation: AlertPresentation in [.inWindow, .window] {
            let parent = await AlertTestWindow()
            var responses: [AlertResponse] = []
            let alert = Alert(title: "Discard changes?") {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Discard", id: "discard", role: .destructive)
            }
            let handle = await parent.present(alert.presentation(presentation)) { response in
                responses.append(response)
                parent.window.close()
            }
            try XCTUnwrap(handle.button(id: "discard")).click()
            XCTAssertEqual(responses.map(\.buttonID), ["discard"], "\(presentation)")
            XCTAssertFalse(parent.window.isVisible, "\(presentation): the close from the completion was refused")
            let released = await AlertTestWindow.waitUntilReleased(handle)
            XCTAssertTrue(released, "\(presentation): the card outlived its alert in the closed window")
            await parent.close()
        }
    }

    /// Code disables the button that had the focus while a nested alert is up; the nested alert
    /// ends: the focus goes into the card below, never nowhere.
    @MainActor func testTheFocusComesBackIntoTheCardBelowWhenItsButtonWasDisabled() async throws {
        let parent = await AlertTestWindow()
        let save = Alert(title: "Save changes?") {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Save", id: "save", role: .suggested)
        }.presentation(.inWindow)
        let handle = await parent.present(save)
        let card = try XCTUnwrap(handle.card)
        XCTAssertTrue(try XCTUnwrap(handle.button(id: "save")).containsFocus)
        let nested = Alert(title: "Details").presentation(.inWindow).present(over: card) { _ in }
        await TestDisplay.run(until: { nested.isOnScreen && !nested.isFading })
        handle.setEnabled(false, forButton: "save")
        nested.cancel()
        await TestDisplay.settle()
        let focused = parent.window.focusedWidget
        XCTAssertTrue(focused?.isDescendant(of: card) ?? false, "the focus went nowhere")
        handle.dismiss()
        await parent.close()
    }

    // MARK: Focus given back

    /// The app's own text field gets the focus back as the user left it: its text, cursor and
    /// selection, not the whole text selected (where the next key would replace it).
    @MainActor func testTheFocusGivenBackKeepsAFieldsCursorAndSelection() async throws {
        for presentation: AlertPresentation in [.inWindow, .window] {
            for selection in [3..<3, 1..<4] {
                let parent = await AlertTestWindow()
                let field = Entry()
                parent.content.append(field)
                field.text = "draft"
                _ = field.grabFocus()
                field.select(selection)
                await TestDisplay.settle()
                let handle = await parent.present(Alert(title: "Saved").presentation(presentation))
                handle.dismiss()
                await TestDisplay.settle()
                XCTAssertTrue(field.containsFocus, "\(presentation): the focus did not come back")
                XCTAssertEqual(field.text, "draft")
                field.assertGivenBack(selection, "\(presentation): the field's selection changed")
                await parent.close()
            }
        }
    }

    /// A nested alert gives the focus back to the field of the alert below as the user left it.
    @MainActor func testANestedAlertGivesTheFieldBelowItsCursorBack() async throws {
        let parent = await AlertTestWindow()
        let rename = Alert(title: "Rename") {
            AlertTextField(id: "name", placeholder: "Name")
        } buttons: {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Rename", role: .suggested)
        }.presentation(.inWindow)
        let handle = await parent.present(rename)
        let entry = try XCTUnwrap(handle.entry)
        entry.text = "draft"
        entry.select(5..<5)
        let details = Alert(title: "Details").presentation(.inWindow).present(over: entry) { _ in }
        await TestDisplay.run(until: { details.isOnScreen && !details.isFading })
        details.dismiss()
        await TestDisplay.settle()
        XCTAssertTrue(entry.containsFocus, "the focus did not come back to the field")
        XCTAssertEqual(entry.text, "draft")
        entry.assertGivenBack(5..<5, "the field's text was selected")
        handle.dismiss()
        await parent.close()
    }
}

/// An upload, then a question about it: two alerts of different identities.
private enum TrashState: AlertState {
    case uploading
    case question(Alert)

    var isQuestion: Bool {
        if case .question = self { return true }
        return false
    }

    var alert: Alert {
        switch self {
        case .uploading: Alert(title: "Uploading…") { AlertButton("Cancel", role: .cancel) }.id("uploading")
        case .question(let alert): alert
        }
    }
}
