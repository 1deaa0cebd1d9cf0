import Foundation
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

@testable import GtkAlerts

/// Errors as alerts: what each kind of error shows, and recovery through its options.
final class AlertErrorTests: XCTestCase {
    private enum PlainError: Error { case broken }

    private struct SaveError: LocalizedError {
        var errorDescription: String? = "Could not save “Notes <draft>”"
        var failureReason: String? = "The disk is full."
        var recoverySuggestion: String? = "Free some space & try again."
    }

    /// Records which option was attempted, and answers `succeeds` (through its handler,
    /// `handlerCalls` times).
    private final class Recovery: RecoverableError, @unchecked Sendable {
        let recoveryOptions: [String]
        let succeeds: Bool
        let handlerCalls: Int
        @MainActor var attempted: [Int] = []

        init(options: [String] = ["_Retry", "Save _Elsewhere"], succeeds: Bool = true, handlerCalls: Int = 1) {
            recoveryOptions = options
            self.succeeds = succeeds
            self.handlerCalls = handlerCalls
        }

        func attemptRecovery(optionIndex: Int) -> Bool { succeeds }

        func attemptRecovery(optionIndex: Int, resultHandler: @escaping (Bool) -> Void) {
            MainActor.assumeIsolated { attempted.append(optionIndex) }
            for _ in 0..<handlerCalls { resultHandler(succeeds) }
        }
    }

    private func paragraphs(_ alert: Alert) -> [AlertText] {
        alert.content.compactMap { if case .text(let text) = $0.representation { text } else { nil } }
    }

    // MARK: What shows

    func testALocalizedErrorGivesTheTitleAndAParagraphForReasonAndSuggestionAsPlainText() {
        let alert = Alert(error: SaveError())
        XCTAssertEqual(alert.title, AlertText("Could not save “Notes <draft>”"), "markup characters must stay text")
        XCTAssertEqual(paragraphs(alert), [AlertText("The disk is full."), AlertText("Free some space & try again.")])
        XCTAssertTrue(alert.buttons.isEmpty, "no buttons given: the alert shows its OK")
    }

    func testAnErrorThatDescribesNothingGetsTheFallbackTitleOnly() {
        for error: any Error in [
            PlainError.broken, SaveError(errorDescription: "  \n", failureReason: nil, recoverySuggestion: ""),
        ] {
            let alert = Alert(error: error)
            XCTAssertEqual(alert.title, AlertText(Alert.errorFallbackTitle), "\(error)")
            XCTAssertEqual(paragraphs(alert), [], "\(error): no developer words such as the type name")
        }
    }

    func testAnNSErrorShowsTheTextOfItsUserInfo() {
        let error = NSError(
            domain: "org.example.sync", code: 7,
            userInfo: [
                NSLocalizedDescriptionKey: "Sync failed", NSLocalizedFailureReasonErrorKey: "The server is down.",
            ])
        let alert = Alert(error: error)
        XCTAssertEqual(alert.title, AlertText("Sync failed"))
        XCTAssertEqual(paragraphs(alert), [AlertText("The server is down.")])
    }

    func testAPOSIXErrorShowsTheSystemsTextForItsCode() {
        let alert = Alert(error: POSIXError(.ENOENT))
        XCTAssertEqual(alert.title, AlertText(Alert.errorFallbackTitle))
        XCTAssertEqual(paragraphs(alert), [AlertText(String(cString: strerror(ENOENT)))])
    }

    func testRecoveryOptionsBecomeButtonsBeforeTheCallersTheFirstSuggested() {
        let alert = Alert(error: Recovery()) { AlertButton("_Cancel", role: .cancel) }
        XCTAssertEqual(alert.buttons.map(\.label), ["_Retry", "Save _Elsewhere", "_Cancel"])
        XCTAssertEqual(alert.buttons.map(\.id), ["recovery-0", "recovery-1", "Cancel"])
        XCTAssertEqual(alert.buttons.map(\.role), [.suggested, .regular, .cancel])
        XCTAssertEqual(AlertResponse.button(id: "recovery-1", role: .regular, texts: [:]).recoveryOptionIndex, 1)
        XCTAssertNil(AlertResponse.button(id: "Cancel", role: .cancel, texts: [:]).recoveryOptionIndex)
        XCTAssertNil(AlertResponse.dismissed.recoveryOptionIndex)
    }

    // MARK: Recovery, shown

    @MainActor func testPressingARecoveryOptionAttemptsThatOptionAndEscapeNone() async throws {
        for presentation: AlertPresentation in [.window, .inWindow] {
            let parent = await AlertTestWindow()
            let error = Recovery()
            var responses: [AlertResponse] = []
            let handle = await parent.present(Alert(error: error).presentation(presentation)) { responses.append($0) }
            try XCTUnwrap(handle.button(id: "recovery-1")).click()
            XCTAssertEqual(error.attempted, [1], "\(presentation)")
            XCTAssertEqual(responses.map(\.recoveryOptionIndex), [1], "\(presentation)")

            let escaped = await parent.present(Alert(error: error).presentation(presentation)) { responses.append($0) }
            escaped.cancel()
            XCTAssertEqual(error.attempted, [1], "\(presentation): Escape attempted a recovery")
            XCTAssertEqual(responses.last, .dismissed, "\(presentation)")
            let released = await AlertTestWindow.waitUntilReleased(escaped)
            XCTAssertTrue(released, "\(presentation): the alert leaked")
            await parent.close()
        }
    }

    @MainActor func testPresentErrorAnswersWhetherTheChosenRecoverySucceeded() async throws {
        let cases: [(succeeds: Bool, press: String?, handlerCalls: Int, expected: Bool)] = [
            (true, "recovery-0", 1, true), (false, "recovery-1", 1, false), (true, nil, 1, false),
            (true, "recovery-0", 2, true),  // A handler called twice: the first result counts.
        ]
        for (succeeds, press, handlerCalls, expected) in cases {
            let parent = await AlertTestWindow()
            let error = Recovery(succeeds: succeeds, handlerCalls: handlerCalls)
            let answer = Task { await Alert.presentError(error, over: parent.window) }
            await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
            let handle = try XCTUnwrap(Alert.presented(over: parent.window).first)
            if let press {
                try XCTUnwrap(handle.button(id: press)).click()
            } else {
                handle.cancel()
            }
            let recovered = await answer.value
            XCTAssertEqual(recovered, expected, "\(succeeds), \(press ?? "Escape"), \(handlerCalls) handler calls")
            XCTAssertEqual(
                error.attempted, press.map { [Int($0.suffix(1))!] } ?? [], "attempted once, after the answer")
            await parent.close()
        }
    }

    @MainActor func testPresentErrorOfAnErrorWithoutRecoveryShowsOKAndAnswersFalse() async throws {
        let parent = await AlertTestWindow()
        let answer = Task { await Alert.presentError(SaveError(), over: parent.window) }
        await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
        let handle = try XCTUnwrap(Alert.presented(over: parent.window).first)
        XCTAssertEqual(handle.buttons.map { $0.child.flatMap(Label.wrapping)?.text }, ["OK"])
        XCTAssertEqual(handle.titleLabel?.text, "Could not save “Notes <draft>”")
        try XCTUnwrap(handle.button(id: "ok")).click()
        let recovered = await answer.value
        XCTAssertFalse(recovered)
        await parent.close()
    }
}
