import Foundation
import GtkAlertsTestSupport
import GtkAlertsToolkit

@testable import GtkAlerts

/// Runs one lifecycle fuzz sequence: performs its steps with the main loop pumped a little
/// between them (fades and frames keep running underneath), checks the invariants after each
/// step, and at the end closes every window and checks that every caller got its answer and
/// every object an alert created was freed.
///
/// The first step that breaks an invariant ends the sequence (what follows would mostly
/// repeat it); the failures are kept for the run to report.
@MainActor
final class LifecycleSequence {
    struct Failure {
        /// The invariant's name, such as `leak` (what `LIFECYCLE_FUZZ_IGNORE` takes).
        var invariant: String
        /// The step after which it was seen; the step count for the final checks.
        var step: Int
        var message: String
    }

    /// The sequence running now, for closures the library calls (completions, content builders).
    static var current: LifecycleSequence?

    let number: Int
    let steps: [LifecycleStep]
    private(set) var parents: [LifecycleParent] = []
    private(set) var records: [LifecyclePresentationRecord] = []
    private var recordsByNumber: [Int: LifecyclePresentationRecord] = [:]
    private(set) var failures: [Failure] = []
    /// Who should be on screen and who should wait, per window, from the fuzzer's side.
    var queueOracle = LifecycleQueueOracle()
    private(set) var stepsRun = 0
    private(set) var currentStep = 0
    /// What the current step acted on, for the trace.
    var note = ""
    /// The alert whose `update(_:)` is running: a swap may answer from memory inside it.
    private(set) var updating: Int?

    /// How long fades may take before what they leave behind counts as left behind.
    static let settleMilliseconds = 2_000
    /// How long a fade's teardown may be deferred: the longest fade, its fallback timer's
    /// margin (150 ms, see `Fade`) and some slack.
    static let deferredTeardownMilliseconds = 400
    /// How long to wait for one frame of a parent.
    static let frameMilliseconds = 300

    init(number: Int, steps: [LifecycleStep]) {
        self.number = number
        self.steps = steps
    }

    // MARK: Running

    func run() async {
        Self.current = self
        resetSettings()
        let opened = ContinuousClock.now
        _ = await openParent(withTitlebar: false)
        LifecycleFuzzRun.timing.add("first parent", since: opened)
        for (index, step) in steps.enumerated() where LifecycleFuzzEnvironment.runsStep(index) {
            currentStep = index
            note = ""
            LifecycleFuzzRun.report("STEP", "\(number) \(index) \(step)")
            let stepStarted = ContinuousClock.now
            await perform(step)
            await pump()
            discoverHandles()
            checkAfterStep()
            LifecycleFuzzRun.timing.add(step.kind, since: stepStarted)
            stepsRun += 1
            if LifecycleFuzzEnvironment.trace {
                LifecycleFuzzRun.report("TRACE", "\(number) \(index) \(step)\(note) → \(stateDescription)")
            }
            if !failures.isEmpty { break }
        }
        currentStep = steps.count
        if failures.isEmpty {
            LifecycleFuzzRun.report("STEP", "\(number) \(steps.count) end (close every parent, then check)")
            let finishing = ContinuousClock.now
            await finish()
            LifecycleFuzzRun.timing.add("end", since: finishing)
            if LifecycleFuzzEnvironment.trace {
                LifecycleFuzzRun.report("TRACE", "\(number) end → \(stateDescription)")
            }
        }
        let cleaning = ContinuousClock.now
        await cleanUp()
        LifecycleFuzzRun.timing.add("clean-up", since: cleaning)
        Self.current = nil
    }

