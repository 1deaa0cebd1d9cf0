import Foundation
import GtkAlertsToolkit

@testable import GtkAlerts

/// "Don't ask again" in the lifecycle fuzzer: alerts suppressible under one of two keys, the
/// user checking and unchecking the box, and the store's file rewritten behind its back, as a
/// second instance of the app does; and the checks that the answer is decided at each alert's
/// turn from what the file holds then.
extension LifecycleSequence {
    /// The store every suppressible alert of this process uses: a file of its own, emptied
    /// when a sequence starts.
    static let suppressionStore = KeyFileSuppressionStore(
        path: NSTemporaryDirectory() + "gtk-alerts-lifecycle-fuzz-\(ProcessInfo.processInfo.processIdentifier).ini")

    /// Answers the other instance writes: the fuzzer's buttons, one the alerts never have, and
    /// the "OK" of an alert without buttons.
    private static let answersWrittenElsewhere: [(id: String, role: AlertButtonRole)] = [
        ("Delete", .destructive), ("Save", .suggested), ("ok", .suggested), ("discard", .destructive),
        ("Gone", .regular),
    ]

    /// The key of the sequence's suppression key `index`.
    static func suppressionKey(_ index: Int) -> String { "fuzz-key-\(index)" }

    /// Empties the store, so that no sequence inherits another's answers.
    static func forgetSuppressedAnswers() {
        try? FileManager.default.removeItem(atPath: suppressionStore.path)
    }

    /// Checks or unchecks the box of an on-screen alert that has one.
    func toggleSuppression(pick: Int) {
        let candidates = records.filter { $0.isOnScreen && Self.suppressionCheck(of: $0) != nil }
        guard let record = choose(pick, from: candidates), let check = Self.suppressionCheck(of: record) else { return }
        check.isActive.toggle()
        note += " (alert \(record.number): \"Don't ask again\" \(check.isActive ? "checked" : "unchecked"))"
    }

    /// Remembers `answer` under one of the sequence's keys (chosen by `key`), or forgets that
    /// key, through a second store over the same file.
    ///
    /// Every other answer is the other instance's user answering the same question as an alert
    /// up or waiting here (chosen by `key` among those with a key): one of its buttons that does
    /// not cancel, under its key, so that its turn, or a swap to it, finds it remembered; one
    /// this instance's code disabled if it has one (the other instance knows nothing of that).
    /// The rest, and all while no such alert is there, are one of `answersWrittenElsewhere`.
    func rewriteSuppressionStore(key: Int, answer: Int?) {
        let elsewhere = KeyFileSuppressionStore(path: Self.suppressionStore.path)
        guard let answer else {
            let name = Self.suppressionKey(key % 2)
            elsewhere.forget(key: name)
            note += " (\(name) forgotten elsewhere)"
            return
        }
        let asked = records.filter { $0.isActive && $0.suppressionKey != nil }
        if answer.isMultiple(of: 2), let record = choose(key, from: asked), let name = record.suppressionKey {
            let buttons = record.effectiveButtons.filter { $0.role != .cancel }
            let disabled = buttons.filter { !record.isEnabled($0.id) }
            if let written = choose(answer / 2, from: disabled.isEmpty ? buttons : disabled) {
                elsewhere.remember(buttonID: written.id, role: written.role, forKey: name)
                note += " (\(name) remembers alert \(record.number)'s \(written.id.debugDescription) elsewhere)"
                return
            }
        }
        let name = Self.suppressionKey(key % 2)
        let written = Self.answersWrittenElsewhere[answer % Self.answersWrittenElsewhere.count]
        elsewhere.remember(buttonID: written.id, role: written.role, forKey: name)
        note += " (\(name) remembers \(written.id.debugDescription) elsewhere)"
    }

    /// The answer `record`'s alert gives from memory as it becomes current: the one the store
    /// holds for its key, when a button the alert has gives it and that button is not disabled
    /// from code (the user could not press it either, so the alert shows).
    func rememberedAnswer(of record: LifecyclePresentationRecord) -> AlertResponse? {
        guard let key = record.suppressionKey, let remembered = Self.suppressionStore.rememberedResponse(forKey: key),
            let id = remembered.buttonID, record.isEnabled(id),
            record.effectiveButtons.contains(where: { $0.id == id && $0.role == remembered.role })
        else { return nil }
        return remembered
    }

