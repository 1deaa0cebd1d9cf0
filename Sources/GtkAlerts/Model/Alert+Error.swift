internal import Foundation
public import GtkAlertsToolkit
internal import Synchronization

/// Errors as alerts: SwiftUI's `alert(isPresented:error:)` and AppKit's `presentError(_:)`.
extension Alert {
    /// The title of an error that describes nothing itself: looked up in the application's
    /// default text domain, so an app translates it by adding this `msgid` to its catalogue.
    public static let errorFallbackTitle = "The operation could not be completed"

    /// An alert that tells the user what went wrong.
    ///
    /// What shows, from the error's own words (shown as plain text, never as markup):
    /// - a `LocalizedError`: `errorDescription` as the title, `failureReason` and
    ///   `recoverySuggestion` as the message, a paragraph each;
    /// - an `NSError` (or a `CustomNSError`): the same three from its user info;
    /// - a `POSIXError`: the system's text for its code, in the user's language, as the message;
    /// - anything else, or an error whose description is empty: `errorFallbackTitle`.
    ///
    /// A `RecoverableError`'s `recoveryOptions` become buttons, in order, the first suggested
    /// (ids `recovery-0`, `recovery-1`, …; see `AlertResponse.recoveryOptionIndex`). Pressing
    /// one runs `attemptRecovery(optionIndex:resultHandler:)` before the alert goes away;
    /// Escape attempts nothing. To learn whether recovery succeeded, use `presentError(_:over:buttons:)`.
    ///
    /// ```swift
    /// do { try document.save() } catch {
    ///     await Alert(error: error).present(over: window)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - error: what went wrong.
    ///   - buttons: more buttons, after the recovery options; with neither, the alert shows "OK".
    public init(error: any Error, @AlertButtonBuilder buttons: () -> [AlertButton] = { [] }) {
        self.init(describing: error, attemptsRecovery: true, buttons: buttons())
    }

    /// Shows `error` over the window `widget` is in and, when the user picks one of its
    /// recovery options, attempts that recovery and waits for its result (AppKit's
    /// `presentError(_:)`).
    ///
    /// ```swift
    /// if await Alert.presentError(error, over: window) { try await retry() }
    /// ```
    ///
    /// A `RecoverableError` must call its result handler once: until it does, this waits.
    ///
    /// - Parameters:
    ///   - error: what went wrong; shown as `init(error:buttons:)` describes.
    ///   - widget: any widget in the parent window.
    ///   - buttons: more buttons, after the recovery options.
    /// - Returns: whether the user picked a recovery option and the recovery succeeded.
    @MainActor
    @discardableResult
    public static func presentError(
        _ error: any Error, over widget: Widget, @AlertButtonBuilder buttons: () -> [AlertButton] = { [] }
    ) async -> Bool {
        let alert = Alert(describing: error, attemptsRecovery: false, buttons: buttons())
        let response = await alert.present(over: widget)
        guard let recoverable = error as? any RecoverableError, let index = response.recoveryOptionIndex,
            recoverable.recoveryOptions.indices.contains(index)
        else { return false }
        return await withCheckedContinuation { continuation in
            // A handler called twice must not resume twice: the first result counts.
            let resumed = ResumedOnce()
            recoverable.attemptRecovery(optionIndex: index) { succeeded in
                if resumed.claim() { continuation.resume(returning: succeeded) }
            }
        }
    }

    /// The alert for `error`; its recovery buttons attempt recovery when `attemptsRecovery`
    /// (otherwise the caller does, once it has the answer).
    private init(describing error: any Error, attemptsRecovery: Bool, buttons: [AlertButton]) {
        let description = ErrorDescription(error)
        let options = (error as? any RecoverableError)?.recoveryOptions ?? []
        let recoveryButtons = options.enumerated().map { index, option in
            AlertButton(
                option, id: AlertResponse.recoveryID(index), role: index == 0 ? .suggested : .regular,
                action: attemptsRecovery ? Self.recovery(of: error, option: index) : nil)
        }
        self.init(
            title: AlertText(description.title ?? Localization.translate(Self.errorFallbackTitle)),
            content: { description.paragraphs.map { AlertContent.text(AlertText($0)) } },
            buttons: { recoveryButtons + buttons })
    }

    /// What pressing recovery option `index` runs.
    private static func recovery(of error: any Error, option index: Int) -> @MainActor @Sendable () -> Void {
        {
            (error as? any RecoverableError)?.attemptRecovery(optionIndex: index) { _ in }
        }
    }
}

extension AlertResponse {
    /// Which of a `RecoverableError`'s recovery options the user picked, in an alert made by
    /// `Alert(error:)`; `nil` for any other answer.
    public var recoveryOptionIndex: Int? {
        guard let id = buttonID, id.hasPrefix(Self.recoveryPrefix) else { return nil }
        return Int(id.dropFirst(Self.recoveryPrefix.count))
    }

    private static let recoveryPrefix = "recovery-"

    /// The id of recovery option `index`'s button.
    static func recoveryID(_ index: Int) -> String { "\(recoveryPrefix)\(index)" }
}

/// The first of several calls wins.
private final class ResumedOnce: Sendable {
    private let done = Atomic(false)

    /// Whether this is the first call.
    func claim() -> Bool { !done.exchange(true, ordering: .acquiringAndReleasing) }
}
