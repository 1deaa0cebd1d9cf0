internal import Foundation
internal import Glibc

/// What an error says about itself, for a person: a title and paragraphs under it.
struct ErrorDescription: Equatable {
    /// The short description; `nil` when the error has none worth showing.
    var title: String?
    /// The reason and the recovery suggestion, in that order, the empty ones left out.
    var paragraphs: [String]

    init(_ error: any Error) {
        if let localized = error as? any LocalizedError {
            title = localized.errorDescription
            paragraphs = [localized.failureReason, localized.recoverySuggestion].compactMap { $0 }
        } else {
            // Foundation's own and app-made NSErrors carry their text in the user info. Swift
            // errors bridged to NSError have none there: Foundation's localizedDescription for
            // them is "… (Module.Type error 0.)", words for a developer, not for a user.
            let userInfo = (error as NSError).userInfo
            title = userInfo[NSLocalizedDescriptionKey] as? String
            paragraphs = [NSLocalizedFailureReasonErrorKey, NSLocalizedRecoverySuggestionErrorKey].compactMap {
                userInfo[$0] as? String
            }
            if paragraphs.isEmpty, let posix = error as? POSIXError {
                // The C library's text, which follows the user's language.
                paragraphs = [String(cString: strerror(posix.code.rawValue))]
            }
        }
        title = title.flatMap(Self.nonBlank)
        paragraphs = paragraphs.compactMap(Self.nonBlank)
    }

    /// `text` without surrounding white space, or `nil` when nothing is left.
    private static func nonBlank(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