    /// A key under which the store remembers an answer one of `record`'s buttons gives: the
    /// first that does already, else one made to now (chosen by `pick`, with a button that does
    /// not cancel) through a second store, as the other instance's user answered that question.
    func keyRemembering(anAnswerOf record: LifecyclePresentationRecord, pick: Int) -> Int {
        let buttons = record.effectiveButtons
        let remembering = (0..<2).first { key in
            guard let remembered = Self.suppressionStore.rememberedResponse(forKey: Self.suppressionKey(key)) else {
                return false
            }
            return buttons.contains { $0.id == remembered.buttonID && $0.role == remembered.role }
        }
        if let remembering { return remembering }
        let key = pick % 2
        guard let written = choose(pick / 2, from: buttons.filter { $0.role != .cancel }) else { return key }
        KeyFileSuppressionStore(path: Self.suppressionStore.path).remember(
            buttonID: written.id, role: written.role, forKey: Self.suppressionKey(key))
        note += " (\(Self.suppressionKey(key)) remembers \(written.id.debugDescription) elsewhere)"
        return key
    }

    /// After a step: an alert seen on screen for the first time must not have had a remembered
    /// answer it could give at its turn (one through a button disabled from code, also while it
    /// waited, it could not); the box of each alert on screen is noted for the next step's press.
    func checkSuppressionAfterStep() {
        for record in records where record.isOnScreen {
            guard let key = record.suppressionKey else { continue }
            record.suppressionChecked = Self.suppressionCheck(of: record)?.isActive ?? false
            guard !record.wasOnScreen else { continue }
            LifecycleFuzzRun.reached["suppressible alert shown", default: 0] += 1
            guard let remembered = rememberedAnswer(of: record) else {
                if let stored = Self.suppressionStore.rememberedResponse(forKey: key), let id = stored.buttonID,
                    !record.isEnabled(id)
                {
                    LifecycleFuzzRun.reached["shown with its remembered button disabled", default: 0] += 1
                }
                continue
            }
            fail(
                "rememberedAlertShown",
                """
                alert \(record.number) shows, although \(key) remembers \(Self.describe(remembered)), a button it has
                """)
        }
    }

    /// When `record` answers: a remembered answer comes only from an alert never shown, through
    /// a button not disabled from code, and is what the file holds; a press with the box checked
    /// is remembered unless it cancels.
    func checkSuppression(of record: LifecyclePresentationRecord, answeredWith response: AlertResponse) {
        let stored = record.suppressionKey.flatMap(Self.suppressionStore.rememberedResponse(forKey:))
        let name = "alert \(record.number) (\(record.origin.rawValue), .\(record.presentation), step \(record.step))"
        switch response {
        case .remembered:
            let situation = record.wasOnScreen ? "remembered after showing" : "remembered answer"
            LifecycleFuzzRun.reached[situation, default: 0] += 1
            // Not as presented, nor at a swap (counted there; an awaited answer arrives after
            // it): an answer that waited for its turn.
            if !record.wasOnScreen, record.step < currentStep, updating != record.number,
                record.swappedAtStep != currentStep
            {
                LifecycleFuzzRun.reached["remembered answer at its turn", default: 0] += 1
            }
            if record.suppressionKey == nil {
                fail("rememberedWithoutKey", "\(name) answered \(Self.describe(response)) without a suppression key")
            } else if record.wasOnScreen {
                fail("rememberedAfterShowing", "\(name) was on screen, then answered \(Self.describe(response))")
            } else if let id = response.buttonID, !record.isEnabled(id) {
                fail(
                    "rememberedDisabledButton",
                    "\(name) answered \(Self.describe(response)), but code disabled \(id.debugDescription) before its turn"
                )
            } else if stored.map({ !LifecyclePresentationRecord.matches($0, response) }) ?? true {
                fail(
                    "rememberedNotStored",
                    "\(name) answered \(Self.describe(response)), but the store holds \(stored.map(Self.describe) ?? "nothing")"
                )
            }
        case .button(_, let role, _) where record.suppressionChecked && role != .cancel:
            LifecycleFuzzRun.reached["pressed with the box checked", default: 0] += 1
            if stored.map({ !LifecyclePresentationRecord.matches($0, response) }) ?? true {
                fail(
                    "answerNotRemembered",
                    """
                    \(name) answered \(Self.describe(response)) with "Don't ask again" checked, but the store holds \
                    \(stored.map(Self.describe) ?? "nothing")
                    """)
            }
        default:
            break
        }
    }

    private static func suppressionCheck(of record: LifecyclePresentationRecord) -> CheckButton? {
        record.handle?.presenter.cardParts?.suppressionCheck
    }
}
