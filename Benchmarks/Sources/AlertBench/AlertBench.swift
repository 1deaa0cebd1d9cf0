import Glibc

/// `alert-bench`: see `Options.usage`.
@main
@MainActor
struct AlertBench {
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
        if options.smoothness {
            if let implementation = options.implementation, let parent = options.parent {
                exit(measureSmoothnessHere(options, implementation, versus: options.versus, parent))
            }
            exit(orchestrateSmoothness(options))
        }
        if let implementation = options.implementation, let parent = options.parent {
            exit(measureHere(options, implementation, versus: options.versus, parent))
        }
        exit(orchestrate(options))
    }

    /// Child mode: one implementation over one parent, or two in turns (`versus`), in this
    /// process; the result as the line the orchestrating process reads (`--json`), else for
    /// people.
    private static func measureHere(
        _ options: Options, _ implementation: ImplementationKind, versus: ImplementationKind?, _ parent: ParentKind
    ) -> Int32 {
        alarm(UInt32(options.timeLimitSeconds(timedRuns: versus == nil ? options.runs : 2 * options.runs)))
        let benchmark = InProcessBenchmark(options: options, implementation: implementation, parent: parent)
        let lines: [String]
        do {
            if let versus {
                let pair = try benchmark.runPaired(versus: versus)
                lines = options.json ? [pair.childJSON] : Report.pairedLines([pair])
            } else {
                let measurement = try benchmark.run()
                var shown = options
                shown.implementations = [implementation]
                shown.parents = [parent]
                let report = Report(measurements: [measurement], options: shown)
                lines = options.json ? [measurement.childJSON] : report.header + [""] + report.table
            }
        } catch {
            let measured = versus.map { "\(implementation.rawValue) versus \($0.rawValue)" } ?? implementation.rawValue
            printError("alert-bench: \(measured) over \(parent.rawValue): \(error)")
            return 1
        }
        for line in lines { print(line) }
        return 0
    }

    /// Child mode of `--smoothness`: one contender's animations over one parent, or two in
    /// turns (`versus`), in this process.
    private static func measureSmoothnessHere(
        _ options: Options, _ implementation: ImplementationKind, versus: ImplementationKind?, _ parent: ParentKind
    ) -> Int32 {
        alarm(UInt32(options.timeLimitSeconds(timedRuns: (versus == nil ? 4 : 8) * options.runs)))
        let benchmark = InProcessBenchmark(options: options, implementation: implementation, parent: parent)
        do {
            if let versus {
                let pair = try benchmark.runSmoothnessInTurns(versus: versus)
                let report = SmoothnessReport(
                    measurements: [pair.ours, pair.theirs], pairs: [pair], parents: [parent], runs: options.runs)
                let lines = options.json ? [pair.childJSON] : report.lines + report.checks.map(\.line)
                for line in lines { print(line) }
                return 0
            }
            let measurement = try benchmark.runSmoothness()
            if options.json {
                print(measurement.childJSON)
            } else {
                let report = SmoothnessReport(measurements: [measurement], parents: [parent], runs: options.runs)
                for line in report.lines { print(line) }
            }
            return 0
        } catch {
            let measured = versus.map { "\(implementation.rawValue) versus \($0.rawValue)" } ?? implementation.rawValue
            printError("alert-bench: smoothness of \(measured) over \(parent.rawValue): \(error)")
            return 1
        }
    }

    /// `--smoothness`: each contender over each parent in a process of its own, then the table
    /// and the goals.
    private static func orchestrateSmoothness(_ options: Options) -> Int32 {
        let loadBefore = Environment.load
        let parents = options.parentsGiven ? options.parents : Smoothness.parents
        let implementations = Smoothness.implementations.filter {
            options.implementations.contains($0) && $0.isAvailable
        }
        var measurements: [SmoothnessMeasurement] = []
        var failed = false
        for parent in parents {
            for implementation in implementations {
                let outcome: Result<SmoothnessMeasurement, _> = ChildProcess.report(
                    "measuring the animations of \(implementation.rawValue) over the \(parent.rawValue) parent",
                    options.smoothnessChildArguments(implementation, parent))
                switch outcome {
                case .success(let measurement): measurements.append(measurement)
                case .failure: failed = true
                }
            }
        }
        // The goals compare ours and AdwAlertDialog in turns (see `SmoothnessPair`).
        var pairs: [SmoothnessPair] = []
        if implementations.contains(.oursInWindowAdwaita), implementations.contains(.adwAlertDialog) {
            for parent in parents {
                let outcome: Result<SmoothnessPair, _> = ChildProcess.report(
                    "animating ours-inwindow-adw-window and adw-alert-dialog in turns over the \(parent.rawValue) parent",
                    options.smoothnessChildArguments(.oursInWindowAdwaita, versus: .adwAlertDialog, parent))
                switch outcome {
                case .success(let pair): pairs.append(pair)
                case .failure: failed = true
                }
            }
        }
        let runs = options.runsGiven ? options.runs : Smoothness.defaultRuns
        let report = SmoothnessReport(measurements: measurements, pairs: pairs, parents: parents, runs: runs)
        let missing = Smoothness.implementations.filter { !$0.isAvailable }.map {
            "\($0.rawValue): not measured; the libadwaita this was built against has no AdwAlertDialog."
        }
        let load =
            "Load average (1 min): \(loadBefore) before, \(Environment.load) after; "
            + "other processes on the machine skew the timings."
        let text =
            report.lines + ["", load] + missing + ["", "Goal checks (ratios from this run):"]
            + report.checks.map { "  " + $0.line }
        for line in text { print(line) }
        if let path = options.plotPath {
            let plot = SmoothnessPlot(report: report, title: "alert-bench --smoothness: \(report.versions)")
            if !plot.write(to: path) { printError("alert-bench: no pairs to plot, or \(path) cannot be written") }
        }
        if failed { return 1 }
        if options.check, report.checks.contains(where: { $0.passed == false }) { return 3 }
        return 0
    }

    /// Runs each implementation once, briefly, in a process of its own whose report is
    /// dropped, before anything is measured.
    ///
    /// The first process of a pass read the libraries and fonts from disk and warmed the GL
    /// driver's caches for every process after it: the row measured first read its first
    /// present at up to 140 ms, the same row 33 ms later in the pass, and the first-alert check
    /// then judged the order of the rows.
    private static func primeCaches(
        for rows: [(implementation: ImplementationKind, parent: ParentKind)], _ options: Options
    ) {
        var primed: Set<ImplementationKind> = []
        for (implementation, parent) in rows where primed.insert(implementation).inserted {
            printError("alert-bench: priming the caches with \(implementation.rawValue)…")
            _ = ChildProcess.runSelf(options.primingChildArguments(implementation, parent))
        }
    }

    /// Runs every measurement in a child process of its own, then reports.
    private static func orchestrate(_ options: Options) -> Int32 {
        var measurements: [Measurement] = []
        var failures: [(implementation: ImplementationKind, parent: ParentKind, reason: String)] = []
        let loadBefore = Environment.load
        let unavailable = options.implementations.filter { !$0.isAvailable }
        let rows = options.parents.flatMap { parent in
            options.implementations.filter(\.isAvailable).map { (implementation: $0, parent: parent) }
        }
        primeCaches(for: rows, options)
        for round in 1...options.rounds {
            // Every other round backwards, so no row always runs first or last.
            for (implementation, parent) in round.isMultiple(of: 2) ? rows.reversed() : rows
            where !failures.contains(where: { $0.implementation == implementation && $0.parent == parent }) {
                let pass = options.rounds > 1 ? " (round \(round) of \(options.rounds))" : ""
                let outcome = ChildProcess.report(
                    "measuring \(implementation.rawValue) over the \(parent.rawValue) parent\(pass)",
                    options.childArguments(implementation, parent)
                ) { (measurement: inout Measurement) in
                    // Callgrind takes minutes a row, and its counts hardly move from round to round.
                    guard round == 1, options.instructions == .callgrind else { return }
                    printError("alert-bench:   counting instructions under Callgrind…")
                    measurement.instructions = CallgrindPass.count(implementation, parent, options: options)
                }
                let index = measurements.firstIndex { $0.implementation == implementation && $0.parent == parent }
                switch (outcome, index) {
                case (.success(let measurement), nil): measurements.append(measurement)
                case (.success(let measurement), let index?):
                    measurements[index] = measurements[index].pooled(with: measurement)
                case (.failure(let failure), _):
                    failures.append((implementation, parent, failure.reason))
                    if let index { measurements.remove(at: index) }
                }
            }
        }
        var pairs: [PairedMeasurement] = []
        for (implementation, versus, parent) in options.pairs
        where implementation.isAvailable && versus.isAvailable
            && measurements.contains(where: { $0.implementation == implementation && $0.parent == parent })
        {
            let outcome: Result<PairedMeasurement, _> = ChildProcess.report(
                "timing \(implementation.rawValue) and \(versus.rawValue) in turns over the \(parent.rawValue) parent",
                options.pairedChildArguments(implementation, versus: versus, parent))
            switch outcome {
            case .success(let pair): pairs.append(pair)
            case .failure(let failure):
                failures.append((implementation, parent, "timed in turns with \(versus.rawValue): \(failure.reason)"))
            }
        }
        let load =
            "Load average (1 min): \(loadBefore) before, \(Environment.load) after; "
            + "other processes on the machine skew the timings."
        let missing = unavailable.map {
            "\($0.rawValue): not measured; the GTK and libadwaita this was built against "
                + "do not have it (AdwAlertDialog, and the rows over its kind of window, need libadwaita 1.5; "
                + "GtkAlertDialog GTK 4.10)."
        }
        let report = Report(
            measurements: measurements, options: options, notes: [load] + missing, unavailable: unavailable,
            pairs: pairs)
        let curve = Curve(measurements, pairs: pairs)
        let checks = report.checks + curve.checks
        if let path = options.plotPath {
            let plot = CurvePlot(curve: curve, title: "alert-bench: \(report.versions)")
            if !plot.write(to: path) { printError("alert-bench: no curve to plot, or \(path) cannot be written") }
        }
        // With --json, stdout stays machine-readable and the people's version goes to stderr.
        if options.json {
            for line in measurements.map(\.publicJSON) + pairs.map(\.publicJSON) { print(line) }
        }
        let text =
            report.header + [""] + report.table + report.pairedSection + report.firstAlertLines + curve.lines
            + ["", "Goal checks (ratios from this run):"] + checks.map { "  " + $0.line }
        for line in text { options.json ? printError(line) : print(line) }
        for (implementation, parent, reason) in failures {
            printError("alert-bench: \(implementation.rawValue) over \(parent.rawValue) failed: \(reason)")
        }
        if !failures.isEmpty { return 1 }
        if options.check, checks.contains(where: { $0.passed == false }) { return 3 }
        return 0
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
