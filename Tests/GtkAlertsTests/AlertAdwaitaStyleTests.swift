import Foundation
import XCTest

/// The card under libadwaita's light, dark and high-contrast styles, chosen through
/// AdwStyleManager.
///
/// libadwaita restyles a whole process once loaded, so the rendering happens in
/// `adwaita-style-screenshots`, and this test reads its report. With
/// `GTK_ALERTS_SCREENSHOT_DIR` set, the PNGs go there (that is how docs/screenshots is made).
final class AlertAdwaitaStyleTests: XCTestCase {
    /// What the tool reports for one style.
    private struct Report {
        var fields: [String: String]

        /// Parses "light dark=false … card=250,250,250,255 …"; the first word is the style.
        init(line: Substring) {
            let words = line.split(separator: " ")
            fields = ["style": words.first.map(String.init) ?? ""]
            for word in words.dropFirst() {
                let parts = word.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
            }
        }

        subscript(_ key: String) -> String? { fields[key] }

        /// The channels of an `r,g,b,a` field.
        func color(_ key: String) -> [Int] {
            (fields[key] ?? "").split(separator: ",").compactMap { Int($0) }
        }
    }

    /// Runs `adwaita-style-screenshots` with `options` and an output folder; returns its report
    /// lines and the folder.
    private func runTool(_ options: [String] = []) throws -> (reports: [Report], directory: String) {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("adwaita-style-screenshots")
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: tool.path), "no adwaita-style-screenshots at \(tool.path)")
        let directory =
            ProcessInfo.processInfo.environment["GTK_ALERTS_SCREENSHOT_DIR"]
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("adwaita-style-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = tool
        process.arguments = options + [directory]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        return (String(decoding: data, as: UTF8.self).split(separator: "\n").map(Report.init), directory)
    }

    /// Ours and libadwaita's AdwAlertDialog, rendered over the same window with the same text in
    /// one process, measure the same (where this libadwaita has AdwAlertDialog: 1.5 and later), in
    /// every scene the tool renders: light, dark, high contrast, the compact card of a short
    /// window, three stacked buttons and a text field showing its error.
    func testCardMeasuresAsAdwAlertDialogOverTheSameWindow() throws {
        let reports = try runTool(["--compare"]).reports
        let scenes = ["light", "dark", "high-contrast", "compact", "stacked", "field-error"]
        let ours = reports.filter { $0["style"] == "ours" }
        XCTAssertEqual(ours.map { $0["scene"] ?? "" }, scenes, "not every scene of ours rendered")
        guard !reports.contains(where: { $0["style"] == "adw" && $0["libadwaita"] == nil }) else {
            // No AdwAlertDialog to measure against (libadwaita 1.2): ours still rendered.
            for report in ours { XCTAssertNotNil(report["card"], report["scene"] ?? "") }
            return
        }
        func number(_ report: Report, _ key: String) -> Int { Int(report[key] ?? "") ?? -1 }
        for scene in scenes {
            let mine = try XCTUnwrap(ours.first { $0["scene"] == scene }, "no render of ours: \(scene)")
            let theirs = try XCTUnwrap(
                reports.first { $0["style"] == "adw" && $0["scene"] == scene }, "no AdwAlertDialog: \(scene)")
            let oursCard = (mine["card"] ?? "").split(separator: "x").compactMap { Int($0) }
            let theirCard = (theirs["card"] ?? "").split(separator: "x").compactMap { Int($0) }
            XCTAssertEqual(oursCard.count, 2, scene)
            XCTAssertEqual(theirCard.count, 2, scene)
            guard oursCard.count == 2, theirCard.count == 2 else { continue }
            let figures = "\(scene): ours \(mine.fields), AdwAlertDialog \(theirs.fields)"
            print("measured: \(figures)")
            XCTAssertLessThanOrEqual(abs(oursCard[0] - theirCard[0]), 2, "card width: \(figures)")
            XCTAssertLessThanOrEqual(abs(oursCard[1] - theirCard[1]), 2, "card height: \(figures)")
            for key in ["title-top", "title-height", "button-height"] {
                XCTAssertLessThanOrEqual(abs(number(mine, key) - number(theirs, key)), 2, "\(key): \(figures)")
            }
            // The hairline around the card: near black in high contrast, faint otherwise.
            XCTAssertLessThanOrEqual(abs(number(mine, "edge") - number(theirs, "edge")), 8, "edge: \(figures)")
        }
    }

    func testCardFollowsAdwaitaStyleManager() throws {
        let (reports, directory) = try runTool()
        XCTAssertEqual(reports.map { $0["style"] ?? "" }, ["light", "dark", "high-contrast"])
        guard reports.count == 3 else { return }
        let (light, dark, highContrast) = (reports[0], reports[1], reports[2])
        for report in reports {
            XCTAssertEqual(report["source"], "adwaita", "\(report["style"] ?? ""): not read from AdwStyleManager")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: "\(directory)/alert-adwaita-\(report["style"] ?? "").png"))
            // Between Cancel and Delete: the grey divider of flat buttons or the card between
            // rounded ones, not tinted by Delete's red.
            let divider = report.color("divider")
            XCTAssertEqual(divider.count, 4)
            if divider.count == 4 {
                XCTAssertLessThanOrEqual(
                    divider[0] - divider[2], 6, "\(report["style"] ?? ""): divider \(divider) is tinted")
            }
        }
        XCTAssertEqual(light["dark"], "false")
        XCTAssertEqual(dark["dark"], "true")
        XCTAssertEqual(dark["dark-class"], "true", "the card's .dark class follows AdwStyleManager")
        XCTAssertEqual(light["dark-class"], "false")
        XCTAssertEqual(highContrast["high-contrast"], "true")
        XCTAssertEqual(light["high-contrast"], "false")
        // @dialog_bg_color: #fafafa light and #383838 dark in libadwaita 1.2; 1.7 tints its
        // neutrals a little blue (#fafafb, #36363a). The card must be that colour, give or take.
        func assertClose(
            _ color: [Int], to expected: [Int], _ style: String, file: StaticString = #filePath, line: UInt = #line
        ) {
            XCTAssertEqual(color.count, 4, style, file: file, line: line)
            XCTAssertTrue(
                zip(color, expected).allSatisfy { abs($0 - $1) <= 4 },
                "\(style) card \(color), expected about \(expected)",
                file: file, line: line)
        }
        assertClose(light.color("card"), to: [250, 250, 250, 255], "light")
        assertClose(dark.color("card"), to: [56, 56, 56, 255], "dark")
        // The style libadwaita's own dialogs have: rounded buttons from 1.6 on.
        let version = (light["libadwaita"] ?? "").split(separator: ".").compactMap { Int($0) }
        XCTAssertEqual(version.count, 2, "the tool names the libadwaita it ran with")
        let expected = version.lexicographicallyPrecedes([1, 6]) ? "flat" : "rounded"
        for report in reports { XCTAssertEqual(report["buttons"], expected, "libadwaita \(version)") }
        // High contrast: the line above flat buttons, or the outline of rounded ones, is much
        // stronger than in the light style.
        let line = expected == "rounded" ? "edge" : "separator"
        let lightLine = light.color(line).first ?? 0
        let strongLine = highContrast.color(line).first ?? 0
        XCTAssertLessThan(strongLine, lightLine - 40, "high contrast \(line) \(strongLine) vs light \(lightLine)")
    }
}
