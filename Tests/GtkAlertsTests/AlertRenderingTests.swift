import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Renders sample alerts over a parent window and checks what they look like in pixels.
///
/// With `GTK_ALERTS_SCREENSHOT_DIR` set, also writes them there as PNG (that is how
/// `docs/screenshots/` is made).
final class AlertRenderingTests: XCTestCase {
    private static let samples: [(name: String, alert: @MainActor @Sendable () -> Alert)] = [
        (
            "two-buttons",
            {
                Alert(
                    title: "Delete “Groceries”?",
                    message: "This list and its 12 items will be deleted. This cannot be undone."
                ) {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("Delete", role: .destructive)
                }
            }
        ),
        (
            "three-buttons",
            {
                Alert(
                    title: "Save changes?", message: "Your changes to “Report.odt” will be lost if you don’t save them."
                ) {
                    AlertButton("Save", role: .suggested)
                    AlertButton("Discard", role: .destructive)
                    AlertButton("Cancel", role: .cancel)
                }
            }
        ),
        (
            "image-rich-text",
            {
                Alert(title: "Update available") {
                    AlertContent.image(.icon("software-update-available-symbolic", pixelSize: 64))
                    AlertContent.text(
                        .markup(
                            "Version <b>2.4</b> brings <i>faster sync</i> and fixes for <tt>\("<config>")</tt> files."))
                } buttons: {
                    AlertButton("Later", role: .cancel)
                    AlertButton("Install", role: .suggested)
                }
            }
        ),
        (
            "entry-error",
            {
                Alert(title: "Insert item name") {
                    AlertContent.textField(
                        AlertTextField(placeholder: "item name") { $0.isEmpty ? "Insert text" : nil })
                } buttons: {
                    AlertButton("Cancel", role: .cancel)
                    AlertButton("Done", role: .suggested)
                }
            }
        ),
        (
            "action-list",
            {
                Alert.actionList("Open “Report.pdf” with", message: "The file stays where it is.") {
                    AlertButton("Document Viewer", role: .suggested)
                    AlertButton("Text Editor")
                    AlertButton("Cancel", role: .cancel)
                }
            }
        ),
    ]

    /// High contrast and right to left: the two-button alert, written as screenshots too.
    @MainActor func testHighContrastAndRightToLeftRender() async throws {
        let directory = ProcessInfo.processInfo.environment["GTK_ALERTS_SCREENSHOT_DIR"]
        for variant in ["high-contrast", "rtl"] {
            if variant == "rtl" { TextDirection.default = .rightToLeft }
            defer { TextDirection.default = .leftToRight }
            let parent = await AlertTestWindow(width: 560, height: 420)
            let settings = parent.window.display.settings
            let theme = settings.themeName
            // GTK 4.20+ asks through its contrast setting; GTK 4.24 keeps drawing high contrast
            // once the theme name has been `HighContrast`, whatever name comes after.
            if variant == "high-contrast", !settings.setPrefersMoreContrast(true) {
                settings.themeName = "HighContrast"
            }
            defer {
                settings.setPrefersMoreContrast(false)
                settings.themeName = theme
            }
            let handle = await parent.present(Self.samples[0].alert().presentation(.inWindow))
            XCTAssertEqual(
                try XCTUnwrap(handle.card).hasCSSClass("high-contrast"), variant == "high-contrast",
                "\(variant): the card's high-contrast class follows the settings")
            let rendered = await TestDisplay.render(parent.window)
            let texture = try XCTUnwrap(rendered)
            let buttons = try handle.buttons.map { try XCTUnwrap($0.bounds(relativeTo: parent.window)) }
            if variant == "rtl" {
                XCTAssertGreaterThan(buttons[0].x, buttons[1].x, "Cancel belongs on the right in RTL")
            } else {
                XCTAssertGreaterThan(try XCTUnwrap(handle.card).allocatedWidth, 250)
                XCTAssertEqual(texture.width, parent.window.allocatedWidth)
            }
            if let directory {
                XCTAssertTrue(texture.writePNG(to: "\(directory)/alert-two-buttons-\(variant).png"))
            }
            handle.dismiss()
            await parent.close()
        }
    }

    @MainActor func testReferenceAlertsRenderOverADimmedParent() async throws {
        let directory = ProcessInfo.processInfo.environment["GTK_ALERTS_SCREENSHOT_DIR"]
        for (dark, buttonStyle) in [(false, AlertButtonStyle.flat), (true, .flat), (false, .rounded), (true, .rounded)]
        {
            let parent = await AlertTestWindow(width: 560, height: 420)
            parent.window.display.settings.prefersDarkTheme = dark
            defer { parent.window.display.settings.prefersDarkTheme = false }
            for sample in Self.samples {
                let alert = sample.alert().presentation(.inWindow).style(AlertStyle(buttonStyle: buttonStyle))
                let handle = await parent.present(alert)
                if sample.name == "entry-error" {
                    handle.confirm()  // Empty: shows the validation error.
                    XCTAssertEqual(handle.entryError, "Insert text")
                }
                let rendered = await TestDisplay.render(parent.window)
                let texture = try XCTUnwrap(rendered, "\(sample.name) did not render")
                let pixels = PixelGrid(texture)
                let card = try XCTUnwrap(handle.card?.bounds(relativeTo: parent.window))
                // Inside the card: the theme's background, brighter than the dimmed page on
                // light themes; outside: dimmed, by 32 % under the flat look (some 79 levels of
                // GTK's light page) and by libadwaita's 14 % under the rounded one (some 34).
                let inside = pixels[Int(card.x + card.width / 2), Int(card.y + 4)]
                let outside = pixels[4, pixels.height - 4]
                if !dark {
                    let margin = buttonStyle == .rounded ? 25.0 : 40.0
                    XCTAssertGreaterThan(
                        inside.luminance, outside.luminance + margin, "\(sample.name): card not distinct from dim")
                }
                XCTAssertGreaterThan(card.width, 250)
                if let directory {
                    let variant = (buttonStyle == .rounded ? "-rounded" : "") + (dark ? "-dark" : "")
                    let file = "\(directory)/alert-\(sample.name)\(variant).png"
                    XCTAssertTrue(texture.writePNG(to: file), "could not write \(file)")
                }
                handle.dismiss()
                await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
            }
            await parent.close()
        }
    }
}
