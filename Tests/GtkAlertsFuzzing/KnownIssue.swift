import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// Problems the fuzzer found that are not fixed yet (the README's "Known issues"), each with a
/// minimal reproduction probed in a child process once per test process
/// (`alert-fuzz-child probe-pango`, `probe-button-box`).
///
/// While one is present, the main run tolerates crashes with its signature (and, for the Pango
/// abort, defuses the inputs that trigger it, so it needs few restarts); once fixed, its probe
/// passes and everything is exercised again.
enum KnownIssue: String, CaseIterable, CustomStringConvertible {
    case pangoWrapAbort, buttonBoxHeightCritical

    var description: String { rawValue }

    /// Minimal inputs for the Pango abort.
    static let pangoInputs = [
        " \u{1AB6}\u{0656}",  // a space, then two marks drawn with different fonts
        " \u{064B}\u{0656}",  // the same with Arabic fathatan and subscript alef
        "x\u{1F3FB}\u{200D}\u{1F468}",  // a letter, then a skin-tone modifier and ZWJ
        "Press 1\u{FE0F}\u{20E3}\u{1F3FB}\u{200D}\u{1F468} to continue",
    ]

    /// Whether a crash's message is this issue's.
    func matches(_ message: String) -> Bool {
        switch self {
        case .pangoWrapAbort: message.contains("process_line: assertion failed")
        case .buttonBoxHeightCritical: message.contains("but minimum height for width of") && message.contains("GtkBox")
        }
    }

    private var mode: FuzzChild.Mode {
        switch self {
        case .pangoWrapAbort: .probePango
        case .buttonBoxHeightCritical: .probeButtonBox
        }
    }

    @MainActor private static var probes: [KnownIssue: (present: Bool, message: String)] = [:]

    /// Whether the issue still reproduces (probed once, in a child; assumed when that fails).
    @MainActor var isPresent: Bool { probe.present }

    /// What the probe's child reported.
    @MainActor var probeMessage: String { probe.message }

    @MainActor private var probe: (present: Bool, message: String) {
        if let known = Self.probes[self] { return known }
        let result: (Bool, String)
        if let run = ChildProcess.run(mode) {
            result = (!run.completed, run.completed ? "" : run.crashMessage)
        } else {
            result = (true, "could not start the child process")
        }
        Self.probes[self] = result
        return result
    }

    /// Presents the minimal reproduction (in the child).
    @MainActor func reproduce() async {
        let parent = await AlertTestWindow()
        switch self {
        case .pangoWrapAbort:
            for input in Self.pangoInputs {
                for text in [AlertText(input), .markup("Delete <b>\(input)</b>?")] {
                    Alert(title: text, message: text) { AlertButton(input, id: "probe") }
                        .presentation(.inWindow)
                        .present(over: parent.nestedButton) { _ in }
                        .dismiss()
                }
            }
        case .buttonBoxHeightCritical:
            // No title or message: with a label above the entry, the critical does not come.
            Alert {
                AlertContent.textField(
                    AlertTextField(
                        placeholder: "Name of the new folder, for example “Holiday photos summer 2024”"))
            } buttons: {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Create\nand open", role: .suggested)
            }
            .presentation(.window)
            .present(over: parent.nestedButton) { _ in }
            .dismiss()
        }
        await TestDisplay.settle(milliseconds: 20)
        await parent.close()
    }

    /// `text` with the grapheme clusters Pango 1.50 aborts on made harmless: a dotted circle
    /// (U+25CC) as the base of combining marks that have none, or follow whitespace or the end
    /// of a tag or entity, and a zero-width space between a text base and the emoji (say a
    /// skin-tone modifier) in its cluster.
    ///
    /// Everything else is left as it is.
    nonisolated static func defused(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for character in text {
            let scalars = Array(character.unicodeScalars)
            guard let base = scalars.first, scalars.count > 1 else {
                result.append(contentsOf: character.unicodeScalars)
                continue
            }
            let rest = scalars.dropFirst()
            if isExtending(base) {
                result.append("\u{25CC}")
                result.append(base)
            } else {
                result.append(base)
                if base.properties.isWhitespace || base == ">" || base == ";", rest.contains(where: isCombiningMark) {
                    result.append("\u{25CC}")
                }
            }
            var split = base.properties.isEmojiPresentation || base.properties.isEmojiModifier
            for scalar in rest {
                if !split, scalar.properties.isEmojiPresentation || scalar.properties.isEmojiModifier {
                    result.append("\u{200B}")
                    split = true
                }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` extends the cluster before it (so starts one without a base here).
    nonisolated private static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        isCombiningMark(scalar) || scalar == "\u{200D}" || scalar.properties.isVariationSelector
    }

    nonisolated private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
