import BenchShim
import CAdwaita
import Glibc

/// What a measuring child process reports: one JSON line, read back by the process that ran it.
protocol ChildReport: Sendable {
    /// Reads the line the child printed; nil when it is not one.
    init?(childJSON line: String)
}

/// Runs this executable again as a child process and collects what it prints.
enum ChildProcess {
    /// Why a child process gave no report, for people.
    struct Failure: Error {
        let reason: String
    }

    /// Runs this executable with `arguments` and reads its report, saying on stderr what it runs
    /// (`announcement`), then why it failed or, once `finish` has added to the report, how long
    /// it took.
    static func report<Reported: ChildReport>(
        _ announcement: String, _ arguments: [String], finish: (inout Reported) -> Void = { _ in }
    ) -> Result<Reported, Failure> {
        let started = g_get_monotonic_time()
        printError("alert-bench: \(announcement)…")
        let outcome = runSelf(arguments)
        guard let line = outcome.resultLine, var report = Reported(childJSON: line) else {
            let reason = outcome.failure ?? "no result line in its output"
            printError("alert-bench:   failed: \(reason)")
            return .failure(Failure(reason: reason))
        }
        finish(&report)
        let seconds = Double(g_get_monotonic_time() - started) / 1e6
        printError("alert-bench:   done in \(Format.fixed(seconds, 1)) s")
        return .success(report)
    }

    /// How a child process ended, and what it printed.
    struct Outcome {
        /// Everything the child wrote to stdout (its stderr goes straight to ours).
        var output: String
        /// How it ended, for people: nil when it exited with status 0.
        var failure: String?

        /// The child's report: the last line it printed that is a JSON object, if it ended well.
        var resultLine: String? {
            guard failure == nil else { return nil }
            return output.split(separator: "\n").last { $0.hasPrefix("{") }.map(String.init)
        }
    }

    /// Runs this executable with `arguments` and waits for it; with a `launcher` (a command
    /// and its arguments, looked up in PATH), runs it through that, for example under Valgrind.
    static func runSelf(_ arguments: [String], launcher: [String] = []) -> Outcome {
        let executable = selfPath()
        var argv: [UnsafeMutablePointer<CChar>?] = (launcher + [executable] + arguments).map { strdup($0) }
        argv.append(nil)
        defer { for argument in argv { free(argument) } }
        var output: UnsafeMutablePointer<gchar>?
        var status: gint = 0
        var error: UnsafeMutablePointer<GError>?
        let spawned = argv.withUnsafeMutableBufferPointer { buffer in
            // No standard_error pointer: the child's stderr is inherited, so its warnings show.
            g_spawn_sync(
                nil, buffer.baseAddress, nil, GSpawnFlags(rawValue: launcher.isEmpty ? 0 : bench_spawn_search_path()),
                nil, nil, &output, nil,
                &status, &error)
        }
        defer { g_free(output) }
        guard spawned != 0 else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            g_clear_error(&error)
            return Outcome(output: "", failure: "could not start \(executable): \(message)")
        }
        let text = output.map { String(cString: $0) } ?? ""
        // A wait status: the low 7 bits are the signal that ended the child, else the exit
        // status sits in the next byte.
        let signal = status & 0x7F
        let exitStatus = (status >> 8) & 0xFF
        if signal != 0 { return Outcome(output: text, failure: "killed by signal \(signal)") }
        if exitStatus != 0 { return Outcome(output: text, failure: "exited with status \(exitStatus)") }
        return Outcome(output: text, failure: nil)
    }

    /// The path of the running executable.
    private static func selfPath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
