import GtkAlertsToolkit
import XCTest

@testable import GtkAlerts

/// The alert as a value: built and compared without a display.
final class AlertTests: XCTestCase {
    func testTypicalBodyIsTitleAndMessage() {
        let alert = Alert(title: "Error", message: "Something went wrong") {
            AlertButton("OK", role: .suggested)
        }
        XCTAssertEqual(alert.title?.plainText, "Error")
        XCTAssertEqual(alert.content.count, 1)
        XCTAssertEqual(alert.buttons.map(\.id), ["OK"])
    }

    func testModifiersReturnChangedCopies() {
        let original = Alert(title: "Title", message: nil)
        let changed = original.buttonLayout(.vertical).presentation(.inWindow)
            .style(AlertStyle(cornerRadius: 4))
        XCTAssertEqual(original.buttonLayout, .automatic)
        XCTAssertEqual(changed.buttonLayout, .vertical)
        XCTAssertEqual(changed.presentation, .inWindow)
        XCTAssertEqual(changed.style.cornerRadius, 4)
        XCTAssertNotEqual(original, changed)
        XCTAssertEqual(original, Alert(title: "Title", message: nil))
    }

    func testButtonIDsDefaultToLabels() {
        let alert = Alert(title: "T", message: nil) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Save", id: "save-document", role: .suggested)
        }
        XCTAssertEqual(alert.buttons.map(\.id), ["Cancel", "save-document"])
        XCTAssertEqual(alert.buttons.map(\.role), [.cancel, .suggested])
    }

    func testBuildersTakeConditionsAndLoops() {
        let extra = true
        let alert = Alert(title: "T") {
            "First paragraph"
            if extra { AlertContent.image(.icon("dialog-information-symbolic")) }
        } buttons: {
            for index in 1...3 { AlertButton("Option \(index)") }
        }
        XCTAssertEqual(alert.content.count, 2)
        XCTAssertEqual(alert.buttons.count, 3)
    }

    func testCardWidthIsAClampedFractionOfTheParent() {
        let style = AlertStyle(widthFraction: 0.7, minimumWidth: 300, maximumWidth: 420)
        func width(_ parent: Int) -> Int { style.cardWidth(forParentWidth: parent, contentWidth: 999, look: .rounded) }
        XCTAssertEqual(width(500), 350, "the content's width plays no part")
        XCTAssertEqual(width(1200), 420)
        XCTAssertEqual(width(300), 252, "never wider than the parent less margins")
        XCTAssertEqual(width(440), 308)
    }

    func testCardWidthFollowsTheContentWithinTheLooksLimits() {
        let style = AlertStyle()
        XCTAssertNil(style.widthFraction)
        for (look, widest) in [(AlertButtonStyle.rounded, 372), (.flat, 550)] {
            func width(_ content: Int, parent: Int = 1200) -> Int {
                style.cardWidth(forParentWidth: parent, contentWidth: content, look: look)
            }
            XCTAssertEqual(width(120), 300, "\(look): at least the minimum")
            XCTAssertEqual(width(340), 340, "\(look): as wide as the content asks")
            XCTAssertEqual(width(5_000), widest, "\(look): at most the look's maximum")
            XCTAssertEqual(width(5_000, parent: 360), 312, "\(look): never wider than the parent less margins")
        }
        XCTAssertEqual(
            AlertStyle(maximumWidth: 320).cardWidth(forParentWidth: 1200, contentWidth: 5_000, look: .rounded), 320)
    }

    func testStyleClampsNonsense() {
        let style = AlertStyle(
            dimOpacity: 7, cornerRadius: -3, widthFraction: .nan, minimumWidth: 500, maximumWidth: 10)
        XCTAssertEqual(style.dimOpacity, 1)
        XCTAssertEqual(style.cornerRadius, 0)
        XCTAssertEqual(style.widthFraction, 0.7)
        XCTAssertEqual(style.maximumWidth, 500)
    }

    func testStyleClampsValuesSetAfterwards() {
        var style = AlertStyle()
        style.maximumContentHeight = .max
        style.padding = .max
        style.widthFraction = .nan
        style.dimOpacity = -.infinity
        style.maximumWidth = .max
        XCTAssertEqual(style.maximumContentHeight, AlertStyle.largestLength)
        XCTAssertEqual(style.padding, AlertStyle.largestDecoration)
        XCTAssertEqual(style.widthFraction, 0.7)
        XCTAssertEqual(style.dimOpacity, 0)
        XCTAssertEqual(
            style.cardWidth(forParentWidth: .max / 4, contentWidth: 0, look: .flat), AlertStyle.largestLength)
    }

    @MainActor func testEqualityComparesMarkupNotJustItsText() {
        let bold = Alert(title: "Delete", content: { AlertContent.text(.markup("Delete <b>all</b>?")) })
        let plain = Alert(title: "Delete", content: { AlertContent.text("Delete all?") })
        let italic = Alert(title: "Delete", content: { AlertContent.text(.markup("Delete <i>all</i>?")) })
        XCTAssertNotEqual(bold, plain)
        XCTAssertNotEqual(bold, italic)
        XCTAssertEqual(bold, Alert(title: "Delete", content: { AlertContent.text(.markup("Delete <b>all</b>?")) }))
    }

    @MainActor func testEqualityComparesTheTextFieldsInitialTextAndImages() {
        func rename(_ initial: String) -> Alert {
            Alert(
                title: "Rename",
                content: { AlertContent.textField(AlertTextField(placeholder: "name", initialText: initial)) })
        }
        XCTAssertNotEqual(rename("Groceries"), rename("Chores"))
        XCTAssertEqual(rename("Groceries"), rename("Groceries"))
        func picture(_ bytes: [UInt8]) -> Alert {
            Alert(title: "Picture", content: { AlertContent.image(.data(bytes)) })
        }
        XCTAssertNotEqual(picture([1, 2, 3]), picture([3, 2, 1]))
    }

    func testMnemonicUnderscoresLeaveTheDefaultID() {
        let button = AlertButton("_Delete", role: .destructive)
        XCTAssertEqual(button.id, "Delete")
        XCTAssertEqual(AlertButton("Save__as").id, "Save_as")
    }

    /// `.automatic` draws buttons as the libadwaita in the process does (rounded from 1.6 on),
    /// and without one, as the libadwaita that came with the running GTK (1.6 with GTK 4.16).
    func testAutomaticButtonStyleFollowsLibadwaitaElseGTK() {
        let cases: [(libadwaita: (Int, Int)?, gtk: (Int, Int), expected: AlertButtonStyle)] = [
            (nil, (4, 8), .flat), (nil, (4, 14), .flat), (nil, (4, 16), .rounded), (nil, (4, 18), .rounded),
            ((1, 2), (4, 18), .flat), ((1, 5), (4, 18), .flat), ((1, 6), (4, 16), .rounded),
            ((1, 7), (4, 18), .rounded), ((2, 0), (5, 0), .rounded), (nil, (5, 0), .rounded),
        ]
        for (libadwaita, gtk, expected) in cases {
            XCTAssertEqual(
                AlertButtonStyle.automatic.resolved(libadwaita: libadwaita, gtk: gtk), expected,
                "libadwaita \(String(describing: libadwaita)), GTK \(gtk)")
            XCTAssertEqual(AlertButtonStyle.flat.resolved(libadwaita: libadwaita, gtk: gtk), .flat)
            XCTAssertEqual(AlertButtonStyle.rounded.resolved(libadwaita: libadwaita, gtk: gtk), .rounded)
        }
    }

    /// Without libadwaita in the process, the release that came with the running GTK.
    func testLibadwaitaReleaseFollowsTheLoadedOneElseGTKsPartner() {
        let cases: [(libadwaita: (Int, Int)?, gtk: (Int, Int), expected: (Int, Int))] = [
            (nil, (4, 8), (1, 2)), (nil, (4, 16), (1, 6)), (nil, (4, 18), (1, 7)), (nil, (4, 19), (1, 7)),
            (nil, (4, 20), (1, 8)), (nil, (4, 24), (1, 10)), (nil, (5, 0), (2, 0)), ((1, 5), (4, 24), (1, 5)),
        ]
        for (libadwaita, gtk, expected) in cases {
            let release = LibadwaitaRelease.inUse(libadwaita: libadwaita, gtk: gtk)
            XCTAssertTrue(release == expected, "libadwaita \(String(describing: libadwaita)), GTK \(gtk): \(release)")
        }
    }

    /// Without an opacity of its own, an alert dims as libadwaita's dialogs of its look do: a
    /// light window by 14 % under the rounded look (libadwaita 1.6+), by 32 % under the flat one;
    /// a dark window by 50 % under both.
    func testDefaultDimFollowsTheLookAndTheTheme() {
        let style = AlertStyle()
        XCTAssertEqual(style.effectiveDimOpacity(darkTheme: false, look: .rounded), 0.14)
        XCTAssertEqual(style.effectiveDimOpacity(darkTheme: false, look: .flat), 0.32)
        XCTAssertEqual(style.effectiveDimOpacity(darkTheme: true, look: .rounded), 0.5)
        XCTAssertEqual(style.effectiveDimOpacity(darkTheme: true, look: .flat), 0.5)
        let chosen = AlertStyle(dimOpacity: 0.6)
        for look in [AlertButtonStyle.flat, .rounded] {
            XCTAssertEqual(chosen.effectiveDimOpacity(darkTheme: false, look: look), 0.6)
            XCTAssertEqual(chosen.effectiveDimOpacity(darkTheme: true, look: look), 0.6)
        }
    }

    /// Enter and Escape press the buttons their roles name.
    ///
    /// Enter: the suggested button; with a text field and none suggested, the first that
    /// confirms; otherwise no button of its own. Escape: the cancel button, or a dismissal.
    @MainActor func testKeysPressTheButtonsTheirRolesName() {
        let plain = Alert(title: "T") {
            AlertButton("Keep", role: .cancel)
            AlertButton("Delete", role: .destructive)
        }
        XCTAssertNil(plain.defaultButton)
        XCTAssertEqual(plain.escapeButton?.id, "Keep")
        let suggested = plain.button(AlertButton("Save", role: .suggested))
        XCTAssertEqual(suggested.defaultButton?.id, "Save")
        let form = Alert(title: "Rename") {
            AlertTextField(id: "name", placeholder: "Name")
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Remove", role: .destructive)
            AlertButton("Rename")
        }
        XCTAssertEqual(form.defaultButton?.id, "Rename")
        let destructiveForm = Alert(title: "Erase") {
            AlertTextField(id: "confirm", placeholder: "Type ERASE")
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Erase", role: .destructive)
        }
        XCTAssertEqual(destructiveForm.defaultButton?.id, "Erase")
        XCTAssertNil(Alert(title: "Done").escapeButton, "the lone OK does not cancel")
    }
}
