import Foundation
import XCTest

/// A second launch of an `Application` activates the first: three processes of
/// `application-probe` on one private D-Bus session bus (`dbus-run-session`), as a desktop
/// session has one.
final class ApplicationSingleInstanceTests: XCTestCase {
    /// How long the whole exchange may take, in seconds.
    private static let timeoutSeconds = 30.0

    /// The launches, in order: the primary instance in the background, then a plain second
    /// launch and one with a file, each of which must hand over and exit 0 at once.
    private static let script = #"""
        set -u
        "$PROBE" "$APP_ID" >"$OUT/first.log" 2>&1 &
        first=$!
        for _ in $(seq 1 200); do
          grep -q '^activate 1$' "$OUT/first.log" && break
          sleep 0.05
        done
        "$PROBE" "$APP_ID" >"$OUT/second.log" 2>&1
        echo "second $?" >>"$OUT/statuses"
        "$PROBE" "$APP_ID" "$OUT/notes.txt" >"$OUT/third.log" 2>&1
        echo "third $?" >>"$OUT/statuses"
        wait "$first"
        echo "first $?" >>"$OUT/statuses"
        """#

    func testASecondLaunchActivatesTheFirstInstance() throws {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("application-probe")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: probe.path), "no application-probe at \(probe.path)")
        let runner = try XCTUnwrap(
            Self.find("dbus-run-session"), "dbus-run-session is not installed (package dbus-daemon)")
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("single-instance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: runner)
        process.arguments = ["--", "/bin/sh", "-c", Self.script]
        var environment = ProcessInfo.processInfo.environment
        environment["PROBE"] = probe.path
        environment["APP_ID"] = "io.github.gtkalerts.Tests.SingleInstance"
        environment["OUT"] = output.path
        process.environment = environment
        try process.run()
        let deadline = Date().addingTimeInterval(Self.timeoutSeconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            XCTFail("the launches took longer than \(Self.timeoutSeconds) s")
        }
        process.waitUntilExit()

        func read(_ name: String) -> [String] {
            let text = (try? String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").map(String.init)
        }
        let fileURI = output.appendingPathComponent("notes.txt").absoluteString
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(read("statuses"), ["second 0", "third 0", "first 0"])
        XCTAssertEqual(
            read("first.log"), ["startup", "activate 1", "activate 2", "open \(fileURI)", "exit 0"],
            "the primary instance handles every launch")
        XCTAssertEqual(read("second.log"), ["exit 0"], "a second launch only hands over: no startup, no activate")
        XCTAssertEqual(read("third.log"), ["exit 0"], "a launch with files only hands over")
    }

    private static func find(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
