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

    /// Remembers `answer` (one of `answersWrittenElsewhere`) under key `key`, or forgets the
    /// key, through a second store over the same file.
    func rewriteSuppressionStore(key: Int, answer: Int?) {
        let elsewhere = KeyFileSuppressionStore(path: Self.suppressionStore.path)
        let name = Self.suppressionKey(key)
        if let answer {
            let written = Self.answersWrittenElsewhere[answer % Self.answersWrittenElsewhere.count]
            elsewhere.remember(buttonID: written.id, role: written.role, forKey: name)
            note += " (\(name) remembers \(written.id.debugDescription) elsewhere)"
        } else {
            elsewhere.forget(key: name)
            note += " (\(name) forgotten elsewhere)"
        }
    }

    /// After a step: an alert seen on screen for the first time must not have had a remembered
    /// answer it could give at its turn; the box of each alert on screen is noted for the next
    /// step's press.
    func checkSuppressionAfterStep() {
        for record in records where record.isOnScreen {
            guard let key = record.suppressionKey else { continue }
            record.suppressionChecked = Self.suppressionCheck(of: record)?.isActive ?? false
            guard !record.wasOnScreen else { continue }
            LifecycleFuzzRun.reached["suppressible alert shown", default: 0] += 1
            guard let remembered = Self.suppressionStore.rememberedResponse(forKey: key),
                record.effectiveButtons.contains(where: { $0.id == remembered.buttonID && $0.role == remembered.role })
            else { continue }
            fail(
                "rememberedAlertShown",
                """
                alert \(record.number) shows, although \(key) remembers \(Self.describe(remembered)), a button it has
                """)
        }
    }

    /// When `record` answers: a remembered answer comes only from an alert never shown, and is
    /// what the file holds; a press with the box checked is remembered unless it cancels.
    func checkSuppression(of record: LifecyclePresentationRecord, answeredWith response: AlertResponse) {
        let stored = record.suppressionKey.flatMap(Self.suppressionStore.rememberedResponse(forKey:))
        let name = "alert \(record.number) (\(record.origin.rawValue), .\(record.presentation), step \(record.step))"
        switch response {
        case .remembered:
            let situation = record.wasOnScreen ? "remembered after showing" : "remembered answer"
            LifecycleFuzzRun.reached[situation, default: 0] += 1
            if record.suppressionKey == nil {
                fail("rememberedWithoutKey", "\(name) answered \(Self.describe(response)) without a suppression key")
            } else if record.wasOnScreen {
                fail("rememberedAfterShowing", "\(name) was on screen, then answered \(Self.describe(response))")
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