    private func perform(_ step: LifecycleStep) async {
        switch step {
        case .openParent(let withTitlebar):
            if parents.filter({ !$0.isDestroyed }).count < 2 { _ = await openParent(withTitlebar: withTitlebar) }
        case .present(let spec):
            guard let parent = await shownParent(spec.window) else { return }
            present(spec, over: parent, origin: .completion)
        case .presentAwaiting(let spec):
            guard let parent = await shownParent(spec.window) else { return }
            presentAwaiting(spec, over: parent)
        case .cancelAwaitingTask(let pick):
            guard let record = choose(pick, from: records.filter { $0.task != nil && $0.responses.isEmpty }) else {
                return
            }
            expect(record, .dismissed, because: "cancelling its task")
            record.task?.cancel()
            record.task = nil
            if record.origin == .operation {
                // The cancellation reaches a progress alert through the operation's own task,
                // a few main-queue turns later: a press in between would answer first.
                await TestDisplay.run(
                    until: { !record.isActive || !record.responses.isEmpty },
                    timeoutMilliseconds: Self.settleMilliseconds)
            }
        case .pressButton(let pick, let button):
            guard let record = choose(pick, from: records.filter(\.isOnScreen)), let handle = record.handle else {
                return
            }
            // By position, as a user picks what they see: the record's buttons are the oracle
            // for what each position shows and answers.
            let index = button % record.effectiveButtons.count
            let pressed = record.effectiveButtons[index]
            guard index < handle.buttons.count else {
                return fail(
                    "buttonMissing",
                    "alert \(record.number) shows \(handle.buttons.count) buttons, not \(record.effectiveButtons.count)"
                )
            }
            guard record.isEnabled(pressed.id) else {
                handle.buttons[index].click()
                if !record.responses.isEmpty || !handle.isActive {
                    fail(
                        "disabledButtonAnswered",
                        "alert \(record.number) answered its disabled \(pressed.id.debugDescription)")
                }
                return
            }
            expect(
                record, .button(id: pressed.id, role: pressed.role, texts: [:]),
                because: "pressing \(pressed.id.debugDescription)")
            handle.buttons[index].click()
        case .updateAlert(let pick, let change):
            guard let record = choose(pick, from: records.filter { $0.spec != nil && ($0.handle?.isActive ?? false) })
            else { return }
            update(record, change)
        case .setButtonEnabled(let pick, let button, let isEnabled):
            // Up or waiting: what code sets while an alert waits holds when its turn comes, and a
            // button disabled then is never pressed from memory (the alert shows instead). Every
            // other time a waiting one, if any: most alerts are up, not waiting.
            let active = records.filter { $0.handle?.isActive ?? false }
            let queued = active.filter { !$0.isOnScreen }
            let candidates = pick.isMultiple(of: 2) && !queued.isEmpty ? queued : active
            guard let record = choose(pick / 2, from: candidates), let handle = record.handle else { return }
            let id = record.effectiveButtons[button % record.effectiveButtons.count].id
            let waiting = !handle.isOnScreen
            handle.setEnabled(isEnabled, forButton: id)
            if isEnabled { record.disabledIDs.remove(id) } else { record.disabledIDs.insert(id) }
            if waiting, !isEnabled { LifecycleFuzzRun.reached["button disabled while waiting", default: 0] += 1 }
            note +=
                " (alert \(record.number)\(waiting ? ", waiting" : ""): \(id.debugDescription) \(isEnabled ? "enabled" : "disabled"))"
        case .pressRealKey(let pick, let key):
            await pressRealKey(key, pick: pick)
        case .pressEscape(let pick):
            guard let record = choose(pick, from: records.filter(\.isOnScreen)), let handle = record.handle else {
                return
            }
            expect(record, record.escapeResponse, because: "pressing Escape")
            handle.cancel()
        case .pressEnter(let pick):
            guard let record = choose(pick, from: records.filter(\.isOnScreen)), let handle = record.handle else {
                return
            }
            if let response = record.enterResponse { expect(record, response, because: "pressing Enter") }
            handle.confirm()
        case .dismiss(let pick):
            guard let record = choose(pick, from: records.filter { $0.handle?.isActive ?? false }) else { return }
            expect(record, .dismissed, because: "dismiss()")
            record.handle?.dismiss()
        case .setState(let window, let value):
            guard let parent = await shownParent(window) else { return }
            setState(value, on: parent)
        case .hideParent(let window):
            guard let parent = choose(window, from: parents.filter(\.isShown)) else { return }
            expectDismissal(over: parent, because: "hiding the parent")
            parent.window.isVisible = false
        case .showParent(let window):
            guard let parent = choose(window, from: parents.filter { !$0.isDestroyed && !$0.window.isVisible }) else {
                return
            }
            note = " (parent \(parent.number))"
            parent.window.present()
            await TestDisplay.run(until: { parent.window.isMapped }, timeoutMilliseconds: Self.frameMilliseconds)
        case .destroyParent(let window):
            guard let parent = choose(window, from: parents.filter { !$0.isDestroyed }) else { return }
            expectDismissal(over: parent, because: "destroying the parent")
            parent.destroy()
        case .resizeParent(let window, let width, let height):
            guard let parent = choose(window, from: parents.filter(\.isShown)) else { return }
            note = " (parent \(parent.number))"
            parent.window.setDefaultSize(width: width, height: height)
            await frame(of: parent)
            // On a loaded machine the new size can take more than a frame to arrive; a card
            // that holds the window wide keeps it wide for good, so waiting longer cannot hide it.
            if parent.isShown, parent.window.isMapped {
                await TestDisplay.run(
                    until: { parent.window.allocatedWidth <= width + 1 }, timeoutMilliseconds: Self.settleMilliseconds)
            }
            checkBounds(in: parent)
            checkResized(parent, toWidth: width, height: height)
        case .toggleAnimations:
            let settings = Display.default!.settings
            settings.animationsEnabled.toggle()
            note = " (now \(settings.animationsEnabled ? "on" : "off"))"
        case .toggleDarkStyle:
            Display.default!.settings.prefersDarkTheme.toggle()
        case .toggleRightToLeft:
            TextDirection.default = TextDirection.default == .leftToRight ? .rightToLeft : .leftToRight
            for parent in parents where !parent.isDestroyed { parent.window.direction = TextDirection.default }
        case .destroyAlertWindow(let pick):
            guard let record = choose(pick, from: records.filter { $0.isOnScreen && $0.handle?.window != nil }) else {
                return
            }
            record.handle?.window?.destroy()
        case .presentOverDestroyedWindow(let spec):
            let parent = await LifecycleParent(number: parents.count + 1, withTitlebar: false, shown: false)
            parents.append(parent)
            parent.destroy(keepingWindow: true)
            let record = present(spec, over: parent, origin: .overDestroyedWindow)
            expect(record, .dismissed, because: "presenting over a destroyed window")
        case .pressCustomContentButton(let pick):
            let candidates = records.filter { $0.isOnScreen && $0.presentation == .inWindow && $0.customButton != nil }
            guard let record = choose(pick, from: candidates), let button = record.customButton else { return }
            let before = records.count
            button.click()
            for nested in records[before...] where nested.origin == .nested && !nested.isOnScreen && nested.isActive {
                fail(
                    "nestedAlertQueued",
                    """
                    alert \(nested.number), presented from a button in alert \(record.number)'s content, \
                    waits behind it instead of showing on top
                    """)
            }
        case .runAskingQuestion(let window, let presentation):
            guard let parent = await shownParent(window) else { return }
            runAskingQuestion(over: parent, presentation: presentation)
        case .presentRecoverableError(let window, let presentation, let overAlert):
            guard let parent = await shownParent(window) else { return }
            presentErrorAskingOnRecovery(
                over: parent, presentation: presentation, inside: overAlert ? alertWithCustomContent(over: parent) : nil
            )
        case .prepareParent(let window):
            guard let parent = choose(window, from: parents.filter(\.isShown)) else { return }
            note = " (parent \(parent.number))"
            prepare(parent)
        case .replaceParentContent(let window):
            guard let parent = choose(window, from: parents.filter(\.isShown)) else { return }
            note = " (parent \(parent.number))"
            guard let page = parent.switchPage() else { return }
            checkContentReplaced(in: parent, by: page)
        case .toggleSuppression(let pick):
            toggleSuppression(pick: pick)
        case .rewriteSuppressionStore(let key, let answer):
            rewriteSuppressionStore(key: key, answer: answer)
        case .waitForFrame(let window):
            guard let parent = choose(window, from: parents.filter(\.isShown)) else { return }
            await frame(of: parent)
            checkBounds(in: parent)
        case .settle:
            await settle()
        }
    }

