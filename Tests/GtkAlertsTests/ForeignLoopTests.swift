import Foundation
import XCTest

/// Alerts in apps whose GLib loop the library did not start.
///
/// Each probe runs its own `GtkApplication` (`g_application_run`), presents an in-window and a
/// window alert with `await` over a button it made, and never calls `Toolkit.initialize()`.
/// Without the main-queue bridge attached at load, its task never runs and the probe waits for
/// ever.
final class ForeignLoopTests: XCTestCase {
    /// How long a probe may take, in seconds; each needs well under one.
    private static let timeoutSeconds = 30.0

    /// Runs the probe `name` (built beside the test bundle); returns its output lines and exit
    /// status, failing the test if it outlives `timeoutSeconds`.
    private func runProbe(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> (
        lines: [String], status: Int32
    ) {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent(name)
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: probe.path), "no \(name) at \(probe.path)", file: file,
            line: line)
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
        XCTAssertFalse(
            timedOut, "\(name)'s alerts never answered in \(Self.timeoutSeconds) s; it printed \(lines)", file: file,
            line: line)
        return (lines, process.terminationStatus)
    }

    /// A C program whose Swift module presents the alerts (`foreign-loop-probe`), which also
    /// checks that every object an alert made is finalized.
    func testAwaitAnswersInALoopTheLibraryDidNotStart() throws {
        let run = try runProbe("foreign-loop-probe")
        XCTAssertEqual(
            run.lines,
            ["inWindow save released", "window save released", "callback save released", "done", "exit 0"],
            "each alert answers once, from the button pressed, and leaves nothing behind")
        XCTAssertEqual(run.status, 0)
    }

    /// A Swift program on GTK's C API alone, with its own module map over GTK's header beside
    /// the library's (`swift-c-api-probe`), using only the public API.
    func testAwaitAnswersInASwiftAppOnGTKsCAPI() throws {
        let run = try runProbe("swift-c-api-probe")
        XCTAssertEqual(
            run.lines, ["inWindow save", "window save", "done", "exit 0"],
            "each alert answers once, from the button pressed")
        XCTAssertEqual(run.status, 0)
    }
}
