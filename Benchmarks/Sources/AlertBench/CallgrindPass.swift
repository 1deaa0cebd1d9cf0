import CAdwaita
import Glibc

/// Counts instructions under Callgrind, for machines whose CPU counter is out of reach (virtual
/// machines often hide it): one more child process per measurement, run by
/// `valgrind --tool=callgrind --collect-atstart=no`, which switches collection on for each
/// present and dismissal and dumps the counts after each; this process reads the dumps.
enum CallgrindPass {
    /// Runs `implementation` over `parent` under Callgrind and reads the counts.
    ///
    /// - Returns: the medians, or the reason there are none (in `source`).
    static func count(
        _ implementation: ImplementationKind, _ parent: ParentKind, options: Options
    ) -> InstructionCounts {
        func unavailable(_ reason: String) -> InstructionCounts { InstructionCounts(source: "n/a: \(reason)") }
        guard let valgrind = g_find_program_in_path("valgrind") else {
            return unavailable("--instructions callgrind needs valgrind on PATH")
        }
        g_free(valgrind)
        let keep = options.callgrindDirectory != nil
        guard let directory = makeDirectory(options.callgrindDirectory) else {
            return unavailable("could not make a folder for Callgrind's files")
        }
        defer { if !keep { removeDirectory(directory) } }
        let prefix = "callgrind.out.\(implementation.rawValue)-\(parent.rawValue)"
        let launcher = [
            "valgrind", "--tool=callgrind", "--quiet", "--collect-atstart=no", "--dump-instr=no",
            "--callgrind-out-file=\(directory)/\(prefix)",
        ]
        let outcome = ChildProcess.runSelf(options.callgrindChildArguments(implementation, parent), launcher: launcher)
        if let failure = outcome.failure { return unavailable("the Callgrind child \(failure)") }
        var counts: [String: [Int64]] = [:]
        for name in fileNames(in: directory) where name.hasPrefix(prefix) {
            guard let dump = Dump(contentsOf: "\(directory)/\(name)") else { continue }
            counts[dump.label, default: []].append(dump.total)
        }
        guard counts["present"] != nil, counts["dismiss"] != nil else {
            return unavailable("Callgrind wrote no counts")
        }
        return InstructionCounts(counts, source: "Callgrind, main thread, \(options.callgrindRuns) runs each")
    }

    /// One Callgrind dump: what triggered it (the client request's label) and its total.
    private struct Dump {
        var label: String
        var total: Int64

        init?(contentsOf path: String) {
            guard let text = readFile(path) else { return nil }
            var label: String?
            var total: Int64?
            for line in text.split(separator: "\n") {
                if line.hasPrefix("desc: Trigger: Client Request: ") {
                    label = String(line.dropFirst("desc: Trigger: Client Request: ".count))
                } else if line.hasPrefix("summary: ") || line.hasPrefix("totals: ") {
                    total = line.split(separator: " ").dropFirst().first.flatMap { Int64($0) }
                }
            }
            guard let label, let total else { return nil }
            self.label = label
            self.total = total
        }
    }

    private static func makeDirectory(_ wanted: String?) -> String? {
        if let wanted {
            return g_mkdir_with_parents(wanted, 0o755) == 0 ? wanted : nil
        }
        guard let made = g_dir_make_tmp("alert-bench-callgrind-XXXXXX", nil) else { return nil }
        defer { g_free(made) }
        return String(cString: made)
    }

    private static func removeDirectory(_ directory: String) {
        for name in fileNames(in: directory) { unlink("\(directory)/\(name)") }
        rmdir(directory)
    }

    private static func fileNames(in directory: String) -> [String] {
        guard let folder = g_dir_open(directory, 0, nil) else { return [] }
        defer { g_dir_close(folder) }
        var names: [String] = []
        while let name = g_dir_read_name(folder) { names.append(String(cString: name)) }
        return names.sorted()
    }

    private static func readFile(_ path: String) -> String? {
        var contents: UnsafeMutablePointer<gchar>?
        var length: gsize = 0
        guard g_file_get_contents(path, &contents, &length, nil) != 0, let contents else { return nil }
        defer { g_free(contents) }
        return String(cString: contents)
    }
}
