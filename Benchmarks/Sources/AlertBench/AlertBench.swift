import Glibc

/// `alert-bench`: see `Options.usage`.
@main
struct AlertBench {
    @MainActor
    static func main() {
        let options: Options
        do {
            options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            if let message = error.message {
                printError("alert-bench: \(message)\n\n\(Options.usage)")
                exit(64)
            }
            print(Options.usage)
            exit(0)
        }
        if options.many { exit(ManyAlerts(options: options).run()) }
        if let implementation = options.implementation, let parent = options.parent {
            if let versus = options.versus { exit(measurePairInProcess(options, implementation, versus, parent)) }
            exit(measureInProcess(options, implementation, parent))
        }
        exit(orchestrate(options))
    }

    /// Child mode: one implementation over one parent, here.
    @MainActor
    private static func measureInProcess(
        _ options: Options, _ implementation: ImplementationKind, _ parent: ParentKind
    ) -> Int32 {
        alarm(UInt32(options.timeLimitSeconds(timedRuns: options.runs)))
        let benchmark = InProcessBenchmark(options: options, implementation: implementation, parent: parent)
        let measurement: Measurement
        do {
            measurement = try benchmark.run()
        } catch {
            printError("alert-bench: \(implementation.rawValue) over \(parent.rawValue): \(error)")
            return 1
        }
        if options.json {
            print(measurement.childJSON)
        } else {
            var shown = options
            shown.implementations = [implementation]
            shown.parents = [parent]
            let report = Report(measurements: [measurement], failures: [], options: shown)
            for line in report.header + [""] + report.table { print(line) }
        }
        return 0
    }

    /// Child mode: two implementations in turns over one parent, here.
    @MainActor
    private static func measurePairInProcess(
        _ options: Options, _ implementation: ImplementationKind, _ versus: ImplementationKind, _ parent: ParentKind
    ) -> Int32 {
        alarm(UInt32(options.timeLimitSeconds(timedRuns: 2 * options.runs)))
        let benchmark = InProcessBenchmark(options: options, implementation: implementation, parent: parent)
        let pair: PairedMeasurement
        do {
            pair = try benchmark.runPaired(versus: versus)
        } catch {
            printError(
                "alert-bench: \(implementation.rawValue) versus \(versus.rawValue) over \(parent.rawValue): \(error)")
            return 1
        }
        if options.json {
            print(pair.childJSON)
        } else {
            for line in Report.pairedLines([pair]) { print(line) }
        }
        return 0
    }

    /// Runs every measurement in a child process of its own, then reports.
    private static func orchestrate(_ options: Options) -> Int32 {
        var measurements: [Measurement] = []
        var failures: [(ImplementationKind, ParentKind, String)] = []
        let loadBefore = Environment.load
        let unavailable = options.implementations.filter { !$0.isAvailable }
        let rows = options.parents.flatMap { parent in
            options.implementations.filter(\.isAvailable).map { (implementation: $0, parent: parent) }
        }
        for round in 1...options.rounds {
            // Every other round backwards, so no row always runs first or last.
            for row in round.isMultiple(of: 2) ? rows.reversed() : rows {
                let (implementation, parent) = row
                guard !failures.contains(where: { $0.0 == implementation && $0.1 == parent }) else { continue }
                let started = monotonicSeconds()
                let pass = options.rounds > 1 ? " (round \(round) of \(options.rounds))" : ""
                printError(
                    "alert-bench: measuring \(implementation.rawValue) over the \(parent.rawValue) parent\(pass)…")
                let outcome = ChildProcess.runSelf(options.childArguments(implementation, parent))
                guard let line = outcome.resultLine, var measurement = Measurement(childJSON: line) else {
                    let reason = outcome.failure ?? "no result line in its output"
                    failures.append((implementation, parent, reason))
                    measurements.removeAll { $0.implementation == implementation && $0.parent == parent }
                    printError("alert-bench:   failed: \(reason)")
                    continue
                }
                if round == 1, options.instructions == .callgrind {
                    printError("alert-bench:   counting instructions under Callgrind…")
                    measurement.instructions = CallgrindPass.count(implementation, parent, options: options)
                }
                if let index = measurements.firstIndex(where: {
                    $0.implementation == implementation && $0.parent == parent
                }) {
                    measurements[index] = measurements[index].pooled(with: measurement)
                } else {
                    measurements.append(measurement)
                }
                printError("alert-bench:   done in \(Format.fixed(monotonicSeconds() - started, 1)) s")
            }
        }
        var pairs: [PairedMeasurement] = []
        for (implementation, versus, parent) in options.pairs
        where implementation.isAvailable && versus.isAvailable
            && measurements.contains(where: { $0.implementation == implementation && $0.parent == parent })
        {
            let started = monotonicSeconds()
            printError(
                "alert-bench: timing \(implementation.rawValue) and \(versus.rawValue) in turns over the "
                    + "\(parent.rawValue) parent…")
            let outcome = ChildProcess.runSelf(options.pairedChildArguments(implementation, versus: versus, parent))
            guard let line = outcome.resultLine, let pair = PairedMeasurement(childJSON: line) else {
                let reason = outcome.failure ?? "no result line in its output"
                failures.append((implementation, parent, "timed in turns with \(versus.rawValue): \(reason)"))
                printError("alert-bench:   failed: \(reason)")
                continue
            }
            pairs.append(pair)
            printError("alert-bench:   done in \(Format.fixed(monotonicSeconds() - started, 1)) s")
        }
        var report = Report(measurements: measurements, failures: failures, options: options)
        report.pairs = pairs
        report.unavailable = unavailable
        report.notes = [
            "Load average (1 min): \(loadBefore) before, \(Environment.load) after; "
                + "other processes on the machine skew the timings."
        ]
        for implementation in unavailable {
            report.notes.append(
                "\(implementation.rawValue): not measured; the GTK and libadwaita this was built against "
                    + "do not have it (AdwAlertDialog, and the rows over its kind of window, need libadwaita 1.5; "
                    + "GtkAlertDialog GTK 4.10).")
        }
        let curve = Curve(measurements)
        let checks = report.checks + curve.checks
        if let path = options.plotPath {
            let plot = CurvePlot(curve: curve, title: "alert-bench: \(report.versions)")
            if !plot.write(to: path) { printError("alert-bench: no curve to plot, or \(path) cannot be written") }
        }
        if options.json {
            // stdout stays machine-readable; the people's version goes to stderr.
            for measurement in measurements { print(measurement.publicJSON) }
            for pair in pairs { print(pair.publicJSON) }
            for line in report.header + [""] + report.table + report.pairedSection + report.firstAlertLines
                + curve.lines
                + ["", "Goal checks (ratios from this run):"]
            {
                printError(line)
            }
            for check in checks { printError("  " + check.line) }
        } else {
            for line in report.header + [""] + report.table + report.pairedSection + report.firstAlertLines
                + curve.lines
            { print(line) }
            print("")
            print("Goal checks (ratios from this run):")
            for check in checks { print("  " + check.line) }
        }
        for (implementation, parent, reason) in failures {
            printError("alert-bench: \(implementation.rawValue) over \(parent.rawValue) failed: \(reason)")
        }
        if !failures.isEmpty { return 1 }
        if options.check, checks.contains(where: { $0.passed == false }) { return 3 }
        return 0
    }

    private static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Writes `text` and a newline to standard error.
func printError(_ text: String) {
    let line = Array((text + "\n").utf8)
    var written = 0
    while written < line.count {
        let count = line[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        written += count
    }
}
