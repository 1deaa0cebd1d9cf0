internal import Foundation
internal import GtkAlerts

/// The errors page's sample errors: one of each kind `Alert(error:)` tells apart.
enum GalleryError: CaseIterable {
    /// Describes itself (`LocalizedError`): a title, a reason and a suggestion.
    case diskFull
    /// Can be recovered from (`RecoverableError`): its options become buttons.
    case offline
    /// Says nothing about itself: the alert falls back on a plain title.
    case undescribed

    /// The name of its alert in the page's list (and of its screenshots).
    var name: String {
        switch self {
        case .diskFull: "disk-full"
        case .offline: "offline"
        case .undescribed: "undescribed"
        }
    }

    /// What the page's button for it says.
    var title: String {
        switch self {
        case .diskFull: localized("Described Error")
        case .offline: localized("Recoverable Error")
        case .undescribed: localized("Undescribed Error")
        }
    }

    /// The buttons the app adds after the error's own: a way out of the recovery options.
    var buttons: [AlertButton] {
        self == .offline ? [AlertButton(localized("_Cancel"), id: "cancel", role: .cancel)] : []
    }

    /// The error itself.
    var error: any Error {
        switch self {
        case .diskFull: DiskFullError()
        case .offline: OfflineError()
        case .undescribed: UndescribedError()
        }
    }
}

/// The document could not be saved for want of space.
struct DiskFullError: LocalizedError {
    var errorDescription: String? { localized("Could Not Save “Notes”") }
    var failureReason: String? { localized("The disk is full.") }
    var recoverySuggestion: String? { localized("Free some space, then save again.") }
}

/// The server could not be reached; trying again or working offline are the ways on.
struct OfflineError: LocalizedError, RecoverableError {
    var errorDescription: String? { localized("No Connection") }
    var failureReason: String? { localized("The library could not reach the server.") }
    var recoveryOptions: [String] { [localized("_Try Again"), localized("Work _Offline")] }

    /// The gallery has no server: trying again fails, working offline succeeds.
    func attemptRecovery(optionIndex: Int) -> Bool { optionIndex == 1 }
}

/// An error with nothing to say to a person.
struct UndescribedError: Error {}
