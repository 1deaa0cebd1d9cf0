import Foundation

/// The text fuzzer's child processes: `alert-fuzz-child` in one mode, with the crash backtracer
/// off so that a fatal critical really ends it.
///
/// A child speaks to the parent in lines `ALERT_FUZZ <KIND> <text>` on standard error, which is
/// unbuffered and so interleaves in order with GLib's messages: `CASE` before each case, `FAIL`
/// for each failed check, `SUMMARY`, `RENDERED` and `TRACE` for the log, and `DONE` at the end.
@MainActor
enum ChildProcess {
    nonisolated static let prefix = "ALERT_FUZZ"

    /// Writes a protocol line (from the child).
    nonisolated static func report(_ kind: String, _ text: String) {
        ChildTestProcess.report(prefix: prefix, kind, text)
    }

    /// Reports a failed check (from the child); the parent fails its test with it.
    nonisolated static func fail(_ message: String) { report("FAIL", message) }

    /// Runs a child in `mode` and waits for it; `nil` when it cannot be started.
    static func run(_ mode: FuzzChild.Mode, environment extra: [String: String] = [:]) -> ChildTestRun? {
        ChildTestProcess.run(mode: mode.rawValue, prefix: prefix, markerKind: "CASE", environment: extra)
    }
}