    // MARK: Presenting

    @discardableResult
    func present(
        _ spec: LifecyclePresentationSpec, over parent: LifecycleParent, origin: LifecyclePresentationRecord.Origin,
        anchor: Widget? = nil, from outer: Int? = nil, afterEndOf ending: LifecyclePresentationRecord? = nil,
        alert custom: ((Int) -> Alert)? = nil
    ) -> LifecyclePresentationRecord {
        let record = makeRecord(spec, over: parent, origin: origin)
        let number = record.number
        let followUp = spec.presentsFollowUp
        let closesParent = spec.buttons == .completionClosesParent
        let anchor: Widget = anchor ?? (origin == .overDestroyedWindow ? parent.window : parent.nestedButton)
        if let ending {
            ending.waitingForItsEnd.append((number, outer))
        } else {
            queueOracle.presented(number, over: parent, from: outer)
        }
        let alert = custom?(number) ?? makeAlert(spec, number: number, parent: parent)
        record.handle = alert.present(over: anchor) { [weak self] response in
            guard let self else { return }
            self.receive(response, forPresentation: number)
            // As an app's "discard changes and close the window?" does once it has the answer.
            if closesParent, response.buttonID == LifecyclePresentationSpec.closingButtonID {
                self.closeParent(parent, fromAnswerOf: number, by: .completion)
            }
            if followUp { self.presentFollowUp(after: number, over: parent) }
        }
        return record
    }

    private func presentAwaiting(_ spec: LifecyclePresentationSpec, over parent: LifecycleParent) {
        let record = makeRecord(spec, over: parent, origin: .awaiting, started: false)
        let alert = makeAlert(spec, number: record.number, parent: parent)
        let anchor = parent.nestedButton
        record.task = Task { @MainActor [weak self] in
            record.started = true
            self?.queueOracle.presented(record.number, over: parent)
            let response = await alert.present(over: anchor)
            self?.checkSuppression(of: record, answeredWith: response)
            record.responses.append(response)
        }
    }

