import Foundation
import GtkAlertsToolkit

/// A copy of this test process running one test, with Swift's crash backtracer off so that a
/// fatal critical really ends it (under the backtracer, the `SIGTRAP` that
/// `G_DEBUG=fatal-criticals` raises is handled and the process carries on).
///
/// The child speaks to the parent in lines `<PREFIX> <KIND> <text>` on standard error, which is
/// unbuffered and so interleaves in order with GLib's messages. The fuzz suites use it to run
/// their cases where a crash ends only the child, and to attribute the crash to the last case
/// the child announced.
enum ChildTestProcess {
    /// Writes a protocol line (from the child).
    static func report(prefix: String, _ kind: String, _ text: String) {
        let line = "\(prefix) \(kind) \(text.replacingOccurrences(of: "\n", with: " "))\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// Runs `test` in a child with `extra` added to its environment, and waits for it.
    ///
    /// - Parameters:
    ///   - test: the test to run, as `Module.Class/testName`.
    ///   - prefix: what starts the child's protocol lines.
    ///   - markerKind: the kind of line that announces a case; a crash is looked for after
    ///     the last one.
    ///   - extra: the variables added to this process's environment for the child.
    /// - Returns: what the child printed and whether it got to the end; `nil` when it cannot
    ///   be started.
    @MainActor
    static func run(test: String, prefix: String, markerKind: String, environment extra: [String: String])
        -> ChildTestRun?
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [test]
        var environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let collected = ChildOutput()
        let reading = pipe.fileHandleForReading
        Thread.detachNewThread { collected.finish(with: reading.readDataToEndOfFile()) }
        // This process keeps reading its own display connection meanwhile: broadwayd sends
        // every focus change to every client, and once a client that does not read has a full
        // socket, broadwayd blocks on it and never answers the child's next window.
        while !collected.isFinished {
            if !MainLoop.iterate(mayBlock: false) { usleep(2_000) }
        }
        process.waitUntilExit()
        let output = String(decoding: collected.data, as: UTF8.self)
        let completed = process.terminationReason == .exit && output.contains("\(prefix) DONE")
        return ChildTestRun(prefix: prefix, markerKind: markerKind, completed: completed, output: output)
    }
}

/// A child's output, read to its end on a thread of its own.
private final class ChildOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var finishedData: Data?

    func finish(with data: Data) { lock.withLock { finishedData = data } }

    var isFinished: Bool { lock.withLock { finishedData != nil } }

    /// Everything the child wrote (empty until it finished).
    var data: Data { lock.withLock { finishedData ?? Data() } }
}

/// What a child test process printed, and whether it got to the end.
struct ChildTestRun {
    var prefix: String
    var markerKind: String
    var completed: Bool
    var output: String

    /// The texts of the protocol lines of `kind`, in order.
    func protocolLines(_ kind: String) -> [String] {
        let start = "\(prefix) \(kind) "
        return output.split(separator: "\n").filter { $0.hasPrefix(start) }.map { String($0.dropFirst(start.count)) }
    }

    /// XCTest failures the child reported.
    var failures: [String] {
        output.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
    }

    /// What ended the child: the first GLib critical or error, or Swift fatal error, after
    /// the last case marker.
    var crashMessage: String {
        let lines = output.split(separator: "\n")
        let start = lines.lastIndex { $0.hasPrefix("\(prefix) \(markerKind) ") } ?? lines.startIndex
        let markers = ["-CRITICAL **", ":ERROR:", "Fatal error", "-ERROR **", "ERROR: AddressSanitizer"]
        return lines[start...].first { line in markers.contains { line.contains($0) } }.map(String.init)
            ?? "(no message; last lines: \(lines.suffix(3).joined(separator: " | ")))"
    }
}
