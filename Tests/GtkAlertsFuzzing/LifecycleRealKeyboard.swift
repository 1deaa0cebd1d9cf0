import Foundation
import GtkAlertsToolkit

/// Real key presses for the lifecycle fuzzer: xdotool gives a window the X input focus and
/// sends the keys through XTest, so they arrive as a user's do, through GDK's event queue and
/// every controller on the way (the KeyboardScope, mnemonics, the focus chain).
///
/// Only on X11 with xdotool installed (meson-helpers/lifecycle-fuzz sees to both); elsewhere
/// the fuzzer's real-key steps do nothing.
@MainActor
enum LifecycleRealKeyboard {
    /// xdotool's path, when there is one and the display is X11.
    static let xdotool: String? = {
        guard Display.default?.backend == "x11" else { return nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/xdotool" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    /// Focuses the X window titled exactly `title` and presses `keys` (xdotool's names:
    /// `Escape`, `Return`, `Tab`, `alt+d`).
    ///
    /// Returns why it could not, or `nil`.
    static func press(_ keys: String, inWindowTitled title: String) -> String? {
        guard let xdotool else { return "no xdotool on X11" }
        let process = Process()
        // `windowfocus --sync` waits for the focus to arrive: bounded, in case it never does.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        // Titles are "Parent 3" and "Alert 12": no regular expression characters to escape.
        process.arguments = [
            "3", xdotool, "search", "--onlyvisible", "--limit", "1", "--name", "^\(title)$", "windowfocus", "--sync",
            "key",
            "--clearmodifiers", keys,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return "xdotool did not start: \(error)"
        }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : "xdotool exited with status \(process.terminationStatus)"
    }
}