    /// Updates `record`'s alert with its buttons changed by `change`, then checks that an
    /// alert changed in place shows the new buttons, in order, with their roles, and that one
    /// swapped for an alert whose answer is remembered answers from memory, never shown.
    private func update(_ record: LifecyclePresentationRecord, _ change: LifecycleUpdate) {
        guard var spec = record.spec, let handle = record.handle else { return }
        record.updates += 1
        let buttons = change.apply(to: record.buttons, number: record.updates)
        // The record stands for the new value from the call on (a swap answers from memory
        // inside it), and what code disabled lasts until an update, in place or not.
        let before = (
            spec: spec, buttons: record.buttons, disabledIDs: record.disabledIDs, wasOnScreen: record.wasOnScreen
        )
        record.buttons = buttons
        record.disabledIDs = []
        if change == .anotherQuestion {
            spec.suppressionKey = keyRemembering(anAnswerOf: record, pick: record.number + record.updates)
            record.spec = spec
        }
        var alert = makeAlert(spec, number: record.number, parent: record.parent)
        alert.buttons = buttons
        if change == .newIdentity { alert = alert.id("identity \(record.updates)") }
        if change == .anotherQuestion { alert = alert.id("question \(record.updates)") }
        if change == .restyle { alert = alert.style(AlertStyle(dimOpacity: 0.1 * Double(1 + record.updates % 6))) }
        // Swapped on screen (another identity, or a change the card cannot take in place), it is
        // a presentation of its own, never seen yet, that becomes current in the old one's place:
        // with an answer remembered for its key, it answers with it and never shows. (A waiting
        // alert takes any value in place.)
        let remembered = rememberedAnswer(of: record)
        let wasUp = handle.isOnScreen
        let expects = wasUp && remembered != nil && record.expected == nil
        if wasUp { record.wasOnScreen = false }
        if expects, let remembered {
            record.expected = (remembered, currentStep, "swapping in an alert whose answer is remembered")
        }
        updating = record.number
        let result = handle.update(alert)
        updating = nil
        note += " (alert \(record.number): \(result))"
        if result != .swapped {
            // No presentation of its own after all.
            if expects { record.expected = nil }
            record.wasOnScreen = before.wasOnScreen
        }
        if result == .ended {
            record.spec = before.spec
            record.buttons = before.buttons
            record.disabledIDs = before.disabledIDs
            return
        }
        if result == .swapped { record.swappedAtStep = currentStep }
        if result == .swapped, let remembered {
            LifecycleFuzzRun.reached["remembered answer at a swap", default: 0] += 1
            note += " (swapped in with \(Self.describe(remembered)))"
            // Ended at once; an awaited answer reaches its caller a main-queue turn later.
            if handle.isActive {
                fail(
                    "rememberedSwapShown",
                    """
                    alert \(record.number) was swapped for an alert whose key \(record.suppressionKey ?? "") remembers \
                    \(Self.describe(remembered)), but it \(handle.isOnScreen ? "shows" : "waits") instead of answering
                    """)
            }
        }
        guard result == .inPlace, handle.isOnScreen else { return }
        let shown = handle.buttons.map { $0.child.flatMap(Label.wrapping)?.text }
        let expected = record.buttons.isEmpty ? shown : record.buttons.map { AlertButton.withoutMnemonic($0.label) }
        if shown != expected {
            fail("buttonsShown", "alert \(record.number) shows \(shown) after an update to \(expected)")
        }
        for (widget, button) in zip(handle.buttons, record.buttons) where !widget.hasCSSClass(button.role.description) {
            fail("buttonRole", "alert \(record.number)'s \(button.id.debugDescription) lost its role \(button.role)")
        }
    }

