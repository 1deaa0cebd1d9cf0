import Foundation
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// The gallery shows icons by name from the desktop's icon theme, which drops names between
/// releases (Adwaita 51 dropped the emblem-* ones): every symbolic icon its pages name must be
/// in the theme installed here, which the test scripts install on every supported system.
final class GalleryIconTests: XCTestCase {
    @MainActor func testEveryIconTheGalleryNamesIsInTheInstalledTheme() async throws {
        TestDisplay.start()
        let theme = IconTheme(display: try XCTUnwrap(Display.default))
        let folder = GalleryTestFiles.sourceRoot.appendingPathComponent("Sources/GalleryPages")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        var names: Set<String> = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: /"([a-z0-9-]+-symbolic)"/) { names.insert(String(match.output.1)) }
        }
        XCTAssertFalse(names.isEmpty, "no icon names found in \(folder.path)")
        for name in names.sorted() {
            XCTAssertTrue(theme.hasIcon(named: name), "\(name) is not in the installed icon theme")
        }
    }
}
