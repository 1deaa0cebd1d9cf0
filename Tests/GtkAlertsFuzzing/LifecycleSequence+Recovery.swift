import Foundation
import GtkAlertsToolkit

@testable import GtkAlerts

/// Errors whose recovery asks a question, in the lifecycle fuzzer: an `Alert(error:)` whose
/// first recovery option ("Sign In Again") presents a sign-in question over the same widget
/// from inside the error alert's press, as an app's `attemptRecovery` does; and the check that
/// the question is seen, not ended with the error it was asked from.
extension LifecycleSequence {
    /// Presents the error alert over `parent`, from inside `host`'s custom content if given:
    /// "Sign In Again" (recovery option 0, suggested) and "Cancel".
    func presentErrorAskingOnRecovery(
        over parent: LifecycleParent, presentation: AlertPresentation, inside host: LifecyclePresentationRecord?
    ) {
        let spec = LifecyclePresentationSpec(
            window: 0, presentation: presentation, content: .text, buttons: .none, presentsFollowUp: false)
        let cancel = AlertButton("Cancel", role: .cancel)
        let anchor = host?.customButton
        let record = present(spec, over: parent, origin: .recoverableError, anchor: anchor, from: host?.number) {
            number in
            // Titled "Alert <number>" by the error's description, as the oracle finds alerts.
            Alert(error: LifecycleRecoverableError(number: number)) { cancel }.presentation(presentation)
        }
        record.buttons = [AlertButton("Sign In Again", id: AlertResponse.recoveryID(0), role: .suggested), cancel]
        record.askedInside = anchor == nil ? nil : host
    }

    /// An in-window alert on screen over `parent` whose custom content has a button: one
    /// already there, or one presented now if the window has no alert up; `nil` otherwise.
    func alertWithCustomContent(over parent: LifecycleParent) -> LifecyclePresentationRecord? {
        let hosts = records.filter {
            $0.parent === parent && $0.isOnScreen && $0.presentation == .inWindow && $0.customButton != nil
        }
        if let host = hosts.last { return host }
        let spec = LifecyclePresentationSpec(
            window: 0, presentation: .inWindow, content: .custom, buttons: .cancelAndSuggested, presentsFollowUp: false)
        let host = present(spec, over: parent, origin: .completion)
        return host.isOnScreen && host.customButton != nil ? host : nil
    }

    /// What recovery option 0 of the error alert `number` does: asks for the password over
    /// what the parent shows now.
    func askRecoveryQuestion(forErrorAlert number: Int) {
        guard let error = records.first(where: { $0.number == number }), error.parent.isShown else { return }
        let spec = LifecyclePresentationSpec(
            window: 0, presentation: number.isMultiple(of: 2) ? .window : .inWindow, content: .textField,
            buttons: .cancelAndSuggested, presentsFollowUp: false)
        // Over the widget the error was asked from, as an app's recovery does.
        let inside = error.askedInside
        // Asked from inside an alert while the error nested on it answers, it waits for the
        // error to end, then nests where it was asked.
        let question = present(
            spec, over: error.parent, origin: .recoveryQuestion, anchor: inside?.customButton, from: inside?.number,
            afterEndOf: inside == nil ? nil : error)
        note += " (alert \(number)'s recovery asked alert \(question.number))"
        let situation = inside == nil ? "question asked from a recovery" : "question asked from a recovery in an alert"
        LifecycleFuzzRun.reached[situation, default: 0] += 1
    }

    /// A question asked from a recovery option that ends dismissed although nothing dismissed
    /// it and its window is still shown, never having been on screen, was lost.
    func checkRecoveryQuestion(_ record: LifecyclePresentationRecord, answeredWith response: AlertResponse) {
        guard record.origin == .recoveryQuestion, case .dismissed = response, record.expected == nil,
            !record.wasOnScreen, record.parent.isShown
        else { return }
        fail(
            "recoveryQuestionLost",
            "alert \(record.number), asked from a recovery option, ended dismissed before it was ever on screen")
    }
}

/// An error whose first recovery option asks a question (a sign-in that expired).
struct LifecycleRecoverableError: RecoverableError, LocalizedError {
    /// The number of the alert that shows it.
    let number: Int

    var errorDescription: String? { "Alert \(number)" }
    var recoveryOptions: [String] { ["Sign In Again"] }

    func attemptRecovery(optionIndex: Int) -> Bool {
        // The library calls this from the button's press, on the main thread.
        MainActor.assumeIsolated {
            LifecycleSequence.current?.askRecoveryQuestion(forErrorAlert: number)
        }
        return true
    }
}