    /// Presses `key` for real in the window of one window's topmost alert, after checking that
    /// the focus is in that alert's card; then checks where the key went: the answer the
    /// model expects, or, for Tab, the focus still in the card.
    private func pressRealKey(_ key: LifecycleKey, pick: Int) async {
        guard LifecycleRealKeyboard.xdotool != nil else { return }
        // An operation whose question has ended returns within its 10 ms poll, and its
        // progress alert ends with it: a key pressed meanwhile races that end (a synthetic press
        // answers at once, a real one waits for xdotool).
        let returning = records.filter { operation in
            operation.isActive && records.contains { $0.askedByOperationOf == operation.number && !$0.isActive }
        }
        if !returning.isEmpty {
            await TestDisplay.run(
                until: { returning.allSatisfy { !$0.isActive } }, timeoutMilliseconds: Self.settleMilliseconds)
        }
        let tops = parents.filter(\.isShown).compactMap { parent -> LifecyclePresentationRecord? in
            guard let top = Alert.presented(over: parent.window).first, top.isOnScreen,
                let number = Self.number(of: top)
            else { return nil }
            return recordsByNumber[number]
        }
        guard let record = choose(pick, from: tops), let handle = record.handle, let card = handle.card,
            let window = handle.window ?? (record.parent.isShown ? record.parent.window : nil), window.isMapped,
            let title = window.title
        else { return }
        // xdotool finds the window by its title, and a swapped `.window` alert's old window
        // keeps that title while it fades out: wait for it to go, or the key may land in it.
        await TestDisplay.run(
            until: { !Window.all.contains { !$0.isSameObject(as: window) && $0.isMapped && $0.title == title } },
            timeoutMilliseconds: Self.settleMilliseconds)
        // A card still fading in takes keys already; wait for it to be laid out, as a reader does.
        await TestDisplay.run(
            until: { card.isMapped && card.allocatedWidth > 1 }, timeoutMilliseconds: Self.frameMilliseconds)
        guard handle.isOnScreen, let focused = window.focusedWidget, focused.isDescendant(of: card) else {
            let focus = window.focusedWidget?.typeName ?? "nothing"
            return fail(
                "focusOutsideAlert", "alert \(record.number) is on top, but \(focus) outside its card has the focus")
        }
        var keys = key.description
        switch key {
        case .escape:
            expect(record, record.escapeResponse, because: "the Escape key")
        case .enter:
            if let index = handle.buttons.firstIndex(where: { focused.isDescendant(of: $0) }),
                index < record.effectiveButtons.count
            {
                let button = record.effectiveButtons[index]
                expect(record, .button(id: button.id, role: button.role, texts: [:]), because: "Return on \(button.id)")
            } else if let entry = handle.entry, focused.isDescendant(of: entry), let response = record.enterResponse {
                expect(record, response, because: "Return in the text field")
            }
        case .tab:
            break
        case .mnemonic(let pick):
            let letters = record.buttons.map { AlertButton.mnemonicLetter(of: $0.label) }
            let usable = record.buttons.indices.filter { index in
                guard let letter = letters[index] else { return false }
                return letters.filter { $0 == letter }.count == 1 && record.isEnabled(record.buttons[index].id)
            }
            guard let index = choose(pick, from: usable), let letter = letters[index] else { return }
            let button = record.buttons[index]
            keys = "alt+\(letter)"
            expect(record, .button(id: button.id, role: button.role, texts: [:]), because: "Alt+\(letter)")
        }
        note += " (alert \(record.number), \(keys) in \(title))"
        let expectsAnswer = record.expected?.step == currentStep
        if let problem = LifecycleRealKeyboard.press(keys, inWindowTitled: title) {
            return fail("realKeyNotSent", "\(keys) in \(title): \(problem)")
        }
        if expectsAnswer {
            await TestDisplay.run(until: { !record.responses.isEmpty }, timeoutMilliseconds: Self.settleMilliseconds)
            if record.responses.isEmpty {
                fail(
                    "realKeyIgnored",
                    """
                    alert \(record.number) (.\(record.presentation)) did not answer \(keys) pressed in \(title) \
                    (focus before: \(describe(focused)), now: \(describe(window.focusedWidget)), \
                    \(handle.isActive ? "still up" : "ended"))
                    """)
            }
        } else {
            await pump(rounds: 3)
            await TestDisplay.run(until: { false }, timeoutMilliseconds: 30)
        }
        if case .tab = key, handle.isOnScreen, !(window.focusedWidget?.isDescendant(of: card) ?? false) {
            fail(
                "tabLeftAlert",
                """
                Tab in alert \(record.number) (.\(record.presentation)) moved the focus from \(describe(focused)) \
                to \(describe(window.focusedWidget)), outside its card
                """)
        }
    }

    /// A focused widget for a failure report: its type, its label, and whose card holds it.
    private func describe(_ widget: Widget?) -> String {
        guard let widget else { return "nothing" }
        let label = (widget.children.first.flatMap(Label.wrapping)?.text).map { " \($0.debugDescription)" } ?? ""
        let owner = records.first { record in record.handle?.card.map { widget.isDescendant(of: $0) } ?? false }
        return "\(widget.typeName)\(label) in \(owner.map { "alert \($0.number)'s card" } ?? "no card")"
    }

