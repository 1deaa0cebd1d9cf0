/// The table, the JSON lines and the goal checks.
struct Report {
    let measurements: [Measurement]
    let options: Options
    /// Extra lines for the header (the machine's load while measuring).
    var notes: [String] = []
    /// Implementations asked for that this build does not have.
    var unavailable: [ImplementationKind] = []
    /// Implementations timed in turns in one process (`Options.pairs`).
    var pairs: [PairedMeasurement] = []

    /// libadwaita's version as a process that initialized it saw it.
    private var adwaitaVersion: String? {
        measurements.first { $0.implementation.isAdwaita }?.environment.adwaitaVersion
    }

    func measurement(_ implementation: ImplementationKind, _ parent: ParentKind) -> Measurement? {
        measurements.first { $0.implementation == implementation && $0.parent == parent }
    }

    // MARK: Header

    /// The GTK and libadwaita measured with, such as "GTK 4.8.3, libadwaita 1.2.2".
    var versions: String {
        guard let environment = measurements.first?.environment else { return "no measurement" }
        return "GTK \(environment.gtkVersion), libadwaita \(adwaitaVersion ?? environment.adwaitaVersion)"
    }

    /// How many timed runs each median pools: the runs of every round.
    private var runsDescription: String {
        guard options.rounds > 1 else { return String(options.runs) }
        return "\(options.rounds * options.runs) (\(options.rounds) rounds of \(options.runs), in fresh processes, "
            + "every other round in reverse order)"
    }

    /// Where and how the numbers were taken.
    var header: [String] {
        guard let first = measurements.first else { return [] }
        let environment = first.environment
        var lines: [String] = []
        let display: String
        if let description = Environment.value("ALERT_BENCH_DISPLAY_DESCRIPTION") {
            display = "\(description), GDK backend \(environment.backend)"
        } else {
            display = "GDK backend \(environment.backend), display \(environment.display)"
        }
        lines.append("Display: \(display).")
        if environment.backend == "x11" {
            lines.append("  (X11, not broadway: broadway with no browser attached paints at most once a second.)")
        }
        lines.append(
            "Renderer \(environment.renderer), \(versions); "
                + "animations off (no fades in our timings; GTK's dialogs have none).")
        let parents = options.parents.compactMap { kind -> String? in
            guard let sample = measurements.first(where: { $0.parent == kind }) else { return nil }
            let size = "\(sample.environment.parentWidth)×\(sample.environment.parentHeight)"
            return "\(kind.rawValue) \(sample.environment.parentWidgets) widgets at \(size)"
        }
        lines.append("Parents: \(parents.joined(separator: ", ")). Each row is a fresh process.")
        lines.append(
            "present/dismiss: median and p90 of \(runsDescription) timed runs each; "
                + "rss growth: after \(first.cycles) present/dismiss cycles minus after the first \(first.warmUpCycles); "
                + "heap growth: the same for malloc's bytes in use (what is still held, not just kept).")
        lines.append(
            "shown: the first after-paint at which the alert is on screen in full (card or dialog content "
                + "laid out, at full opacity, with its dim where it shares the alert's window); dismissed: the "
                + "parent's first after-paint with nothing of it left. Every parent is asked for a frame right "
                + "after the dismissal (GTK's window dialogs leave it nothing to repaint).")
        let dimmed = measurements.filter { $0.dimmedMedian.isFinite }.map {
            "\($0.implementation.rawValue) over \($0.parent.rawValue) \(ms($0.dimmedMedian))"
        }
        if !dimmed.isEmpty {
            lines.append(
                "dimmed: an alert in a window of its own paints first and dims its parent at that window's "
                    + "first frame; present call → the parent's first after-paint with the dim, median: "
                    + dimmed.joined(separator: ", ") + " (its repaint is in the present's \"later\").")
        }
        lines.append(
            "×floor: the median over the floor's (a full-window translucent layer appearing or going over the "
                + "same parent, no alert: one full repaint, the least a dimming alert can cost); adw-alert-dialog's is "
                + "floor-adw-window, over the libadwaita window it is shown in.")
        let sources = measurements.reduce(into: [String]()) { sources, measurement in
            if !sources.contains(measurement.instructions.source) { sources.append(measurement.instructions.source) }
        }
        lines.append("instr: median instructions per present and per dismiss; \(sources.joined(separator: "; ")).")
        lines.append(
            "later: median instructions after that paint until the main loop is quiet (work deferred past the "
                + "frame, and the frames it queues): the rest of what a present or a dismissal costs.")
        return lines + notes
    }

    // MARK: Table

