import Foundation
import GalleryPages
import XCTest

/// `alert-gallery` as a GNOME application, in real processes on a private D-Bus session bus
/// (`dbus-run-session`): it owns its application id there, a second launch hands over to it and
/// exits 0, and `app.quit` (the action Ctrl+Q is bound to) ends it with status 0.
final class GalleryApplicationTests: XCTestCase {
    /// How long the whole exchange may take, in seconds.
    private static let timeoutSeconds = 60.0

    private static let script = #"""
        set -u
        has_owner() {
          gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
            --method org.freedesktop.DBus.NameHasOwner "$APP_ID" 2>/dev/null | grep -q true
        }
        "$GALLERY" --data-dir "$OUT/data" >"$OUT/first.log" 2>&1 &
        first=$!
        owned=false
        for _ in $(seq 1 400); do
          if has_owner; then owned=true; break; fi
          sleep 0.05
        done
        echo "owned $owned" >>"$OUT/statuses"
        timeout 20 "$GALLERY" --data-dir "$OUT/data" >"$OUT/second.log" 2>&1
        echo "second $?" >>"$OUT/statuses"
        kill -0 "$first" 2>/dev/null && echo "first running" >>"$OUT/statuses"
        gdbus call --session --dest "$APP_ID" --object-path "$OBJECT_PATH" \
          --method org.gtk.Actions.Activate quit '[]' '{}' >/dev/null 2>>"$OUT/gdbus.log"
        echo "quit $?" >>"$OUT/statuses"
        wait "$first"
        echo "first $?" >>"$OUT/statuses"
        """#

    func testASecondLaunchHandsOverAndAppQuitEndsTheGallery() throws {
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0])
            .deletingLastPathComponent().appendingPathComponent("alert-gallery")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: gallery.path), "no alert-gallery at \(gallery.path)")
        let output = try GalleryTestFiles.makeTemporaryDirectory(for: self)
        let applicationID = GalleryInstallation.applicationID

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["dbus-run-session", "--", "/bin/sh", "-c", Self.script]
        var environment = ProcessInfo.processInfo.environment
        environment["GALLERY"] = gallery.path
        environment["APP_ID"] = applicationID
        environment["OBJECT_PATH"] = "/" + applicationID.replacingOccurrences(of: ".", with: "/")
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

        func read(_ name: String) -> String {
            (try? String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)) ?? ""
        }
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(
            read("statuses").split(separator: "\n").map(String.init),
            ["owned true", "second 0", "first running", "quit 0", "first 0"],
            "first: \(read("first.log")) second: \(read("second.log")) gdbus: \(read("gdbus.log"))")
    }
}
