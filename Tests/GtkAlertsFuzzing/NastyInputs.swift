import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// A handful of the nastiest inputs, laid out and rendered for real (`alert-fuzz-child render`).
@MainActor
enum NastyInputs {
    /// Lays out and renders each alert.
    static func renderAll() async {
        let parent = await AlertTestWindow(width: 560, height: 460)
        for (name, alert) in alerts() {
            let log = ContentErrorLog()
            let handle = await parent.present(alert.onContentError { log.errors.append($0) })
            await check(name, handle, over: parent, log: log)
            handle.dismiss()
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
        }
        await parent.close()
    }

    /// Checks that the alert is on screen, laid out and drawn; reports how big it came out.
    private static func check(_ name: String, _ handle: AlertHandle, over parent: AlertTestWindow, log: ContentErrorLog)
        async
    {
        if !handle.isOnScreen { ChildProcess.fail("\(name): not on screen") }
        guard let card = handle.card else { return ChildProcess.fail("\(name): no card") }
        if card.allocatedWidth <= 1 || card.allocatedHeight <= 1 {
            ChildProcess.fail("\(name): not laid out (\(card.allocatedWidth)×\(card.allocatedHeight))")
        }
        // In its own window the card is rendered alone; in the parent, the whole window.
        guard let target = handle.window == nil ? parent.window.rootChild : card else {
            return ChildProcess.fail("\(name): the parent window has no child")
        }
        guard let texture = await TestDisplay.render(target) else {
            return ChildProcess.fail("\(name) did not render")
        }
        if texture.width != target.allocatedWidth {
            ChildProcess.fail("\(name): rendered \(texture.width) wide, laid out \(target.allocatedWidth)")
        }
        if PixelGrid(texture).isUniform { ChildProcess.fail("\(name) rendered as a blank rectangle") }
        ChildProcess.report(
            "RENDERED",
            "\(name): card \(card.allocatedWidth)×\(card.allocatedHeight), \(log.errors.count) content errors")
    }

    /// The alerts, by name.
    static func alerts() -> [(String, Alert)] {
        let marks = String(
            String.UnicodeScalarView(["Z"] + (0..<50).map { Unicode.Scalar(0x0300 + UInt32($0 % 0x70))! }))
        let bidi = "\u{202E}שלום \u{2067}مرحبا\u{202D} file.txt \u{2069}123\u{202B}"
        let family = "👨‍👩‍👧‍👦🏳️‍🌈🧑🏿‍🤝‍🧑🏻🏴󠁧󠁢󠁳󠁣󠁴󠁿👨\u{200D}\u{200D}👩\u{FE0F}1️⃣🏻"
        let hebrewMarks = " \u{05D0}\u{0591}\u{05B0}" + String(repeating: " \u{0591}\u{05B0}\u{0656}", count: 3)
        let controls = "\0a\u{1}\u{1B}\u{7F}\u{85}\u{FFFE}\u{FFFF}\u{0301}\u{2028}\u{2029}\r\n\u{0B}\u{0C}\u{FEFF}"
        let oneLine = controls.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == " " }
        return [
            (
                "combining-bidi",
                Alert(
                    title: AlertText(marks + bidi),
                    message: AlertText(String(repeating: marks, count: 20) + hebrewMarks)
                ) {
                    AlertButton(bidi, id: "bidi", role: .cancel)
                    AlertButton(marks, id: "marks", role: .suggested)
                }.presentation(.inWindow)
            ),
            (
                "emoji-zwj",
                Alert(title: .markup("<b>\(family)</b>"), message: AlertText(String(repeating: family, count: 30)))
                    .presentation(.inWindow)
            ),
            (
                "100kB-unbreakable-in-entry",
                Alert(title: "Unbreakable") {
                    AlertContent.text(AlertText(String(repeating: "x", count: 1_500)))
                    AlertContent.textField(
                        AlertTextField(placeholder: "p", initialText: String(repeating: "x", count: 100_000)))
                }.presentation(.inWindow)
            ),
            (
                "huge-attributes",
                Alert(
                    title: .unvalidatedMarkup(
                        "<span size=\"xx-large\" letter_spacing=\"-99999\" rise=\"99999\">rise</span><span font_desc=\"Sans 500\">big</span>"
                    ),
                    message: .unvalidatedMarkup("<span line_height=\"40\">tall</span>")
                ).presentation(.inWindow)
            ),
            (
                "controls",
                Alert(title: AlertText(controls)) {
                    AlertContent.text(.unvalidatedMarkup(controls))
                    AlertContent.textField(AlertTextField(placeholder: controls, initialText: controls + bidi + family))
                } buttons: {
                    AlertButton(controls, id: controls, role: .suggested)
                }.presentation(.inWindow)
            ),
            (
                "fifty-buttons-in-parent",
                Alert(title: AlertText(family), message: AlertText(hebrewMarks)) {
                    for number in 0..<50 { AlertButton([bidi, marks, String(oneLine)][number % 3], id: "b\(number)") }
                }.presentation(.inWindow)
            ),
            (
                "fifty-buttons-window",
                Alert(title: AlertText(bidi)) {
                    AlertContent.textField(AlertTextField(initialText: marks + family, isSecure: true))
                } buttons: {
                    for number in 0..<50 {
                        AlertButton([marks, bidi, family, String(oneLine), "OK"][number % 5], id: "b\(number)")
                    }
                }.presentation(.window)
            ),
        ]
    }
}