    var table: [String] {
        let columns: [(String, Int, Bool)] = [
            ("impl", 24, false), ("parent", 15, false),
            ("present", 9, true), ("p90", 9, true), ("×floor", 6, true),
            ("dismiss", 9, true), ("p90", 9, true), ("×floor", 6, true),
            ("present instr", 15, true), ("later", 7, true), ("dismiss instr", 15, true), ("later", 7, true),
            ("rss growth", 10, true), ("heap growth", 11, true), ("live", 4, true), ("timeouts", 8, true),
        ]
        func row(_ cells: [String]) -> String {
            zip(columns, cells).map { column, cell in Format.pad(cell, column.1, right: column.2) }
                .joined(separator: " ")
        }
        var lines = [row(columns.map(\.0))]
        lines.append(String(repeating: "-", count: columns.map(\.1).reduce(columns.count - 1, +)))
        for parent in options.parents {
            for implementation in options.implementations {
                let floor = measurement(implementation.floor, parent)
                if let result = measurement(implementation, parent) {
                    lines.append(
                        row([
                            implementation.rawValue, parent.rawValue,
                            milliseconds(result.presentMedian), milliseconds(result.presentP90),
                            ratio(result.presentMedian, floor?.presentMedian),
                            milliseconds(result.dismissMedian), milliseconds(result.dismissP90),
                            ratio(result.dismissMedian, floor?.dismissMedian),
                            instructions(result.instructions.presentMedian, floor?.instructions.presentMedian),
                            later(result.instructions.presentLaterMedian),
                            instructions(result.instructions.dismissMedian, floor?.instructions.dismissMedian),
                            later(result.instructions.dismissLaterMedian),
                            "\(result.rssGrowthKB) kB", "\(result.heapGrowthKB) kB", String(result.liveObjects),
                            String(result.timeouts),
                        ]))
                } else if unavailable.contains(implementation) {
                    lines.append(row([implementation.rawValue, parent.rawValue, "unavailable"]))
                } else {
                    lines.append(row([implementation.rawValue, parent.rawValue, "failed"]))
                }
            }
        }
        return lines
    }

    private func milliseconds(_ value: Double) -> String { "\(Format.fixed(value, 2)) ms" }

    /// `value` over the floor's, such as `1.42`; blank without a floor.
    private func ratio(_ value: Double, _ floor: Double?) -> String {
        guard let floor, floor > 0, value.isFinite else { return "" }
        return Format.fixed(value / floor, 2)
    }

    /// Millions of instructions done after the counted paint, such as `+1.3M`; blank when not counted.
    private func later(_ value: Double) -> String {
        value.isFinite ? "+\(Format.fixed(value / 1e6, 1))M" : ""
    }

    /// Millions of instructions and the ratio to the floor's, such as `12.3M ×1.42`; "n/a" when
    /// not counted.
    private func instructions(_ value: Double, _ floor: Double?) -> String {
        guard value.isFinite else { return "n/a" }
        let millions = "\(Format.fixed(value / 1e6, 2))M"
        guard let floor, floor.isFinite, floor > 0 else { return millions }
        return "\(millions) ×\(Format.fixed(value / floor, 1))"
    }

    // MARK: Pairs

    /// The pairs, after the table: empty without any.
    var pairedSection: [String] { pairs.isEmpty ? [] : [""] + Self.pairedLines(pairs) }

    /// Each pair's medians, the median of ours minus theirs with its 95 % interval, and how
    /// many pairs ours did not lose.
    static func pairedLines(_ pairs: [PairedMeasurement]) -> [String] {
        var lines = [
            "Timed in turns, in one process over one window (the order swapped every other pair); ours − "
                + "theirs: the median of the pairs' differences, [a 95 % interval for it]:"
        ]
        for pair in pairs {
            lines.append("  \(pair.implementation.rawValue) and \(pair.versus.rawValue) over \(pair.parent.rawValue):")
            for (step, pairs) in [("present", pair.present), ("dismiss", pair.dismiss)] {
                lines.append(
                    "    \(step): \(Format.fixed(pairs.oursMedian, 2)) / \(Format.fixed(pairs.theirsMedian, 2)) ms, "
                        + "\(pairs.differenceDescription), ours no slower in \(pairs.oursNotSlower) of \(pairs.count) pairs"
                )
            }
        }
        return lines
    }

    // MARK: Goals

    struct Check {
        let passed: Bool?  // nil: could not be checked
        let text: String
        var line: String {
            let verdict = passed.map { $0 ? "PASS" : "FAIL" } ?? "N/A "
            return "\(verdict)  \(text)"
        }
    }

    /// Heap growth over the memory cycles that counts as memory still held.
    static let heapGrowthLimitKB = 256

