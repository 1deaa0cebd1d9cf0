import CGtkAlertsGtk
import Foundation
import GtkAlertsTestSupport
import XCTest

@testable import GtkAlerts
@testable import GtkAlertsToolkit

/// Features used together as apps use them, at the seams where one path through an alert's life
/// met another: remembered answers with queues, swaps, state hosts, nested alerts, errors and
/// cancelled tasks; focus given back; cards refitted when the fonts change.
///
/// After every scenario: each caller got exactly one answer (from the button it saw, or
/// `.remembered` / `.dismissed` as documented), nothing stays blocked, every object the alerts
/// made is finalized. GTK warnings are fatal under the test environment.
final class AlertCombinationTests: XCTestCase {
    private let presentations: [AlertPresentation] = [.inWindow, .window]
    private var folder = ""

    override func setUp() {
        folder = NSTemporaryDirectory() + "alert-combination-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    // MARK: Helpers

    private typealias Answers = AlertScenario.Answers
    private typealias Objects = AlertScenario.Objects
    private typealias Counter = AlertScenario.Counter

    @MainActor final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A store of its own, remembering nothing yet.
    @MainActor private func store() -> KeyFileSuppressionStore {
        KeyFileSuppressionStore(path: "\(folder)/\(UUID().uuidString).ini")
    }

    @MainActor private func trashQuestion(
        _ trash: Counter, store: any AlertSuppressionStore, _ presentation: AlertPresentation,
        file: String = "a.txt", id: String = "trash"
    ) -> Alert {
        Alert(title: "Move “\(file)” to Trash?", message: nil) {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Move", role: .destructive) { trash.value += 1 }
        }.id(id).suppressible(key: "move-to-trash", store: store).presentation(presentation)
    }

    @MainActor private func titles(_ parent: AlertTestWindow) -> [String] {
        AlertScenario.titles(over: parent.window)
    }

    @MainActor private func topHandle(_ parent: AlertTestWindow, titled title: String) -> AlertHandle? {
        Alert.presented(over: parent.window).first { $0.presenter.alert.title?.plainText == title }
    }

    @MainActor private func waitShown(_ handle: AlertHandle?) async { await AlertScenario.waitShown(handle) }

    @MainActor private func tickAndPress(_ handle: AlertHandle, _ id: String) throws {
        try XCTUnwrap(handle.presenter.cardParts?.suppressionCheck, "no check button").isActive = true
        try XCTUnwrap(handle.button(id: id), "no button \(id)").click()
    }

    /// Nothing left up or queued, the parent takes the pointer again, every object finalized.
    @MainActor private func assertSettled(
        _ parent: AlertTestWindow, _ objects: Objects, _ variant: String,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        await AlertScenario.assertSettled(
            parent.window, probe: parent.nestedButton, objects, variant, file: file, line: line)
    }

    @MainActor private func closeIfOpen(_ parent: AlertTestWindow) async { await AlertScenario.closeIfOpen(parent) }

    @MainActor private func cardSize(_ handle: AlertHandle) -> [Int] {
        [handle.card?.allocatedWidth ?? -1, handle.card?.allocatedHeight ?? -1]
    }

    /// gtk-xft-dpi (GNOME's "Large Text" scales it), read and set through GObject.
    @MainActor private var xftDPI: Int32 {
        get {
            guard let settings = gtk_settings_get_default() else { return -1 }
            var value = GValue()
            _ = g_value_init(&value, GType(6 << 2))  // G_TYPE_INT
            g_object_get_property(
                unsafeBitCast(settings, to: UnsafeMutablePointer<GObject>.self), "gtk-xft-dpi", &value)
            defer { g_value_unset(&value) }
            return g_value_get_int(&value)
        }
        set {
            guard let settings = gtk_settings_get_default() else { return }
            var value = GValue()
            _ = g_value_init(&value, GType(6 << 2))
            g_value_set_int(&value, newValue)
            g_object_set_property(
                unsafeBitCast(settings, to: UnsafeMutablePointer<GObject>.self), "gtk-xft-dpi", &value)
            g_value_unset(&value)
        }
    }

    // MARK: 1. Remembered answers, the queue, a state host, updates in place and swaps

    // A state host shows an upload, updated in place; two questions about other files wait
    // behind it (one updated in place while waiting). The upload becomes a question of the
    // same key: a swap, shown ahead of the waiting ones. The user ticks "Don't ask again":
    // the waiting ones answer from memory at their turns, and the host's next question too.
    @MainActor func test01RememberedAnswersQueueStateHostAndUpdatesTogether() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            let trash = Counter()
            let answers = Answers()
            let objects = Objects()
            var states: [String] = []
            let host = AlertStateHost<SeamState>(over: parent.nestedButton) { state, response in
                answers.record("host", response)
                states.append(state.name)
            }
            host.state = .uploading(percent: 10, presentation)
            await waitShown(host.currentHandle)
            let upload = try XCTUnwrap(host.currentHandle, variant)
            var card: Widget? = try XCTUnwrap(upload.card, variant)
            objects.track(upload)
            host.state = .uploading(percent: 50, presentation)
            XCTAssertTrue(
                card.map { upload.card?.isSameObject(as: $0) ?? false } ?? false,
                "\(variant): same id, yet the card was rebuilt")
            card = nil  // (a wrapper keeps its widget alive)
            XCTAssertEqual(upload.titleLabel?.text, "Uploading 50 %", variant)

            let first = trashQuestion(trash, store: store, presentation, file: "a.txt")
                .present(over: parent.nestedButton, completion: answers.callback("a.txt"))
            let second = trashQuestion(trash, store: store, presentation, file: "b.txt")
                .present(over: parent.nestedButton, completion: answers.callback("b.txt"))
            XCTAssertFalse(first.isOnScreen || second.isOnScreen, "\(variant): the questions do not wait")
            XCTAssertEqual(
                second.update(trashQuestion(trash, store: store, presentation, file: "b2.txt", id: "other")), .inPlace,
                "\(variant): a waiting alert takes any value in place")

            host.state = .question("upload.txt", trashQuestion(trash, store: store, presentation, file: "upload.txt"))
            XCTAssertEqual(
                titles(parent), ["Move “upload.txt” to Trash?", "Move “a.txt” to Trash?", "Move “b2.txt” to Trash?"],
                "\(variant): the state's new alert did not take the upload's place ahead of the queue")
            await waitShown(host.currentHandle)
            let question = try XCTUnwrap(host.currentHandle, variant)
            XCTAssertEqual(question.titleLabel?.text, "Move “upload.txt” to Trash?", variant)
            objects.track(question)
            try tickAndPress(question, "Move")
            await TestDisplay.run(until: { answers.log("a.txt").count + answers.log("b.txt").count >= 2 })
            XCTAssertNil(host.state, variant)
            XCTAssertEqual(answers.log("host"), ["button:Move"], variant)
            XCTAssertEqual(states, ["question"], "\(variant): the swapped-out upload answered, or the wrong state")
            XCTAssertEqual(answers.log("a.txt"), ["remembered:Move"], variant)
            XCTAssertEqual(answers.log("b.txt"), ["remembered:Move"], variant)
            XCTAssertFalse(first.isOnScreen || second.isOnScreen, variant)
            XCTAssertEqual(trash.value, 3, "\(variant): each Move runs once")

            // The host asks once more: answered from memory, back to nil, reported.
            host.state = .question("c.txt", trashQuestion(trash, store: store, presentation, file: "c.txt"))
            XCTAssertNil(host.state, "\(variant): the state stayed set after a remembered answer")
            XCTAssertEqual(answers.log("host"), ["button:Move", "remembered:Move"], variant)
            XCTAssertEqual(trash.value, 4, variant)
            await assertSettled(parent, objects, variant)
            withExtendedLifetime(host) {}
            await closeIfOpen(parent)
        }
    }

    // MARK: 2. A remembered answer whose action presents a follow-up

    /// The remembered "Move" presents "Moved to Trash — Undo?": the follow-up shows and answers,
    /// whichever way the remembered question came up.
    @MainActor func test02ARememberedAnswersActionPresentsAFollowUp() async throws {
        for presentation in presentations {
            for way in ["presented", "its turn", "a swap", "a state host"] {
                let variant = "\(presentation), \(way)"
                let parent = await AlertTestWindow()
                let store = store()
                store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                let answers = Answers()
                let objects = Objects()
                let followUps = Box<[AlertHandle]>([])
                let nestedButton = parent.nestedButton
                let question = Alert(title: "Move “a.txt” to Trash?", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Move", role: .destructive) {
                        let undo = Alert(title: "Moved to Trash", message: nil) {
                            AlertButton("_Undo", id: "undo")
                            AlertButton("_OK", id: "ok", role: .suggested)
                        }.presentation(presentation)
                        followUps.value.append(
                            undo.present(over: nestedButton, completion: answers.callback("follow-up")))
                    }
                }.id("trash").suppressible(key: "move-to-trash", store: store).presentation(presentation)
                var host: AlertStateHost<SeamState>?
                switch way {
                case "presented":
                    question.present(over: nestedButton, completion: answers.callback("question"))
                case "its turn":
                    let first = await parent.present(
                        Alert(title: "Unrelated", message: nil).presentation(presentation),
                        completion: answers.callback("first"))
                    objects.track(first)
                    question.present(over: nestedButton, completion: answers.callback("question"))
                    first.dismiss()
                case "a swap":
                    let first = await parent.present(
                        Alert(title: "Uploading") { AlertButton("Cancel", role: .cancel) }.id("uploading")
                            .presentation(presentation),
                        completion: answers.callback("question"))
                    objects.track(first)
                    XCTAssertEqual(first.update(question), .swapped, variant)
                default:
                    host = AlertStateHost<SeamState>(over: nestedButton) { answers.record("question", $1) }
                    host?.state = .question("a.txt", question)
                    XCTAssertNil(host?.state, variant)
                }
                await TestDisplay.run(until: { answers.log("question").count == 1 })
                XCTAssertEqual(answers.log("question"), ["remembered:Move"], variant)
                XCTAssertEqual(followUps.value.count, 1, "\(variant): the action ran \(followUps.value.count) times")
                let followUp = try XCTUnwrap(followUps.value.first, variant)
                await waitShown(followUp)
                XCTAssertTrue(followUp.isOnScreen, "\(variant): the follow-up did not show; up: \(titles(parent))")
                objects.track(followUp)
                try XCTUnwrap(followUp.button(id: "undo"), variant).click()
                XCTAssertEqual(answers.log("follow-up"), ["button:undo"], variant)
                if way == "its turn" { XCTAssertEqual(answers.log("first"), ["dismissed"], variant) }
                await assertSettled(parent, objects, variant)
                withExtendedLifetime(host) {}
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 3. A remembered answer whose action updates another alert

    /// A status alert is swapped for a remembered question whose action updates the alert
    /// waiting behind it (its count of moved files): the waiting alert shows the new value at
    /// its turn, keeping or changing its identity.
    @MainActor func test03ARememberedAnswersActionUpdatesAnotherAlert() async throws {
        for presentation in presentations {
            for sameIdentity in [true, false] {
                let variant = "\(presentation), same identity \(sameIdentity)"
                let parent = await AlertTestWindow()
                let store = store()
                store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                let answers = Answers()
                let objects = Objects()
                let waiting = Box<AlertHandle?>(nil)
                let updates = Box<[AlertUpdate]>([])
                let status = await parent.present(
                    Alert(title: "Checking files…") { AlertButton("Cancel", role: .cancel) }.id("status")
                        .presentation(presentation),
                    completion: answers.callback("status"))
                objects.track(status)
                waiting.value = Alert(title: "0 files moved", message: nil).id("count").presentation(presentation)
                    .present(over: parent.nestedButton, completion: answers.callback("count"))
                let question = Alert(title: "Move “a.txt” to Trash?", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Move", role: .destructive) {
                        let next = Alert(title: "1 file moved", message: nil).id(sameIdentity ? "count" : "count-2")
                            .presentation(presentation)
                        updates.value.append(waiting.value?.update(next) ?? .ended)
                    }
                }.id("trash").suppressible(key: "move-to-trash", store: store).presentation(presentation)
                XCTAssertEqual(status.update(question), .swapped, variant)
                XCTAssertEqual(answers.log("status"), ["remembered:Move"], variant)
                XCTAssertEqual(updates.value.count, 1, variant)
                XCTAssertNotEqual(updates.value.first, .ended, "\(variant): the waiting alert had ended")
                let count = try XCTUnwrap(waiting.value)
                await waitShown(count)
                XCTAssertEqual(count.titleLabel?.text, "1 file moved", "\(variant): updates \(updates.value)")
                objects.track(count)
                count.dismiss()
                XCTAssertEqual(answers.log("count"), ["dismissed"], variant)
                await assertSettled(parent, objects, variant)
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 4. An error whose recovery asks a suppressible question

    /// `presentError` of a recoverable error whose recovery asks "Overwrite the server's copy?"
    /// with "Don't ask again": the first time the question shows and the tick is remembered;
    /// the second time the recovery's question answers from memory and the recovery succeeds.
    @MainActor func test04AnErrorsRecoveryAsksASuppressibleQuestion() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            let answers = Answers()
            let objects = Objects()
            let question = Alert(title: "Overwrite the server’s copy?", message: nil) {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Overwrite", id: "overwrite", role: .destructive)
            }.suppressible(key: "overwrite-server", store: store).presentation(presentation)
            let error = AsksBeforeOverwriting()
            error.parent = parent.nestedButton
            error.question = question
            error.answers = answers

            for round in 1...2 {
                let round = "\(variant), round \(round)"
                let recovered = Task { @MainActor in
                    await Alert.presentError(error, over: parent.nestedButton) { AlertButton("_Cancel", role: .cancel) }
                }
                await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
                let errorAlert = try XCTUnwrap(Alert.presented(over: parent.window).first, round)
                await waitShown(errorAlert)
                objects.track(errorAlert)
                try XCTUnwrap(errorAlert.button(id: "recovery-0"), round).click()
                if round.hasSuffix("1") {
                    await TestDisplay.run(until: {
                        self.topHandle(parent, titled: "Overwrite the server’s copy?") != nil
                    })
                    let shown = try XCTUnwrap(topHandle(parent, titled: "Overwrite the server’s copy?"), round)
                    await waitShown(shown)
                    objects.track(shown)
                    try tickAndPress(shown, "overwrite")
                }
                let result = await recovered.value
                XCTAssertTrue(result, "\(round): the recovery did not succeed")
            }
            XCTAssertEqual(error.attempted, 2, variant)
            XCTAssertEqual(answers.log("question"), ["button:overwrite", "remembered:overwrite"], variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 5. A swap while a nested alert is up

    // A rename alert with a nested "Details" alert on top; the app swaps the rename alert for
    // another (shown, or answered from memory). The nested alert ends with the old one,
    // `.dismissed`; the rename caller gets the replacement's answer.
    @MainActor func test05ASwapWhileANestedAlertIsUp() async throws {
        for presentation in presentations {
            for replacement in ["shown", "remembered"] {
                let variant = "\(presentation), replacement \(replacement)"
                let parent = await AlertTestWindow()
                let store = store()
                store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                let trash = Counter()
                let answers = Answers()
                let objects = Objects()
                let rename = await parent.present(renameAlert(presentation), completion: answers.callback("rename"))
                objects.track(rename)
                let entry = try XCTUnwrap(rename.entry, variant)
                entry.text = "draft"
                let details = Alert(title: "Details", message: "Names may not contain “/”.")
                    .presentation(presentation).present(over: entry, completion: answers.callback("details"))
                await waitShown(details)
                XCTAssertTrue(details.isOnScreen, "\(variant): the nested alert waits instead of showing on top")
                objects.track(details)
                let next =
                    replacement == "shown"
                    ? Alert(title: "Renamed elsewhere", message: nil) { AlertButton("_OK", id: "ok") }.id("conflict")
                        .presentation(presentation)
                    : trashQuestion(trash, store: store, presentation)
                XCTAssertEqual(rename.update(next), .swapped, variant)
                await TestDisplay.run(until: { !details.isActive })
                XCTAssertFalse(details.isActive, "\(variant): the nested alert outlived the one it was on")
                XCTAssertEqual(answers.log("details"), ["dismissed"], variant)
                if replacement == "shown" {
                    await waitShown(rename)
                    XCTAssertEqual(rename.titleLabel?.text, "Renamed elsewhere", variant)
                    objects.track(rename)
                    try XCTUnwrap(rename.button(id: "ok"), variant).click()
                    XCTAssertEqual(answers.log("rename"), ["button:ok"], variant)
                } else {
                    XCTAssertEqual(answers.log("rename"), ["remembered:Move"], variant)
                    XCTAssertEqual(trash.value, 1, variant)
                }
                await assertSettled(parent, objects, variant)
                await closeIfOpen(parent)
            }
        }
    }

    /// The nested alert itself is swapped (another identity) while the rename alert is under it:
    /// the replacement answers its caller, and the rename field gets the focus back with its
    /// cursor and selection.
    @MainActor func test05bSwappingTheNestedAlertGivesTheFieldBelowItsSelectionBack() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let answers = Answers()
            let objects = Objects()
            let rename = await parent.present(renameAlert(presentation), completion: answers.callback("rename"))
            objects.track(rename)
            let entry = try XCTUnwrap(rename.entry, variant)
            entry.text = "draft"
            _ = entry.grabFocus()
            entry.select(1..<4)
            let nested = Alert(title: "Name taken") { AlertButton("_OK", id: "ok") }.id("taken")
                .presentation(presentation).present(over: entry, completion: answers.callback("nested"))
            await waitShown(nested)
            objects.track(nested)
            XCTAssertEqual(
                nested.update(
                    Alert(title: "Name reserved") { AlertButton("_OK", id: "ok") }.id("reserved")
                        .presentation(presentation)), .swapped, variant)
            await waitShown(nested)
            XCTAssertEqual(nested.titleLabel?.text, "Name reserved", variant)
            objects.track(nested)
            try XCTUnwrap(nested.button(id: "ok"), variant).click()
            XCTAssertEqual(answers.log("nested"), ["button:ok"], variant)
            await TestDisplay.settle(milliseconds: 100)
            XCTAssertTrue(entry.containsFocus, "\(variant): the focus did not come back to the field")
            XCTAssertEqual(entry.text, "draft", variant)
            entry.assertGivenBack(1..<4, "\(variant): the field's selection changed")
            XCTAssertTrue(rename.isOnScreen, variant)
            XCTAssertEqual(answers.log("rename"), [], variant)
            rename.dismiss()
            XCTAssertEqual(answers.log("rename"), ["dismissed"], variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 6. setEnabled on a waiting alert, an update in place, then its remembered turn

    // "Lasts until the next `update(_:)`, whose value decides again": a button disabled from
    // code while its alert waits, then an update in place, is enabled again by the value, so
    // the remembered answer is given at its turn. Disabled after the update, it shows.
    @MainActor func test06SetEnabledWhileWaitingThenAnUpdateInPlaceThenItsRememberedTurn() async throws {
        for presentation in presentations {
            for order in ["disable, update", "update, disable", "disable, enable"] {
                let variant = "\(presentation), \(order)"
                let parent = await AlertTestWindow()
                let store = store()
                let trash = Counter()
                let answers = Answers()
                let objects = Objects()
                let first = await parent.present(
                    trashQuestion(trash, store: store, presentation), completion: answers.callback("first"))
                objects.track(first)
                let second = trashQuestion(trash, store: store, presentation, file: "b.txt")
                    .present(over: parent.nestedButton, completion: answers.callback("second"))
                let updated = trashQuestion(trash, store: store, presentation, file: "b.txt (2)")
                switch order {
                case "disable, update":
                    second.setEnabled(false, forButton: "Move")
                    XCTAssertEqual(second.update(updated), .inPlace, variant)
                case "update, disable":
                    XCTAssertEqual(second.update(updated), .inPlace, variant)
                    second.setEnabled(false, forButton: "Move")
                default:
                    second.setEnabled(false, forButton: "Move")
                    second.setEnabled(true, forButton: "Move")
                }
                try tickAndPress(first, "Move")
                await TestDisplay.run(until: { !answers.log("second").isEmpty || second.isOnScreen })
                XCTAssertEqual(answers.log("first"), ["button:Move"], variant)
                if order == "update, disable" {
                    XCTAssertTrue(second.isOnScreen, "\(variant): a button disabled from code was pressed from memory")
                    XCTAssertEqual(second.isEnabled(button: "Move"), false, variant)
                    XCTAssertEqual(second.titleLabel?.text, "Move “b.txt (2)” to Trash?", variant)
                    XCTAssertEqual(trash.value, 1, variant)
                    objects.track(second)
                    second.dismiss()
                    XCTAssertEqual(answers.log("second"), ["dismissed"], variant)
                } else {
                    XCTAssertEqual(
                        answers.log("second"), ["remembered:Move"],
                        "\(variant): shown: \(second.isOnScreen), Move enabled: "
                            + "\(String(describing: second.isEnabled(button: "Move")))")
                    XCTAssertEqual(trash.value, 2, variant)
                    if second.isOnScreen {
                        objects.track(second)
                        second.dismiss()
                    }
                }
                await assertSettled(parent, objects, variant)
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 7. Dismissing handles of an alert swapped to a remembered one

    // Every handle of the swapped alert has ended with the one remembered answer: dismissing
    // or updating through any of them does nothing more. The old value's `onDismiss` does not
    // run; the remembered question's `onDismiss` runs as it does when it is presented afresh.
    @MainActor func test07DismissingHandlesOfAnAlertSwappedToARememberedOne() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
            let trash = Counter()
            let answers = Answers()
            let dismissals = Answers()
            let objects = Objects()
            let question = trashQuestion(trash, store: store, presentation).onDismiss {
                dismissals.record("question", $0)
            }
            // Reference: the same question presented afresh.
            question.present(over: parent.nestedButton, completion: answers.callback("fresh"))
            XCTAssertEqual(answers.log("fresh"), ["remembered:Move"], variant)
            let freshDismissals = dismissals.log("question")

            let uploading = Alert(title: "Uploading") { AlertButton("Cancel", role: .cancel) }.id("uploading")
                .presentation(presentation).onDismiss { dismissals.record("uploading", $0) }
            let handle = await parent.present(uploading, completion: answers.callback("swapped"))
            objects.track(handle)
            let other = try XCTUnwrap(Alert.presented(over: parent.window).first, variant)
            XCTAssertEqual(handle.update(question), .swapped, variant)
            XCTAssertEqual(answers.log("swapped"), ["remembered:Move"], variant)
            XCTAssertFalse(handle.isActive, variant)
            XCTAssertFalse(other.isActive, "\(variant): the handle from presented(over:) did not follow the swap")
            handle.dismiss()
            other.dismiss()
            XCTAssertEqual(handle.update(uploading), .ended, variant)
            XCTAssertEqual(other.update(uploading), .ended, variant)
            XCTAssertEqual(answers.log("swapped"), ["remembered:Move"], "\(variant): a second answer")
            XCTAssertEqual(dismissals.log("uploading"), [], "\(variant): the swapped-out value's onDismiss ran")
            XCTAssertEqual(
                dismissals.log("question"), freshDismissals + freshDismissals,
                "\(variant): onDismiss of a remembered question differs between presented afresh and swapped in")
            XCTAssertEqual(trash.value, 2, variant)

            // The async form: the awaiting caller gets the remembered answer; a late cancel changes nothing.
            let task = Task { @MainActor in await uploading.present(over: parent.nestedButton) }
            await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
            let behind = try XCTUnwrap(Alert.presented(over: parent.window).first, variant)
            await waitShown(behind)
            objects.track(behind)
            XCTAssertEqual(behind.update(question), .swapped, variant)
            let awaited = await task.value
            task.cancel()
            behind.dismiss()
            XCTAssertEqual(awaited, .remembered(id: "Move", role: .destructive), variant)
            XCTAssertEqual(trash.value, 3, variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 8. The window closed from the completion of a remembered answer

    /// An app closes its window once the last question is answered, in the completion (or a
    /// state host's `onResponse`): a remembered answer closes it as a press does.
    @MainActor func test08AWindowClosedFromARememberedAnswersCompletion() async throws {
        for presentation in presentations {
            for way in [
                "pressed by the user (control)", "presented", "its turn", "a state host", "its turn, a third waiting",
            ] {
                let variant = "\(presentation), \(way)"
                let parent = await AlertTestWindow()
                let window = parent.window
                let store = store()
                let trash = Counter()
                let answers = Answers()
                let objects = Objects()
                var host: AlertStateHost<SeamState>?
                let closing: @MainActor (String) -> @MainActor (AlertResponse) -> Void = { caller in
                    { response in
                        answers.record(caller, response)
                        window.close()
                    }
                }
                switch way {
                case "pressed by the user (control)":
                    let only = await parent.present(
                        trashQuestion(trash, store: store, presentation), completion: closing("last"))
                    objects.track(only)
                    try XCTUnwrap(only.button(id: "Move"), variant).click()
                case "presented":
                    store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                    trashQuestion(trash, store: store, presentation)
                        .present(over: parent.nestedButton, completion: closing("last"))
                case "a state host":
                    store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                    host = AlertStateHost<SeamState>(over: parent.nestedButton) { closing("last")($1) }
                    host?.state = .question("a.txt", trashQuestion(trash, store: store, presentation))
                default:
                    let first = await parent.present(
                        trashQuestion(trash, store: store, presentation), completion: answers.callback("first"))
                    objects.track(first)
                    trashQuestion(trash, store: store, presentation, file: "b.txt")
                        .present(over: parent.nestedButton, completion: closing("last"))
                    if way.hasSuffix("waiting") {
                        Alert(title: "Later", message: nil).presentation(presentation)
                            .present(over: parent.nestedButton, completion: answers.callback("third"))
                    }
                    try tickAndPress(first, "Move")
                    XCTAssertEqual(answers.log("first"), ["button:Move"], variant)
                }
                await TestDisplay.run(until: { !answers.log("last").isEmpty })
                XCTAssertEqual(
                    answers.log("last"), [way.hasSuffix("(control)") ? "button:Move" : "remembered:Move"], variant)
                if way.hasSuffix("waiting") {
                    await TestDisplay.run(until: { !answers.log("third").isEmpty }, timeoutMilliseconds: 500)
                    let third = answers.log("third")
                    XCTAssertLessThanOrEqual(third.count, 1, "\(variant): the third got \(third)")
                    // (Whether the window closes with a third alert coming up is not documented.)
                    if third.isEmpty, !window.isDestroyed, let next = Alert.presented(over: window).first {
                        objects.track(next)
                        next.dismiss()
                    }
                } else {
                    XCTAssertTrue(
                        window.isDestroyed || !window.isVisible,
                        "\(variant): the window stayed open; up: \(titles(parent))")
                }
                await assertSettled(parent, objects, variant)
                withExtendedLifetime(host) {}
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 9. Cancelling the awaiting task, racing a remembered turn

    // `await present(over:)` of a question waiting behind another of the same key; the user
    // ticks and presses Move on the first while the waiting task is cancelled. The awaiting
    // caller gets exactly one answer, and the remembered action ran exactly when it says
    // `.remembered`.
    @MainActor func test09CancellationRacingARememberedTurn() async throws {
        for presentation in presentations {
            for order in ["cancel, then its turn", "its turn, then cancel", "cancel from the first's action"] {
                let variant = "\(presentation), \(order)"
                let parent = await AlertTestWindow()
                let store = store()
                let trash = Counter()
                let answers = Answers()
                let objects = Objects()
                let task = Box<Task<AlertResponse, Never>?>(nil)
                let first = Alert(title: "Move “a.txt” to Trash?", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Move", role: .destructive) {
                        trash.value += 1
                        if order == "cancel from the first's action" { task.value?.cancel() }
                    }
                }.suppressible(key: "move-to-trash", store: store).presentation(presentation)
                let firstHandle = await parent.present(first, completion: answers.callback("first"))
                objects.track(firstHandle)
                let nestedButton = parent.nestedButton
                let waiting = trashQuestion(trash, store: store, presentation, file: "b.txt")
                task.value = Task { @MainActor in await waiting.present(over: nestedButton) }
                await TestDisplay.run(until: { Alert.presented(over: parent.window).count == 2 })
                XCTAssertEqual(Alert.presented(over: parent.window).count, 2, variant)
                switch order {
                case "cancel, then its turn":
                    task.value?.cancel()
                    await TestDisplay.settle(milliseconds: 30)
                    try tickAndPress(firstHandle, "Move")
                default:
                    try tickAndPress(firstHandle, "Move")
                    if order == "its turn, then cancel" { task.value?.cancel() }
                }
                let result = try await XCTUnwrap(task.value).value
                XCTAssertEqual(answers.log("first"), ["button:Move"], variant)
                XCTAssertTrue(result == .dismissed || result.isRemembered, "\(variant): \(result)")
                XCTAssertEqual(
                    trash.value, result.isRemembered ? 2 : 1,
                    "\(variant): answered \(Answers.describe(result)) but Move ran \(trash.value) times")
                if order != "its turn, then cancel" {
                    XCTAssertEqual(result, .dismissed, "\(variant): the cancelled question was answered from memory")
                }
                await assertSettled(parent, objects, variant)
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 10. Fonts change with a nested alert and a queued one, and during a fade

    // With animations on: an alert, a nested alert on it and a third waiting. The fonts grow:
    // both shown cards refit to what fresh alerts take in the new font. The nested alert is
    // dismissed and, while it fades, the fonts go back: the alert below refits; the waiting one
    // shows at its turn in the current font's size.
    @MainActor func test10FontsChangeWithANestedAndAQueuedAlertAndDuringAFade() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow(width: 640, height: 560, animations: true)
            let settings = parent.window.display.settings
            let original = settings.fontName
            defer { settings.fontName = original }
            let large = "Cantarell 19"
            let answers = Answers()
            let objects = Objects()
            let below = Alert(
                title: "Replace “report.pdf”?", message: "A file with this name already exists in “Documents”."
            ) {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Keep Both", id: "keep")
                AlertButton("_Replace", id: "replace", role: .destructive)
            }.presentation(presentation)
            let nested = Alert(title: "Compare the two files?", message: "Both were changed today.") {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Compare", id: "compare", role: .suggested)
            }.presentation(presentation)
            let queued = Alert(title: "Upload finished", message: "Three files were uploaded to “Documents”.")
                .presentation(presentation)

            func reference(_ alert: Alert) async throws -> [Int] {
                let handle = await parent.present(alert)
                let card = try XCTUnwrap(handle.card, variant)
                await TestDisplay.nextFrame(of: card)
                let size = cardSize(handle)
                objects.track(handle)
                handle.dismiss()
                await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty && !handle.isFading })
                await TestDisplay.settle(milliseconds: 100)
                return size
            }
            /// The nested alert's size, shown over `below` as in the scenario.
            func nestedReference() async throws -> [Int] {
                let belowHandle = await parent.present(below)
                objects.track(belowHandle)
                let nestedHandle = nested.present(over: try XCTUnwrap(belowHandle.card, variant)) { _ in }
                await waitShown(nestedHandle)
                objects.track(nestedHandle)
                await TestDisplay.nextFrame(of: try XCTUnwrap(nestedHandle.card, variant))
                let size = cardSize(nestedHandle)
                nestedHandle.dismiss()
                belowHandle.dismiss()
                await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty && !belowHandle.isFading })
                await TestDisplay.settle(milliseconds: 100)
                return size
            }
            settings.fontName = large
            await TestDisplay.settle(milliseconds: 100)
            let belowLarge = try await reference(below)
            let nestedLarge = try await nestedReference()
            settings.fontName = original
            await TestDisplay.settle(milliseconds: 100)
            let belowSmall = try await reference(below)
            let queuedSmall = try await reference(queued)
            XCTAssertNotEqual(belowLarge, belowSmall, "\(variant): the fonts do not change the card")

            let belowHandle = await parent.present(below, completion: answers.callback("below"))
            objects.track(belowHandle)
            let nestedHandle = nested.present(
                over: try XCTUnwrap(belowHandle.card, variant), completion: answers.callback("nested"))
            await waitShown(nestedHandle)
            objects.track(nestedHandle)
            let queuedHandle = queued.present(over: parent.nestedButton, completion: answers.callback("queued"))
            XCTAssertTrue(nestedHandle.isOnScreen, "\(variant): the nested alert did not show on top")
            XCTAssertFalse(queuedHandle.isOnScreen, variant)

            settings.fontName = large
            await TestDisplay.run(
                until: { self.cardSize(belowHandle) == belowLarge && self.cardSize(nestedHandle) == nestedLarge },
                timeoutMilliseconds: 4000)
            XCTAssertEqual(cardSize(belowHandle), belowLarge, "\(variant): the alert below kept its old size")
            XCTAssertEqual(cardSize(nestedHandle), nestedLarge, "\(variant): the nested alert kept its old size")
            XCTAssertFalse(queuedHandle.isOnScreen, variant)

            nestedHandle.dismiss()
            XCTAssertTrue(nestedHandle.isFading || !nestedHandle.isOnScreen, variant)
            settings.fontName = original  // while the nested card fades out
            await TestDisplay.run(
                until: { !nestedHandle.isFading && self.cardSize(belowHandle) == belowSmall },
                timeoutMilliseconds: 4000)
            XCTAssertEqual(
                cardSize(belowHandle), belowSmall, "\(variant): the alert below did not refit after the fade")
            XCTAssertEqual(answers.log("nested"), ["dismissed"], variant)
            belowHandle.dismiss()
            await waitShown(queuedHandle)
            objects.track(queuedHandle)
            if let card = queuedHandle.card { await TestDisplay.nextFrame(of: card) }
            XCTAssertEqual(cardSize(queuedHandle), queuedSmall, "\(variant): the queued alert shows at a stale size")
            queuedHandle.dismiss()
            XCTAssertEqual(answers.log("below"), ["dismissed"], variant)
            XCTAssertEqual(answers.log("queued"), ["dismissed"], variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 11. A field's validation error shown when the fonts or their scale grow

    // A rename alert shows its field's error; the fonts grow (gtk-font-name, or gtk-xft-dpi as
    // GNOME's Large Text): the card takes the size a fresh alert with the same error takes,
    // the error and the buttons stay inside it, the field keeps the focus and its text. Fixing
    // the text clears the error and the card fits again.
    @MainActor func test11AValidationErrorShownWhenTheFontsGrow() async throws {
        for presentation in presentations {
            for change in ["gtk-font-name", "gtk-xft-dpi"] {
                let variant = "\(presentation), \(change)"
                let parent = await AlertTestWindow(width: 640, height: 560)
                let settings = parent.window.display.settings
                let originalFont = settings.fontName
                let originalDPI = xftDPI
                let grow: @MainActor () -> Void = {
                    if change == "gtk-font-name" {
                        settings.fontName = "Cantarell 19"
                    } else {
                        self.xftDPI = 160 * 1024
                    }
                }
                let restore: @MainActor () -> Void = {
                    settings.fontName = originalFont
                    self.xftDPI = originalDPI
                }
                defer { restore() }
                let message = "A name cannot contain “/”. Pick another name, without slashes."
                let alert = Alert(title: "Rename “Notes”") {
                    AlertTextField(id: "name", placeholder: "Name") { $0.contains("/") ? message : nil }
                } buttons: {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("_Rename", id: "rename", role: .suggested)
                }.presentation(presentation)
                let answers = Answers()
                let objects = Objects()

                func reference(withError: Bool) async throws -> [Int] {
                    let handle = await parent.present(alert)
                    objects.track(handle)
                    let entry = try XCTUnwrap(handle.entry, variant)
                    entry.text = withError ? "a/b" : "ab"
                    if withError {
                        handle.confirm()
                        await TestDisplay.run(until: { handle.entryError != nil })
                    }
                    await TestDisplay.settle(milliseconds: 100)
                    await TestDisplay.nextFrame(of: try XCTUnwrap(handle.card, variant))
                    let size = cardSize(handle)
                    handle.dismiss()
                    await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
                    return size
                }
                grow()
                await TestDisplay.settle(milliseconds: 100)
                let largeWithError = try await reference(withError: true)
                let largeWithout = try await reference(withError: false)
                restore()
                await TestDisplay.settle(milliseconds: 100)

                let handle = await parent.present(alert, completion: answers.callback("rename"))
                objects.track(handle)
                let entry = try XCTUnwrap(handle.entry, variant)
                var card: Widget! = try XCTUnwrap(handle.card, variant)
                entry.text = "a/b"
                handle.confirm()
                await TestDisplay.run(until: { handle.entryError != nil })
                XCTAssertEqual(handle.entryError, message, variant)
                await TestDisplay.nextFrame(of: card)
                let smallWithError = cardSize(handle)
                XCTAssertNotEqual(smallWithError, largeWithError, "\(variant): the change does not change the card")

                grow()
                await TestDisplay.run(until: { self.cardSize(handle) == largeWithError }, timeoutMilliseconds: 4000)
                XCTAssertEqual(
                    cardSize(handle), largeWithError, "\(variant): the card did not refit with the error shown")
                XCTAssertEqual(handle.entryError, message, "\(variant): the error went away")
                let errorRow = try XCTUnwrap(handle.card?.descendants(withCSSClass: "alert-entry-error").first, variant)
                for widget in [errorRow] + handle.buttons.map({ $0 as Widget }) {
                    let bounds = try XCTUnwrap(widget.bounds(relativeTo: card), variant)
                    XCTAssertLessThanOrEqual(
                        bounds.y + bounds.height, Double(card.allocatedHeight) + 0.5,
                        "\(variant): \(widget.typeName) sticks out of the card's bottom")
                    XCTAssertLessThanOrEqual(
                        bounds.x + bounds.width, Double(card.allocatedWidth) + 0.5,
                        "\(variant): \(widget.typeName) sticks out of the card's side")
                }
                XCTAssertTrue(entry.containsFocus, "\(variant): the field lost the focus")
                XCTAssertEqual(entry.text, "a/b", variant)

                entry.text = "ab"
                await TestDisplay.run(until: { handle.entryError == nil })
                XCTAssertNil(handle.entryError, "\(variant): the error stayed after the text changed")
                await TestDisplay.run(until: { self.cardSize(handle) == largeWithout }, timeoutMilliseconds: 4000)
                XCTAssertEqual(cardSize(handle), largeWithout, "\(variant): the card kept the error's room")
                card = nil  // (a wrapper keeps its widget alive)
                try XCTUnwrap(handle.button(id: "rename"), variant).click()
                XCTAssertEqual(answers.log("rename"), ["button:rename"], variant)
                XCTAssertEqual(answers.byCaller["rename"]?.first?.texts["name"], "ab", variant)
                await assertSettled(parent, objects, variant)
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 12. run(over:progress:) with a question answered from memory

    /// An export's operation asks "Replace report.pdf?": the first time it shows on top of the
    /// progress alert and the user ticks "Don't ask again"; later runs get `.remembered` at once,
    /// also while the progress alert itself still waits behind another alert.
    @MainActor func test12RunWithProgressAndAQuestionAnsweredFromMemory() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            let replaced = Counter()
            let objects = Objects()
            let nestedButton = parent.nestedButton
            let question = Alert(title: "Replace “report.pdf”?", message: nil) {
                AlertButton("_Cancel", role: .cancel)
                AlertButton("_Replace", id: "replace", role: .destructive) { replaced.value += 1 }
            }.suppressible(key: "replace-export", store: store).presentation(presentation)
            func export() -> Task<AlertResponse, any Error> {
                let progress = AlertProgress()
                let working = Alert(title: "Exporting") {
                    AlertContent.progress(progress)
                } buttons: {
                    AlertButton("_Cancel", role: .cancel)
                }.presentation(presentation)
                return Task { @MainActor in
                    try await working.run(over: nestedButton, progress: progress) { progress in
                        progress.fraction = 0.5
                        let answer = await question.present(over: nestedButton)
                        progress.fraction = 1
                        return answer
                    }
                }
            }
            // First run: the question shows on top of the progress alert.
            let firstRun = export()
            await TestDisplay.run(until: {
                self.topHandle(parent, titled: "Replace “report.pdf”?")?.isOnScreen ?? false
            })
            let shown = try XCTUnwrap(topHandle(parent, titled: "Replace “report.pdf”?"), variant)
            XCTAssertEqual(titles(parent).first, "Replace “report.pdf”?", "\(variant): not on top")
            await waitShown(shown)
            objects.track(shown)
            objects.track(Alert.presented(over: parent.window).last)
            try tickAndPress(shown, "replace")
            let firstAnswer = try await firstRun.value
            XCTAssertEqual(Answers.describe(firstAnswer), "button:replace", variant)
            await assertSettled(parent, objects, "\(variant), first run")

            // Second run: answered from memory at once.
            let secondRun = export()
            await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
            objects.track(Alert.presented(over: parent.window).first)
            let secondAnswer = try await secondRun.value
            XCTAssertEqual(secondAnswer, .remembered(id: "replace", role: .destructive), variant)
            await assertSettled(parent, objects, "\(variant), second run")

            // Third run, while the progress alert waits behind another alert.
            let blocker = await parent.present(Alert(title: "Unrelated", message: nil).presentation(presentation))
            objects.track(blocker)
            let thirdRun = export()
            await TestDisplay.run(until: { Alert.presented(over: parent.window).count >= 2 })
            await TestDisplay.settle(milliseconds: 50)
            blocker.dismiss()
            await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
            objects.track(Alert.presented(over: parent.window).first)
            let thirdAnswer = try await thirdRun.value
            XCTAssertEqual(thirdAnswer, .remembered(id: "replace", role: .destructive), variant)
            XCTAssertEqual(replaced.value, 3, variant)
            await assertSettled(parent, objects, "\(variant), third run")
            await closeIfOpen(parent)
        }
    }

    // MARK: 13. The app's field gets the focus back after a swap to a remembered question

    /// The user was typing in the app's field (a selection made); an upload alert is swapped for
    /// a question answered from memory: the alert ends at once, and the field gets the focus
    /// back as the user left it.
    @MainActor func test13TheAppsFieldGetsItsSelectionBackAfterASwapToARememberedQuestion() async throws {
        for presentation in presentations {
            for way in ["a handle's update", "a state host"] {
                let variant = "\(presentation), \(way)"
                let parent = await AlertTestWindow()
                let store = store()
                store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                let trash = Counter()
                let answers = Answers()
                let objects = Objects()
                let field = Entry()
                parent.content.append(field)
                field.text = "draft"
                _ = field.grabFocus()
                field.select(1..<4)
                await TestDisplay.settle()
                var host: AlertStateHost<SeamState>?
                if way == "a handle's update" {
                    let upload = await parent.present(
                        Alert(title: "Uploading") { AlertButton("Cancel", role: .cancel) }.id("uploading")
                            .presentation(presentation),
                        completion: answers.callback("caller"))
                    objects.track(upload)
                    XCTAssertEqual(upload.update(trashQuestion(trash, store: store, presentation)), .swapped, variant)
                } else {
                    host = AlertStateHost<SeamState>(over: parent.nestedButton) { answers.record("caller", $1) }
                    host?.state = .uploading(percent: 10, presentation)
                    await waitShown(host?.currentHandle)
                    objects.track(host?.currentHandle)
                    host?.state = .question("a.txt", trashQuestion(trash, store: store, presentation))
                }
                XCTAssertEqual(answers.log("caller"), ["remembered:Move"], variant)
                await TestDisplay.settle(milliseconds: 100)
                XCTAssertTrue(field.containsFocus, "\(variant): the focus did not come back to the app's field")
                XCTAssertEqual(field.text, "draft", variant)
                field.assertGivenBack(1..<4, "\(variant): the field's selection changed")
                await assertSettled(parent, objects, variant)
                withExtendedLifetime(host) {}
                await closeIfOpen(parent)
            }
        }
    }

    // MARK: 14. A nested question answered from memory over an alert's field

    /// From inside a rename alert, the app asks a question whose answer is remembered, over the
    /// field: nothing shows, and the field keeps the focus, its text and its cursor.
    @MainActor func test14ANestedRememberedQuestionLeavesTheFieldAsItWas() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
            let trash = Counter()
            let answers = Answers()
            let objects = Objects()
            let rename = await parent.present(renameAlert(presentation), completion: answers.callback("rename"))
            objects.track(rename)
            let entry = try XCTUnwrap(rename.entry, variant)
            entry.text = "draft"
            _ = entry.grabFocus()
            entry.select(2..<2)
            await TestDisplay.settle()
            trashQuestion(trash, store: store, presentation)
                .present(over: entry, completion: answers.callback("question"))
            XCTAssertEqual(answers.log("question"), ["remembered:Move"], variant)
            await TestDisplay.settle(milliseconds: 100)
            XCTAssertTrue(rename.isOnScreen, variant)
            XCTAssertTrue(entry.containsFocus, "\(variant): the field lost the focus")
            entry.assertGivenBack(2..<2, "\(variant): the field's cursor moved or its text was selected")
            try XCTUnwrap(rename.button(id: "Rename"), variant).click()
            XCTAssertEqual(answers.log("rename"), ["button:Rename"], variant)
            XCTAssertEqual(answers.byCaller["rename"]?.first?.text, "draft", variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 15. A state host's onResponse sets the next state after a remembered answer

    @MainActor func test15AStateHostMovesOnFromARememberedAnswer() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
            let trash = Counter()
            let answers = Answers()
            let objects = Objects()
            let hostBox = Box<AlertStateHost<SeamState>?>(nil)
            var changes: [String] = []
            let host = AlertStateHost<SeamState>(over: parent.nestedButton) { state, response in
                answers.record("host", response)
                if response.isRemembered { hostBox.value?.state = .done(presentation) }
            }
            hostBox.value = host
            host.onStateChange = { changes.append($0?.name ?? "nil") }
            host.state = .question("a.txt", trashQuestion(trash, store: store, presentation))
            XCTAssertEqual(answers.log("host"), ["remembered:Move"], variant)
            XCTAssertEqual(host.state?.name, "done", variant)
            await waitShown(host.currentHandle)
            let done = try XCTUnwrap(host.currentHandle, variant)
            XCTAssertEqual(done.titleLabel?.text, "Moved to Trash", variant)
            objects.track(done)
            try XCTUnwrap(done.button(id: "ok"), variant).click()
            await TestDisplay.run(until: { host.state == nil })
            XCTAssertNil(host.state, variant)
            XCTAssertEqual(answers.log("host"), ["remembered:Move", "button:ok"], variant)
            XCTAssertEqual(changes, ["question", "nil", "done", "nil"], variant)
            hostBox.value = nil
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 16. A swap to a remembered question while others wait keeps the queue

    @MainActor func test16ASwapToARememberedQuestionKeepsTheQueueInOrder() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
            let trash = Counter()
            let answers = Answers()
            let objects = Objects()
            let shown = await parent.present(
                Alert(title: "A", message: nil).id("a").presentation(presentation), completion: answers.callback("A"))
            objects.track(shown)
            let b = Alert(title: "B", message: nil).presentation(presentation)
                .present(over: parent.nestedButton, completion: answers.callback("B"))
            let c = Alert(title: "C", message: nil).presentation(presentation)
                .present(over: parent.nestedButton, completion: answers.callback("C"))
            XCTAssertEqual(shown.update(trashQuestion(trash, store: store, presentation)), .swapped, variant)
            XCTAssertEqual(answers.log("A"), ["remembered:Move"], variant)
            XCTAssertEqual(titles(parent), ["B", "C"], variant)
            await waitShown(b)
            XCTAssertTrue(b.isOnScreen && !c.isOnScreen, variant)
            objects.track(b)
            b.confirm()
            await waitShown(c)
            objects.track(c)
            c.confirm()
            XCTAssertEqual(answers.log("B"), ["button:ok"], variant)
            XCTAssertEqual(answers.log("C"), ["button:ok"], variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 17. setEnabled on a shown alert, then updates: in place (still shown), then a swap

    /// A button disabled from code lasts until the next update; an in-place update of a shown
    /// alert whose key has meanwhile been remembered keeps it up (it does not come up again);
    /// a swap to another identity answers from memory.
    @MainActor func test17SetEnabledOnAShownAlertThenAnInPlaceUpdateThenASwap() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            let trash = Counter()
            let answers = Answers()
            let objects = Objects()
            let handle = await parent.present(
                trashQuestion(trash, store: store, presentation), completion: answers.callback("caller"))
            objects.track(handle)
            handle.setEnabled(false, forButton: "Move")
            XCTAssertEqual(handle.isEnabled(button: "Move"), false, variant)
            store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
            XCTAssertEqual(handle.update(trashQuestion(trash, store: store, presentation, file: "a (2).txt")), .inPlace)
            XCTAssertTrue(handle.isOnScreen, "\(variant): an update in place answered from memory")
            XCTAssertEqual(handle.isEnabled(button: "Move"), true, "\(variant): setEnabled outlived the update")
            XCTAssertEqual(answers.log("caller"), [], variant)
            handle.setEnabled(false, forButton: "Move")
            XCTAssertEqual(
                handle.update(trashQuestion(trash, store: store, presentation, file: "b.txt", id: "trash-2")), .swapped,
                variant)
            XCTAssertEqual(answers.log("caller"), ["remembered:Move"], "\(variant): the swap's value did not decide")
            XCTAssertEqual(trash.value, 1, variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 18. Alert(error:) made suppressible: a remembered recovery option

    // "Always retry": a recoverable error's alert, suppressible. The user picks Retry with the
    // box ticked; next time the recovery is attempted from memory, whether presented, at its
    // turn, or swapped in by a state host, and the answer names the recovery option.
    @MainActor func test18ARememberedRecoveryOptionOfAnErrorAlert() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            let answers = Answers()
            let objects = Objects()
            let error = CountingRecovery()
            let alert = Alert(error: error) { AlertButton("_Cancel", role: .cancel) }
                .suppressible(key: "retry-sync", store: store).presentation(presentation)
            let first = await parent.present(alert, completion: answers.callback("first"))
            objects.track(first)
            try tickAndPress(first, "recovery-0")
            XCTAssertEqual(error.attempted, [0], variant)

            // Presented afresh.
            let again = await alert.present(over: parent.nestedButton)
            XCTAssertEqual(again, .remembered(id: "recovery-0", role: .suggested), variant)
            XCTAssertEqual(again.recoveryOptionIndex, 0, "\(variant): a remembered recovery option has no index")
            XCTAssertEqual(error.attempted, [0, 0], variant)

            // Swapped in by a state host from a status alert.
            let host = AlertStateHost<SeamState>(over: parent.nestedButton) { answers.record("host", $1) }
            host.state = .uploading(percent: 20, presentation)
            await waitShown(host.currentHandle)
            objects.track(host.currentHandle)
            host.state = .question("sync", alert)
            XCTAssertNil(host.state, variant)
            XCTAssertEqual(answers.log("host"), ["remembered:recovery-0"], variant)
            XCTAssertEqual(error.attempted, [0, 0, 0], variant)
            XCTAssertEqual(answers.log("first"), ["button:recovery-0"], variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 19. A remembered question presented while another alert is up

    /// The window already shows an alert when the app presents a question answered from memory:
    /// it never shows, and its caller gets exactly one `.remembered`.
    @MainActor func test19ARememberedQuestionPresentedWhileAnotherAlertIsUpNeverShows() async throws {
        for presentation in presentations {
            let variant = "\(presentation)"
            let parent = await AlertTestWindow()
            let store = store()
            store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
            let trash = Counter()
            let answers = Answers()
            let objects = Objects()
            let shown = await parent.present(
                Alert(title: "Unrelated", message: nil).presentation(presentation),
                completion: answers.callback("shown"))
            objects.track(shown)
            let question = trashQuestion(trash, store: store, presentation)
                .present(over: parent.nestedButton, completion: answers.callback("question"))
            var everOnScreen = false
            shown.dismiss()
            await TestDisplay.run(until: {
                everOnScreen = everOnScreen || question.isOnScreen
                return !answers.log("question").isEmpty
            })
            XCTAssertFalse(everOnScreen, "\(variant): the remembered question showed")
            XCTAssertEqual(answers.log("question"), ["remembered:Move"], variant)
            XCTAssertEqual(answers.log("shown"), ["dismissed"], variant)
            XCTAssertEqual(trash.value, 1, variant)
            await assertSettled(parent, objects, variant)
            await closeIfOpen(parent)
        }
    }

    // MARK: 20. A remembered press that closes the window, with an alert waiting behind

    /// "The remembered press's action may close the window, as the user's may": with a third
    /// alert waiting, a remembered press at its turn whose action closes the window does what
    /// the user's own press of that button does in the same place.
    @MainActor func test20ARememberedCloseWithAnAlertWaitingMatchesTheUsersPress() async throws {
        for presentation in presentations {
            var outcomes: [String: String] = [:]
            for way in ["user", "remembered"] {
                let variant = "\(presentation), \(way)"
                let parent = await AlertTestWindow()
                let window = parent.window
                let store = store()
                if way == "remembered" {
                    store.remember(buttonID: "discard", role: .destructive, forKey: "close-unsaved")
                }
                let answers = Answers()
                let objects = Objects()
                let lastTab = Alert(title: "Close “b.txt” without saving?", message: nil) {
                    AlertButton("_Cancel", role: .cancel)
                    AlertButton("Close _Without Saving", id: "discard", role: .destructive) { window.close() }
                }.suppressible(key: "close-unsaved", store: store).presentation(presentation)
                let first = await parent.present(
                    Alert(title: "Saved “a.txt”", message: nil).presentation(presentation),
                    completion: answers.callback("first"))
                objects.track(first)
                let tab = lastTab.present(over: parent.nestedButton, completion: answers.callback("tab"))
                Alert(title: "Update available", message: nil).presentation(presentation)
                    .present(over: parent.nestedButton, completion: answers.callback("third"))
                first.dismiss()
                if way == "user" {
                    await waitShown(tab)
                    objects.track(tab)
                    try XCTUnwrap(tab.button(id: "discard"), variant).click()
                }
                await TestDisplay.run(until: { !answers.log("tab").isEmpty })
                XCTAssertEqual(answers.log("tab"), [way == "user" ? "button:discard" : "remembered:discard"], variant)
                await TestDisplay.settle(milliseconds: 100)
                let third = answers.log("third")
                XCTAssertLessThanOrEqual(third.count, 1, variant)
                outcomes[way] = "window closed \(window.isDestroyed || !window.isVisible), third \(third)"
                if !window.isDestroyed, let next = Alert.presented(over: window).first {
                    objects.track(next)
                    next.dismiss()
                }
                await assertSettled(parent, objects, variant)
                await closeIfOpen(parent)
            }
            XCTAssertEqual(
                outcomes["remembered"], outcomes["user"], "\(presentation): a remembered press differs from the user's")
        }
    }

    // MARK: Minimal reproductions of the failures above

    /// R1: an alert swapped (`update` to another identity) for a question answered from memory:
    /// the old card must be finalized, as it is when the replacement shows and is dismissed.
    @MainActor func testR1ASwapToARememberedQuestionReleasesTheOldCard() async throws {
        for presentation in presentations {
            for replacement in ["remembered", "shown, then dismissed (control)"] {
                let variant = "\(presentation), \(replacement)"
                let parent = await AlertTestWindow()
                let store = store()
                store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                let handle = await parent.present(
                    Alert(title: "Uploading", message: nil).id("uploading").presentation(presentation))
                let old = handle.createdObjects
                let next =
                    replacement == "remembered"
                    ? trashQuestion(Counter(), store: store, presentation)
                    : Alert(title: "Done", message: nil).id("done").presentation(presentation)
                XCTAssertEqual(handle.update(next), .swapped, variant)
                if handle.isActive {
                    await waitShown(handle)
                    handle.dismiss()
                }
                await TestDisplay.settle(milliseconds: 300)
                do {  // (wrappers keep their widgets alive: dropped at the end of this scope)
                    let cardsLeft = parent.window.descendants(withCSSClass: "alert-card")
                    XCTAssertEqual(
                        cardsLeft.filter(\.isMapped).count, 0,
                        "\(variant): a card is still on screen in the parent window after the alert ended")
                }
                let released = await TestDisplay.run(
                    until: { old.allSatisfy { !$0.isAlive } }, timeoutMilliseconds: 8000)
                XCTAssertTrue(
                    released,
                    "\(variant): \(old.filter(\.isAlive).count) of \(old.count) objects of the old card alive 8 s later"
                )
                await parent.close()
            }
        }
    }

    /// R1b: what the card left on screen by R1 does when the user clicks its buttons.
    @MainActor func testR1bTheCardLeftByASwapToARememberedQuestionIsDead() async throws {
        let parent = await AlertTestWindow()
        let store = store()
        store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
        var responses: [AlertResponse] = []
        let cancelled = Counter()
        let uploading = Alert(title: "Uploading", message: nil) {
            AlertButton("_Stop", id: "stop", role: .cancel) { cancelled.value += 1 }
        }.id("uploading")
        // A big button of the app's filling the window, clicked where the card shows.
        let target = Button(label: "Big target")
        target.expandsHorizontally = true
        target.expandsVertically = true
        parent.content.append(target)
        await TestDisplay.settle(milliseconds: 100)
        func pickedTarget(at point: (Double, Double)) -> Bool {
            guard let picked = gtk_widget_pick(parent.window.widgetPointer, point.0, point.1, GTK_PICK_DEFAULT)
            else { return false }
            return picked == target.widgetPointer || gtk_widget_is_ancestor(picked, target.widgetPointer) != 0
        }
        let handle = await parent.present(uploading) { responses.append($0) }
        let cardBounds = try XCTUnwrap(handle.card?.bounds(relativeTo: parent.window))
        let centre = (cardBounds.x + cardBounds.width / 2, cardBounds.y + cardBounds.height / 2)
        XCTAssertEqual(handle.update(trashQuestion(Counter(), store: store, .inWindow)), .swapped)
        XCTAssertEqual(responses, [.remembered(id: "Move", role: .destructive)])
        await TestDisplay.settle(milliseconds: 300)
        let reachable = pickedTarget(at: centre)
        XCTAssertTrue(reachable, "the app's button under where the swapped-out card was takes no clicks")
        do {
            let stale = parent.window.descendants(withCSSClass: "alert-card").filter(\.isMapped)
            let staleButtons = stale.flatMap { $0.descendants(withCSSClass: "alert-button") }
            XCTAssertEqual(stale.count, 0, "the swapped-out card stays on screen")
            // Does the invisible card take the pointer over the parent, and the Tab key?
            for card in stale {
                if let bounds = card.bounds(relativeTo: parent.window) {
                    let picked = gtk_widget_pick(
                        parent.window.widgetPointer, bounds.x + bounds.width / 2, bounds.y + bounds.height / 2,
                        GTK_PICK_DEFAULT)
                    let takesPointer =
                        picked.map { $0 == card.widgetPointer || gtk_widget_is_ancestor($0, card.widgetPointer) != 0 }
                        ?? false
                    XCTAssertFalse(takesPointer, "the invisible stale card takes the clicks meant for the parent")
                }
            }
            var tabbedIntoStale = false
            for _ in 0..<12 {
                _ = gtk_widget_child_focus(parent.window.widgetPointer, GTK_DIR_TAB_FORWARD)
                if stale.contains(where: \.containsFocus) { tabbedIntoStale = true }
            }
            XCTAssertFalse(tabbedIntoStale, "Tab moves the focus into the invisible stale card")
            for button in staleButtons { button.emit("clicked") }
            await TestDisplay.settle(milliseconds: 100)
            XCTAssertEqual(responses.count, 1, "a second answer from the stale card")
            XCTAssertEqual(cancelled.value, 0, "the stale card's button ran its action")
            XCTAssertFalse(stale.contains { $0.containsFocus }, "the focus is in the stale card")
        }
        await parent.close()

        // Control: the same over a fresh window, the replacement shown and then dismissed.
        let control = await AlertTestWindow()
        let big = Button(label: "Big target")
        big.expandsHorizontally = true
        big.expandsVertically = true
        control.content.append(big)
        await TestDisplay.settle(milliseconds: 100)
        let shown = await control.present(uploading)
        let bounds = try XCTUnwrap(shown.card?.bounds(relativeTo: control.window))
        XCTAssertEqual(shown.update(Alert(title: "Done", message: nil).id("done")), .swapped)
        await waitShown(shown)
        shown.dismiss()
        await TestDisplay.settle(milliseconds: 300)
        let picked = gtk_widget_pick(
            control.window.widgetPointer, bounds.x + bounds.width / 2, bounds.y + bounds.height / 2, GTK_PICK_DEFAULT)
        let controlReachable =
            picked.map { $0 == big.widgetPointer || gtk_widget_is_ancestor($0, big.widgetPointer) != 0 } ?? false
        XCTAssertTrue(controlReachable, "control: the pick itself does not work")
        await control.close()
    }

    /// R2: a completion that closes the window once the alert has answered: after the user's
    /// press (control) and after a remembered answer.
    @MainActor func testR2ACompletionClosesTheWindow() async throws {
        for presentation in presentations {
            for way in ["user press", "remembered", "await, then close (control)"] {
                let variant = "\(presentation), \(way)"
                let parent = await AlertTestWindow()
                let window = parent.window
                let store = store()
                if way == "remembered" { store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash") }
                var responses: [AlertResponse] = []
                let alert = trashQuestion(Counter(), store: store, presentation)
                let closeWindow: @MainActor (AlertResponse) -> Void = { response in
                    responses.append(response)
                    window.close()
                }
                if way == "user press" {
                    let handle = await parent.present(alert, completion: closeWindow)
                    try XCTUnwrap(handle.button(id: "Move")).click()
                } else if way.hasPrefix("await") {
                    store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash")
                    closeWindow(await alert.present(over: parent.nestedButton))
                } else {
                    alert.present(over: parent.nestedButton, completion: closeWindow)
                }
                await TestDisplay.settle(milliseconds: 100)
                XCTAssertEqual(responses.count, 1, variant)
                XCTAssertTrue(window.isDestroyed || !window.isVisible, "\(variant): the window stayed open")
                await closeIfOpen(parent)
            }
        }
    }

    // R3: the task awaiting a waiting question is cancelled; in the same turn of the main loop
    // (before any await) the alert ahead of it ends and its key has a remembered answer.
    // "Cancelling the calling task dismisses the alert (the result is then `.dismissed`)".
    @MainActor func testR3ACancelledTaskIsNotAnsweredFromMemoryAtItsTurn() async throws {
        for presentation in presentations {
            for remembered in [true, false] {
                let variant = "\(presentation), \(remembered ? "remembered" : "not remembered (control)")"
                let parent = await AlertTestWindow()
                let store = store()
                let trash = Counter()
                let first = await parent.present(Alert(title: "First", message: nil).presentation(presentation))
                let nestedButton = parent.nestedButton
                let question = trashQuestion(trash, store: store, presentation)
                let task = Task { @MainActor in await question.present(over: nestedButton) }
                await TestDisplay.run(until: { Alert.presented(over: parent.window).count == 2 })
                if remembered { store.remember(buttonID: "Move", role: .destructive, forKey: "move-to-trash") }
                task.cancel()
                first.dismiss()
                let result = await task.value
                XCTAssertEqual(result, .dismissed, variant)
                XCTAssertEqual(trash.value, 0, "\(variant): Move ran for a caller that had cancelled")
                await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
                XCTAssertEqual(titles(parent), [], variant)
                await parent.close()
            }
        }
    }

    // MARK: Alerts of the scenarios

    @MainActor private func renameAlert(_ presentation: AlertPresentation) -> Alert {
        Alert(title: "Rename") {
            AlertTextField(id: "name", placeholder: "Name")
        } buttons: {
            AlertButton("_Cancel", role: .cancel)
            AlertButton("_Rename", role: .suggested)
        }.id("rename").presentation(presentation)
    }
}

/// An upload, a question (any alert), the end of a move: a state host's states.
private enum SeamState: AlertState {
    case uploading(percent: Int, AlertPresentation)
    case question(String, Alert)
    case done(AlertPresentation)

    var name: String {
        switch self {
        case .uploading: "uploading"
        case .question: "question"
        case .done: "done"
        }
    }

    var alert: Alert {
        switch self {
        case .uploading(let percent, let presentation):
            Alert(title: "Uploading \(percent) %") { AlertButton("Cancel", role: .cancel) }.id("uploading")
                .presentation(presentation)
        case .question(_, let alert): alert
        case .done(let presentation):
            Alert(title: "Moved to Trash", message: nil) { AlertButton("_OK", id: "ok", role: .suggested) }.id("done")
                .presentation(presentation)
        }
    }
}

/// A sync error whose one recovery, "Overwrite", first asks a question of its own.
private final class AsksBeforeOverwriting: RecoverableError, @unchecked Sendable {
    let recoveryOptions = ["_Overwrite…"]
    @MainActor var parent: Widget?
    @MainActor var question: Alert?
    @MainActor var answers: AlertScenario.Answers?
    @MainActor var attempted = 0

    func attemptRecovery(optionIndex: Int) -> Bool { false }

    func attemptRecovery(optionIndex: Int, resultHandler: @escaping (Bool) -> Void) {
        nonisolated(unsafe) let handler = resultHandler
        MainActor.assumeIsolated {
            attempted += 1
            guard let parent, let question else {
                handler(false)
                return
            }
            let answers = answers
            question.present(over: parent) { response in
                answers?.record("question", response)
                handler(response.buttonID == "overwrite")
            }
        }
    }
}

/// A recoverable error that records each attempt.
private final class CountingRecovery: RecoverableError, @unchecked Sendable {
    let recoveryOptions = ["_Retry", "Work _Offline"]
    @MainActor var attempted: [Int] = []

    func attemptRecovery(optionIndex: Int) -> Bool { true }

    func attemptRecovery(optionIndex: Int, resultHandler: @escaping (Bool) -> Void) {
        MainActor.assumeIsolated { attempted.append(optionIndex) }
        resultHandler(true)
    }
}