    /// What an operation under a progress alert does when it must ask: present a question on
    /// the same window and wait for the answer.
    ///
    /// The progress alert's record answers through `onDismiss`, so presses and Escape on it are
    /// checked as on any alert.
    private func runAskingQuestion(over parent: LifecycleParent, presentation: AlertPresentation) {
        let record = LifecyclePresentationRecord(
            number: records.count + 1, step: currentStep, origin: .operation, presentation: presentation,
            buttons: [AlertButton("Cancel", role: .cancel)], hasTextField: false, hasCustomContent: false,
            parent: parent, started: false)
        register(record)
        note += " (alert \(record.number) over parent \(parent.number))"
        let number = record.number
        let progress = AlertProgress(fraction: 0.3)
        var alert = Alert(title: AlertText(record.title)) { AlertContent.progress(progress) }
        alert.buttons = record.buttons
        alert = alert.presentation(presentation).onDismiss { [weak self] response in
            self?.receive(response, forPresentation: number)
        }
        let anchor = parent.nestedButton
        record.task = Task { @MainActor [weak self] in
            record.started = true
            self?.queueOracle.presented(number, over: parent)
            _ = try? await alert.run(over: anchor, progress: progress) { _ in
                await self?.askQuestion(forOperationOf: number, over: parent)
            }
        }
    }

