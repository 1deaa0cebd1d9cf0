import Foundation
import XCTest

/// Alerts in an app whose GLib loop the library did not start.
///
/// `foreign-loop-probe` is a C program that runs its own `GtkApplication` (`g_application_run`) and hands its button to a
/// Swift module, which presents an in-window and a window alert with `await` and never calls
/// `Toolkit.initialize()`. Without the main-queue bridge attached at load, its task never runs
/// and the probe waits for ever.
final class ForeignLoopTests: XCTestCase {
    /// How long the probe may take, in seconds; it needs well under one.
    private static let timeoutSeconds = 30.0

    func testAwaitAnswersInALoopTheLibraryDidNotStart() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("foreign-loop-probe")
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: probe.path), "no foreign-loop-probe at \(probe.path)")
        let output = Pipe()
        let process = Process()
        process.executableURL = probe
        process.standardOutput = output
        try process.run()
        let deadline = Date().addingTimeInterval(Self.timeoutSeconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let timedOut = process.isRunning
        if timedOut { process.terminate() }
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertFalse(timedOut, "the probe's alerts never answered in \(Self.timeoutSeconds) s; it printed \(lines)")
        XCTAssertEqual(
            lines, ["inWindow save released", "window save released", "done", "exit 0"],
            "each alert answers once, from the button pressed, and leaves nothing behind")
        XCTAssertEqual(process.terminationStatus, 0)
    }
}
