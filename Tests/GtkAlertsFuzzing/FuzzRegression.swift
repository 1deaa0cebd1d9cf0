import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// Problems the fuzzer found and the library fixed (in 2eba7af), each with its minimal
/// reproduction, presented in a child process (`alert-fuzz-child regression-pango`,
/// `regression-button-box`) so that a relapse ends only that process.
enum FuzzRegression: String, CaseIterable, CustomStringConvertible {
    /// Pango 1.50 aborted (`process_line: assertion failed`) when word-and-character wrapping
    /// had to split a grapheme cluster drawn with two fonts, as GtkLabel does to measure its
    /// minimum width: a space then Arabic marks, or a letter then a skin-tone modifier. Labels
    /// now wrap at word boundaries only.
    case pangoWrapAbort
    /// In its own window, an alert whose body is just a text field with a placeholder wider
    /// than the card, and whose buttons sit side by side, one label with a line break, logged
    /// `GtkBox reports a minimum height of 53, but minimum height for width of 1048576 is 58`
    /// (fatal under `G_DEBUG=fatal-warnings`). Alert windows now get their width first.
    case buttonBoxHeightCritical

    var description: String { rawValue }

    /// Minimal inputs for the Pango abort.
    static let pangoInputs = [
        " \u{1AB6}\u{0656}",  // a space, then two marks drawn with different fonts
        " \u{064B}\u{0656}",  // the same with Arabic fathatan and subscript alef
        "x\u{1F3FB}\u{200D}\u{1F468}",  // a letter, then a skin-tone modifier and ZWJ
        "Press 1\u{FE0F}\u{20E3}\u{1F3FB}\u{200D}\u{1F468} to continue",
    ]

    /// The child's mode that presents the reproduction.
    var mode: FuzzChild.Mode {
        switch self {
        case .pangoWrapAbort: .regressionPango
        case .buttonBoxHeightCritical: .regressionButtonBox
        }
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
}
