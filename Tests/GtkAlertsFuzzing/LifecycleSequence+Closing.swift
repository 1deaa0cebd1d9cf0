import Foundation
import GtkAlertsToolkit

@testable import GtkAlerts

/// Windows closed by an answer, in the lifecycle fuzzer: "Close Without Saving" asks the parent
/// window to close (`gtk_window_close`, as an editor does for its last tab) from the button's
/// action, or the caller's completion does once it has the answer. With a suppression key the
/// answer may be a remembered one, given as the alert is presented, at its turn in the queue or
/// at a swap, with no user in sight.
///
/// What must hold: the close goes through (it comes from the answer, so no alert backs out in
/// its place as for any other close request), the caller of the alert that answered gets that
/// button, pressed or remembered, every other caller over the window gets `.dismissed`, and
/// the window ends closed.
extension LifecycleSequence {
    /// Where a close comes from.
    enum CloseSource: String {
        /// The closing button's action, while the alert answers.
        case action
        /// The caller's completion, once the alert has answered.
        case completion
    }

    /// Alert `number` answered with its closing button, and its action or its caller's
    /// completion asks `parent` to close.
    func closeParent(_ parent: LifecycleParent, fromAnswerOf number: Int, by source: CloseSource) {
        guard !parent.isDestroyed, let record = records.first(where: { $0.number == number }) else { return }
        let wasShown = parent.isShown
        // A pressed button's action runs with its card on screen; a remembered one's never shows.
        let remembered =
            source == .action ? !record.isOnScreen : record.responses.last.map { Self.isRemembered($0) } ?? false
        let id = LifecyclePresentationSpec.closingButtonID
        let reason = "alert \(number)'s \(source.rawValue) closing parent \(parent.number)"
        // What this close settles, to take back if the window refuses it.
        let unsettled = records.filter { $0.isActive && $0.expected == nil }
        if source == .action {
            let answer: AlertResponse =
                remembered ? .remembered(id: id, role: .destructive) : .button(id: id, role: .destructive, texts: [:])
            expect(record, answer, because: "its answer closing the window")
        }
        expectDismissal(over: parent, because: reason)
        let open = records.filter { $0.parent === parent && $0.isActive && $0 !== record }.map(\.number)
        // Counted as asked: a refused close is the failure below, and the situation was reached.
        let how = remembered ? "a remembered answer's" : "a pressed button's"
        LifecycleFuzzRun.reached["window close asked by \(how) \(source.rawValue)", default: 0] += 1
        if remembered {
            let when = updating == number ? "at a swap" : record.step == currentStep ? "as presented" : "at its turn"
            LifecycleFuzzRun.reached["window close asked from memory \(when)", default: 0] += 1
        }
        if parent.close() {
            if !open.isEmpty { LifecycleFuzzRun.reached["window closed over other alerts", default: 0] += 1 }
            return
        }
        // Refused: what was expected of the close does not hold (the alert on top backed out).
        for record in unsettled { record.expected = nil }
        guard wasShown else { return }
        fail(
            source == .action ? "answerCloseRefused" : "completionCloseRefused",
            """
            alert \(number)'s \(source.rawValue) asked parent \(parent.number) to close after its \
            \(remembered ? "remembered " : "")\(id.debugDescription) answer (alerts \(open) up or waiting there), but \
            the window stayed open with alerts \(records.filter { $0.parent === parent && $0.isActive }.map(\.number))
            """)
    }

    private static func isRemembered(_ response: AlertResponse) -> Bool {
        if case .remembered = response { return true }
        return false
    }
}
