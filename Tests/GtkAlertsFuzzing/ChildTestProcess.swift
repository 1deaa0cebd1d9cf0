import Foundation
import GtkAlertsToolkit

/// `alert-fuzz-child` running one mode, with Swift's crash backtracer off so that a fatal
/// critical really ends it (under the backtracer, the `SIGTRAP` that `G_DEBUG=fatal-criticals`
/// raises is handled and the process carries on).
///
/// The child speaks to the parent in lines `<PREFIX> <KIND> <text>` on standard error, which is
/// unbuffered and so interleaves in order with GLib's messages. The fuzz suites use it to run
/// their cases where a crash ends only the child, and to attribute the crash to the last case
/// the child announced.
enum ChildTestProcess {
    /// The variable that names the child executable, when it is not next to the test bundle.
    static let executableVariable = "ALERT_FUZZ_CHILD_EXECUTABLE"

    /// `alert-fuzz-child`: where `ALERT_FUZZ_CHILD_EXECUTABLE` says, else next to this process's
    /// executable (the test bundle, in `swift build --show-bin-path`, which builds both).
    static var executable: URL {
        if let path = ProcessInfo.processInfo.environment[executableVariable] { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("alert-fuzz-child")
    }

    /// Writes a protocol line (from the child).
    static func report(prefix: String, _ kind: String, _ text: String) {
        let line = "\(prefix) \(kind) \(text.replacingOccurrences(of: "\n", with: " "))\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Runs the child in `mode` with `extra` added to its environment, and waits for it.
    ///
    /// - Parameters:
    ///   - mode: the child's mode (its one argument).
    ///   - prefix: what starts the child's protocol lines.
    ///   - markerKind: the kind of line that announces a case; a crash is looked for after
    ///     the last one.
    ///   - extra: the variables added to this process's environment for the child.
    /// - Returns: what the child printed and whether it got to the end; `nil` when it cannot
    ///   be started (the reason is printed).
    @MainActor
    static func run(mode: String, prefix: String, markerKind: String, environment extra: [String: String])
        -> ChildTestRun?
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = [mode]
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            print(
                "could not start \(executable.path) (\(error)): `swift build --build-tests` builds it next to "
                    + "the tests, or \(executableVariable) names it")
            return nil
        }
        let collected = ChildOutput()
        let reading = pipe.fileHandleForReading
        Thread.detachNewThread { collected.finish(with: reading.readDataToEndOfFile()) }
        // This process keeps reading its own display connection meanwhile, if it has one:
        // broadwayd sends every focus change to every client, and once a client that does not
        // read has a full socket, broadwayd blocks on it and never answers the child's next
        // window.
        while !collected.isFinished {
            if !MainLoop.iterate(mayBlock: false) { usleep(2_000) }
        }
        process.waitUntilExit()
        let output = String(decoding: collected.data, as: UTF8.self)
        let completed = process.terminationReason == .exit && output.contains("\(prefix) DONE")
        return ChildTestRun(prefix: prefix, markerKind: markerKind, completed: completed, output: output)
    }
}