    /// The goals, for each of our two presentations over each parent.
    var checks: [Check] {
        var checks: [Check] = []
        for parent in options.parents {
            guard options.implementations.contains(.oursLongText) else { break }
            guard let result = measurement(.oursLongText, parent) else {
                checks.append(Check(passed: nil, text: "ours-long-text over \(parent.rawValue): not measured"))
                continue
            }
            checks.append(
                Check(
                    passed: result.presentMedian <= 250,
                    text: "ours-long-text over \(parent.rawValue): a 100 kB message on screen in ≤ 250 ms: "
                        + "\(ms(result.presentMedian)) (goal ≤ 250)"))
        }
        let ours = options.implementations.filter(\.isOurs)
        for implementation in ours {
            for parent in options.parents {
                let name = "\(implementation.rawValue) over \(parent.rawValue)"
                guard let result = measurement(implementation, parent) else {
                    checks.append(Check(passed: nil, text: "\(name): not measured"))
                    continue
                }
                checks += anchorChecks(implementation, result, name: name)
                if let check = firstAlertCheck(implementation, result, name: name) { checks.append(check) }
                checks.append(
                    Check(
                        passed: result.heapGrowthKB < Self.heapGrowthLimitKB,
                        text: "\(name): heap growth < \(Self.heapGrowthLimitKB) kB over \(result.cycles) cycles: "
                            + "\(result.heapGrowthKB) kB"))
                checks.append(
                    Check(
                        passed: result.liveObjects == 0,
                        text: "\(name): live objects 0 (every alert-owned GObject finalized): \(result.liveObjects)"))
            }
        }
        return checks
    }

    /// Ours against the anchor of its kind, where this GTK and libadwaita have it, else its
    /// present against GtkMessageDialog's.
    ///
    /// - In-window in AdwAlertDialog's own setting (a libadwaita window, libadwaita's
    ///   stylesheet): present and dismiss ≤ AdwAlertDialog's.
    /// - In-window over a plain GTK window: the same, over each one's floor. Repainting the same
    ///   widgets costs about twice as much there as under libadwaita's stylesheet, so raw figures
    ///   would compare the settings, not the alerts.
    /// - As a window: present ≤ GtkAlertDialog's.
    ///
    /// Milliseconds always; instructions too where they were counted, each with the work done
    /// after its paint ("later"), so that deferring work hides none of it.
    private func anchorChecks(_ implementation: ImplementationKind, _ result: Measurement, name: String) -> [Check] {
        let anchor: (kind: ImplementationKind, name: String, dismissToo: Bool, overFloor: Bool) =
            switch implementation {
            case .oursInWindowAdwaita: (.adwAlertDialog, "AdwAlertDialog", true, false)
            case .oursInWindow: (.adwAlertDialog, "AdwAlertDialog", true, true)
            default: (.gtkAlertDialog, "GtkAlertDialog", false, false)
            }
        let reference: Measurement
        let referenceName: String
        var dismissToo = anchor.dismissToo
        var overFloor = anchor.overFloor
        if let measured = measurement(anchor.kind, result.parent) {
            reference = measured
            referenceName = anchor.name
        } else if let measured = measurement(.gtkMessageDialog, result.parent) {
            reference = measured
            referenceName = "GtkMessageDialog"
            dismissToo = false
            overFloor = false
        } else {
            return [
                Check(passed: nil, text: "\(name): no \(anchor.name) or GtkMessageDialog measurement to compare with")
            ]
        }
        let ourFloor = overFloor ? measurement(implementation.floor, result.parent) : nil
        let theirFloor = overFloor ? measurement(reference.implementation.floor, result.parent) : nil
        if overFloor, ourFloor == nil || theirFloor == nil {
            return [Check(passed: nil, text: "\(name): the floors to compare over were not measured")]
        }
        var checks: [Check] = []
        var steps = [
            (
                "present", \Measurement.presentMedian, \PairedMeasurement.present, \InstructionCounts.presentMedian,
                \InstructionCounts.presentLaterMedian
            )
        ]
        if dismissToo {
            steps.append(
                (
                    "dismiss", \Measurement.dismissMedian, \PairedMeasurement.dismiss,
                    \InstructionCounts.dismissMedian, \InstructionCounts.dismissLaterMedian
                ))
        }
        let unit = overFloor ? "×floor" : "median"
        let pair = pairs.first {
            $0.implementation == implementation && $0.versus == reference.implementation && $0.parent == result.parent
        }
        for (what, time, paired, counted, later) in steps {
            func scaled(_ value: Double, _ floor: Double?) -> Double { floor.map { value / $0 } ?? value }
            if let pair {
                checks.append(pairedCheck(pair[keyPath: paired], what, referenceName, name))
            } else {
                let ours = scaled(result[keyPath: time], ourFloor?[keyPath: time])
                let theirs = scaled(reference[keyPath: time], theirFloor?[keyPath: time])
                let shown = { (value: Double) in overFloor ? Format.fixed(value, 2) : self.ms(value) }
                checks.append(
                    Check(
                        passed: ours <= theirs,
                        text: "\(name): \(what) \(unit) ≤ \(referenceName)'s: \(shown(ours)) / \(shown(theirs)) = "
                            + "\(Format.fixed(ours / theirs, 2)) (goal ≤ 1.00)"))
            }
            func total(_ counts: InstructionCounts?) -> Double? {
                guard let counts, counts[keyPath: counted].isFinite else { return nil }
                let deferred = counts[keyPath: later]
                return counts[keyPath: counted] + (deferred.isFinite ? deferred : 0)
            }
            guard let ourCount = total(result.instructions), let theirCount = total(reference.instructions) else {
                continue
            }
            let ourInstructions = scaled(ourCount, overFloor ? total(ourFloor?.instructions) : nil)
            let theirInstructions = scaled(theirCount, overFloor ? total(theirFloor?.instructions) : nil)
            let shownCount = { (value: Double) in
                overFloor ? Format.fixed(value, 2) : "\(Format.fixed(value / 1e6, 1))M"
            }
            checks.append(
                Check(
                    passed: ourInstructions <= theirInstructions,
                    text: "\(name): \(what) instructions with later, \(overFloor ? "×floor" : "total"), ≤ "
                        + "\(referenceName)'s: \(shownCount(ourInstructions)) / \(shownCount(theirInstructions)) = "
                        + "\(Format.fixed(ourInstructions / theirInstructions, 2)) (goal ≤ 1.00)"))
        }
        return checks
    }

