import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

final class WidgetRendererTests: XCTestCase {
    @MainActor override func setUp() async throws { TestDisplay.start() }

    @MainActor func testRendersAWidgetOfKnownColour() async throws {
        let css = CSSProvider()
        css.load(".render-probe { background: rgb(200, 40, 10); }")
        XCTAssertEqual(css.parseErrors, [])
        let display = try XCTUnwrap(Display.default)
        css.apply(to: display, priority: CSSProvider.applicationPriority)
        defer { css.remove(from: display) }

        let window = Window()
        defer { window.destroy() }
        let probe = Box(.vertical)
        probe.addCSSClass("render-probe")
        window.child = probe
        let shown = await TestDisplay.show(window, width: 64, height: 48)
        XCTAssertTrue(shown)

        let rendered = await TestDisplay.render(probe)
        let texture = try XCTUnwrap(rendered)
        let pixels = PixelGrid(texture)
        XCTAssertEqual(pixels.width, probe.allocatedWidth)
        let centre = pixels[pixels.width / 2, pixels.height / 2]
        XCTAssertTrue(centre.isClose(to: PixelSample(red: 200, green: 40, blue: 10)), "\(centre)")
        XCTAssertEqual(Array(texture.pngData().prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }

    @MainActor func testReportsCSSParseErrorsInsteadOfLogging() {
        let css = CSSProvider()
        css.load(".broken { colour: red; }")
        XCTAssertEqual(css.parseErrors.count, 1)
    }

    @MainActor func testUnrealizedWidgetRendersNothing() {
        XCTAssertNil(WidgetRenderer.render(Label("nowhere")))
    }
}