    /// The question of operation `number`'s run; returns once it has been answered (or the
    /// operation was cancelled).
    private func askQuestion(forOperationOf number: Int, over parent: LifecycleParent) async {
        let spec = LifecyclePresentationSpec(
            window: 0, presentation: number.isMultiple(of: 2) ? .inWindow : .window, content: .text,
            buttons: .cancelAndSuggested, presentsFollowUp: false)
        // Over what the parent shows now: a page switch may have taken the run's anchor away.
        let question = present(spec, over: parent, origin: .question, anchor: parent.nestedButton, from: number)
        question.askedByOperationOf = number
        while question.isActive, !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Readies `parent` for alerts, as an app does before its first one, and checks that the
    /// user sees no change: a window on screen keeps its child and its focus.
    private func prepare(_ parent: LifecycleParent) {
        let window = parent.window
        let wasMapped = window.isMapped
        let focused = window.focusedWidget
        let child = window.child
        Alert.prepare(over: parent.nestedButton)
        guard wasMapped else { return }
        if !Self.isSame(focused, window.focusedWidget) {
            fail(
                "prepareMovedFocus",
                """
                readying parent \(parent.number) moved its focus from \(describe(focused)) to \
                \(describe(window.focusedWidget))
                """)
        }
        if !Self.isSame(child, window.child) {
            fail("prepareReplacedChild", "readying parent \(parent.number) on screen replaced its child")
        }
    }

    private static func isSame(_ first: Widget?, _ second: Widget?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?): first.isSameObject(as: second)
        default: false
        }
    }

    /// What a window made in C may do while alerts are up: every in-window alert stays in the
    /// window, over the new content, and that content is blocked while any alert is up.
    private func checkContentReplaced(in parent: LifecycleParent, by page: Widget) {
        let mine = records.filter { $0.parent === parent && $0.isOnScreen }
        for record in mine where record.presentation == .inWindow {
            guard let card = record.handle?.card, !(card.window?.isSameObject(as: parent.window) ?? false) else {
                continue
            }
            fail(
                "alertLeftWithOldContent",
                "alert \(record.number)'s card left parent \(parent.number) with its old content")
        }
        if !mine.isEmpty, page.canReceivePointer || page.canReceiveFocus {
            fail("newContentNotBlocked", "parent \(parent.number)'s new content takes input behind its alerts")
        }
    }

    /// What a completion does in apps: present the next question over the same widget.
    private func presentFollowUp(after number: Int, over parent: LifecycleParent) {
        let spec = LifecyclePresentationSpec(
            window: 0, presentation: number.isMultiple(of: 2) ? .inWindow : .window, content: .text,
            buttons: .cancelAndSuggested, presentsFollowUp: false)
        let record = present(spec, over: parent, origin: .followUp)
        note += " (alert \(number)'s completion presented alert \(record.number))"
    }

    /// Called by the "Details…" button in alert `number`'s custom content.
    private func presentNested(from number: Int, over reference: WeakObjectReference) {
        guard let outer = recordsByNumber[number], let widget = reference.widget() else { return }
        let spec = LifecyclePresentationSpec(
            window: 0, presentation: number.isMultiple(of: 2) ? .inWindow : .window, content: .text,
            buttons: .cancelAndSuggested, presentsFollowUp: false)
        let record = present(spec, over: outer.parent, origin: .nested, anchor: widget, from: number)
        note += " (presented alert \(record.number) over alert \(number)'s content)"
    }

    private func setState(_ value: Int?, on parent: LifecycleParent) {
        let host = parent.stateHost ?? AlertStateHost<LifecycleFuzzState>(over: parent.nestedButton)
        parent.stateHost = host
        let shown = host.state.flatMap { recordsByNumber[$0.number] }.flatMap { $0.isActive ? $0 : nil }
        guard let value else {
            if let shown { expect(shown, .dismissed, because: "clearing the state") }
            host.state = nil
            return
        }
        let number = records.count + 1
        let state = LifecycleFuzzState(number: number, variant: value)
        let record = LifecyclePresentationRecord(
            number: number, step: currentStep, origin: .state, presentation: state.alert.presentation,
            buttons: state.buttons, hasTextField: value == 2, hasCustomContent: false, parent: parent)
        register(record)
        if let shown {
            // The new state takes the shown one's place, on screen or in the queue, through its
            // handle (changed in place or swapped); the old alert goes without an answer.
            queueOracle.replaced(shown.number, with: number, over: parent)
            shown.handle = nil
            shown.isSwappedAway = true
            note += " (alert \(shown.number) gives its place to alert \(number))"
        } else {
            queueOracle.presented(number, over: parent)
        }
        host.state = state
        record.handle = host.currentHandle
    }

    private func makeRecord(
        _ spec: LifecyclePresentationSpec, over parent: LifecycleParent, origin: LifecyclePresentationRecord.Origin,
        started: Bool = true
    ) -> LifecyclePresentationRecord {
        let number = records.count + 1
        let record = LifecyclePresentationRecord(
            number: number, step: currentStep, origin: origin, presentation: spec.presentation,
            buttons: spec.alertButtons(over: parent, number: number), hasTextField: spec.content == .textField,
            hasCustomContent: spec.content == .custom, parent: parent, started: started)
        record.spec = spec
        register(record)
        note += " (alert \(record.number) over parent \(parent.number))"
        return record
    }

    private func register(_ record: LifecyclePresentationRecord) {
        records.append(record)
        recordsByNumber[record.number] = record
    }

    private func makeAlert(_ spec: LifecyclePresentationSpec, number: Int, parent: LifecycleParent) -> Alert {
        let content: AlertContent =
            switch spec.content {
            case .text: .text("Message of alert \(number).")
            case .markup: .text(.markup("Markup of alert <b>\(String(number))</b>"))
            case .image: .image(.icon("dialog-warning-symbolic", pixelSize: 48))
            case .largeImage: .image(.icon("dialog-information-symbolic", pixelSize: 5_000))
            case .textField: .textField(AlertTextField(placeholder: "name", initialText: "x"))
            case .progress: .progress(AlertProgress(fraction: 0.4))
            case .custom:
                .custom {
                    LifecycleSequence.current?.makeCustomContent(forPresentation: number)
                        ?? Label("(the sequence has ended)")
                }
            }
        var alert = Alert(title: AlertText("Alert \(number)")) { content }.presentation(spec.presentation)
        alert.buttons = spec.alertButtons(over: parent, number: number)
        if let key = spec.suppressionKey {
            alert = alert.suppressible(key: Self.suppressionKey(key), store: Self.suppressionStore)
        }
        return alert
    }

    /// A box with a "Details…" button that presents an alert over itself, as an app's
    /// custom content may.
    private func makeCustomContent(forPresentation number: Int) -> Widget {
        let box = Box(.vertical, spacing: 4)
        box.append(Label("Custom content of alert \(number)"))
        let button = Button(label: "Details…")
        box.append(button)
        let reference = button.makeWeakReference()
        button.onClick { LifecycleSequence.current?.presentNested(from: number, over: reference) }
        recordsByNumber[number]?.customButton = button
        return box
    }

    /// Records a response (from a completion or an `onDismiss`).
    func receive(_ response: AlertResponse, forPresentation number: Int) {
        if let record = recordsByNumber[number] {
            checkSuppression(of: record, answeredWith: response)
            checkRecoveryQuestion(record, answeredWith: response)
        }
        recordsByNumber[number]?.responses.append(response)
        queueOracle.ended(number)
        if let record = recordsByNumber[number] {
            for waiting in record.waitingForItsEnd {
                queueOracle.presented(waiting.number, over: record.parent, from: waiting.from)
            }
            record.waitingForItsEnd = []
        }
    }

    func expect(_ record: LifecyclePresentationRecord, _ response: AlertResponse, because reason: String) {
        note += " (alert \(record.number): \(reason))"
        guard record.isActive, record.expected == nil else { return }
        record.expected = (response, currentStep, reason)
    }

    func expectDismissal(over parent: LifecycleParent, because reason: String) {
        note += " (parent \(parent.number))"
        for record in records where record.parent === parent && record.isActive {
            expect(record, .dismissed, because: reason)
        }
    }

    // MARK: Windows and the main loop

    private func openParent(withTitlebar: Bool) async -> LifecycleParent {
        let parent = await LifecycleParent(number: parents.count + 1, withTitlebar: withTitlebar, shown: true)
        parent.window.direction = TextDirection.default
        parents.append(parent)
        note += " (parent \(parent.number))"
        return parent
    }

    /// A shown parent chosen by `pick`; a hidden one is shown again, or a new one opened, when
    /// none is shown.
    private func shownParent(_ pick: Int) async -> LifecycleParent? {
        if let parent = choose(pick, from: parents.filter(\.isShown)) { return parent }
        if let hidden = parents.first(where: { !$0.isDestroyed }) {
            hidden.window.present()
            await TestDisplay.run(until: { hidden.window.isMapped }, timeoutMilliseconds: Self.frameMilliseconds)
            return hidden
        }
        return await openParent(withTitlebar: false)
    }

    func choose<T>(_ pick: Int, from candidates: [T]) -> T? {
        candidates.isEmpty ? nil : candidates[pick % candidates.count]
    }

    /// Handles what GLib has pending and lets main-actor tasks run, twice.
    func pump(rounds: Int = 2) async {
        for _ in 0..<rounds {
            var handled = 0
            while handled < 50, MainLoop.iterate(mayBlock: false) { handled += 1 }
            await Task.yield()
        }
    }

    private func frame(of parent: LifecycleParent) async {
        guard parent.isShown, parent.window.isMapped else { return }
        await TestDisplay.nextFrame(of: parent.window, timeoutMilliseconds: Self.frameMilliseconds)
    }

    /// Finds the handles of awaited alerts once the library holds them, up or waiting.
    private func discoverHandles() {
        guard records.contains(where: { $0.handle == nil && $0.started }) else { return }
        for parent in parents where !parent.isDestroyed {
            for handle in Alert.presented(over: parent.window) {
                guard let number = Self.number(of: handle), let record = recordsByNumber[number], record.handle == nil
                else { continue }
                record.handle = handle
            }
        }
    }

    /// The record number of the alert `handle` shows, from its title ("Alert <number>").
    static func number(of handle: AlertHandle) -> Int? {
        guard let title = handle.presenter.alert.title?.plainText, title.hasPrefix("Alert ") else { return nil }
        return Int(title.dropFirst("Alert ".count))
    }

    private func resetSettings() {
        let settings = Display.default!.settings
        settings.animationsEnabled = LifecycleFuzzEnvironment.animations
        settings.prefersDarkTheme = false
        TextDirection.default = .leftToRight
        Self.forgetSuppressedAnswers()
    }

    /// Takes down whatever a failing sequence left, so the next one starts clean.
    private func cleanUp() async {
        for record in records {
            record.task?.cancel()
            if record.handle?.isActive ?? false { record.handle?.dismiss() }
        }
        for parent in parents { parent.release() }
        for window in Window.all { window.destroy() }
        await pump(rounds: 4)
        // Deferred teardowns (a fade's end, its fallback timer) must run inside this sequence,
        // so that what they break is blamed on it, and replaying it alone reproduces it.
        await TestDisplay.run(
            until: { [unowned self] in
                self.records.allSatisfy { record in !(record.handle?.createdObjects.contains(where: \.isAlive) ?? false)
                }
            }, timeoutMilliseconds: Self.deferredTeardownMilliseconds)
        resetSettings()
    }

    // MARK: Failures and tracing

    func fail(_ invariant: String, _ message: String) {
        guard LifecycleFuzzEnvironment.checks(invariant) else { return }
        failures.append(Failure(invariant: invariant, step: currentStep, message: message))
        // At once: cleaning up after a failure may crash (a deferred teardown) and lose it.
        LifecycleFuzzRun.report("FAIL", "\(number) \(currentStep) \(invariant) \(message)")
    }

    /// Each alert, briefly: number, origin, state and responses.
    private var stateDescription: String {
        let alerts = records.map { record in
            let state = record.isOnScreen ? "on screen" : record.isActive ? "queued" : "ended"
            let answers = record.responses.map(Self.describe).joined(separator: ", ")
            return
                "#\(record.number) \(record.origin.rawValue) .\(record.presentation) over \(record.parent.number): \(state) [\(answers)]"
        }
        let windows = parents.map {
            "parent \($0.number): \($0.isDestroyed ? "destroyed" : $0.window.isVisible ? "shown" : "hidden")"
        }
        return (windows + alerts).joined(separator: "; ")
    }

    static func describe(_ response: AlertResponse) -> String {
        switch response {
        case .dismissed: "dismissed"
        case .button(let id, let role, _): "\(id) (\(role))"
        case .remembered(let id, let role): "remembered \(id) (\(role))"
        }
    }
}