    /// The first alert of a process: ours no slower than the anchor's first (AdwAlertDialog's
    /// in-window, GtkAlertDialog's as a window, else GtkMessageDialog's) over the same parent.
    private func firstAlertCheck(_ implementation: ImplementationKind, _ result: Measurement, name: String) -> Check? {
        let anchors: [ImplementationKind] =
            implementation == .oursWindow
            ? [.gtkAlertDialog, .gtkMessageDialog] : [.adwAlertDialog, .gtkMessageDialog]
        guard result.firstPresent.isFinite,
            let reference = anchors.lazy.compactMap({ self.measurement($0, result.parent) }).first,
            reference.firstPresent.isFinite
        else { return nil }
        return Check(
            passed: result.firstPresent <= reference.firstPresent,
            text: "\(name): the process's first present ≤ \(reference.implementation.rawValue)'s first: "
                + "\(ms(result.firstPresent)) / \(ms(reference.firstPresent))")
    }

    /// Each implementation's first present of its process, over each parent.
    var firstAlertLines: [String] {
        let rows = measurements.filter(\.firstPresent.isFinite)
        guard !rows.isEmpty else { return [] }
        var lines = ["", "The first alert of a process (present call → shown; instructions where counted):"]
        for result in rows {
            let counted = result.instructions.firstPresent
            let instructions = counted.isFinite ? ", \(Format.fixed(counted / 1e6, 1))M instructions" : ""
            lines.append(
                "  \(result.implementation.rawValue) over \(result.parent.rawValue): \(ms(result.firstPresent))"
                    + instructions)
        }
        return lines
    }

    /// Ours no slower than the anchor when timed in turns: the pairs do not show ours slower
    /// (the 95 % interval of ours − theirs reaches zero or below).
    ///
    /// Two alerts that each cost one repaint of the parent (both dismissals) tie: their medians
    /// then fall either side of each other by chance, and a check on the medians alone would
    /// flip with them. The instruction check beside this one compares the work itself.
    private func pairedCheck(
        _ pairs: PairedMeasurement.Pairs, _ what: String, _ referenceName: String, _ name: String
    ) -> Check {
        let interval = pairs.medianDifferenceInterval
        let verdict: String
        let passed: Bool
        if interval.lower.isNaN {
            verdict = "too few pairs for an interval; by the median"
            passed = pairs.medianDifference <= 0
        } else {
            verdict =
                interval.upper < 0
                ? "ours faster" : interval.lower > 0 ? "ours slower" : "a tie: the pairs do not tell them apart"
            passed = interval.lower <= 0
        }
        return Check(
            passed: passed,
            text: "\(name): \(what) no slower than \(referenceName)'s, timed in turns (\(pairs.count) pairs): "
                + "\(ms(pairs.oursMedian)) / \(ms(pairs.theirsMedian)), \(pairs.differenceDescription): \(verdict) "
                + "(goal: the interval reaches 0 or below)")
    }

    private func ms(_ value: Double) -> String { "\(Format.fixed(value, 2)) ms" }
}
