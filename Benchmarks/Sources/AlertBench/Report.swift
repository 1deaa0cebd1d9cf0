/// What a run found, for people: the header, the table, the pairs and the first alerts (the
/// goal checks are in GoalChecks.swift).
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
        // meson-helpers/bench describes its Xvfb; GDK knows only the display's name.
        let display =
            Environment.value("ALERT_BENCH_DISPLAY_DESCRIPTION").map { "\($0), GDK backend \(environment.backend)" }
            ?? "GDK backend \(environment.backend), display \(environment.display)"
        let parents = options.parents.compactMap { kind -> String? in
            guard let sample = measurements.first(where: { $0.parent == kind }) else { return nil }
            let size = "\(sample.environment.parentWidth)×\(sample.environment.parentHeight)"
            return "\(kind.rawValue) \(sample.environment.parentWidgets) widgets at \(size)"
        }
        let dimmed = measurements.filter { $0.dimmedMedian.isFinite && $0.implementation != .floorWindow }.map {
            "\($0.implementation.rawValue) over \($0.parent.rawValue) \(Format.milliseconds($0.dimmedMedian))"
        }
        let sources = measurements.reduce(into: [String]()) { sources, measurement in
            if !sources.contains(measurement.instructions.source) { sources.append(measurement.instructions.source) }
        }
        let lines: [String?] = [
            "Display: \(display).",
            environment.backend != "x11"
                ? nil : "  (X11, not broadway: broadway with no browser attached paints at most once a second.)",
            "Renderer \(environment.renderer), \(versions); "
                + "animations off (no fades in our timings; GTK's dialogs have none).",
            "Parents: \(parents.joined(separator: ", ")). Each row is a fresh process.",
            "present/dismiss: median and p90 of \(runsDescription) timed runs each; "
                + "rss growth: after \(first.cycles) present/dismiss cycles minus after the first \(first.warmUpCycles); "
                + "heap growth: the same for malloc's bytes in use (what is still held, not just kept).",
            "shown: the first after-paint at which the alert is on screen in full (card or dialog content "
                + "laid out, at full opacity, with its dim where it shares the alert's window); dismissed: the "
                + "parent's first after-paint with nothing of it left. Every parent is asked for a frame right "
                + "after the dismissal (GTK's window dialogs leave it nothing to repaint).",
            dimmed.isEmpty
                ? nil
                : "dimmed: an alert in a window of its own dims its parent too; present call → its window's "
                    + "and the parent's first after-paints with the dim both done (the ×floor of its present), median: "
                    + dimmed.joined(separator: ", ") + " (its repaint is in the present's \"later\").",
            "×floor: the median over the floor's (a full-window translucent layer appearing or going over the "
                + "same parent, no alert: one full repaint, the least a dimming alert can cost); adw-alert-dialog's is "
                + "floor-adw-window, over the libadwaita window it is shown in; a window of its own's is floor-window "
                + "(a bare modal window opened with that layer: present waits for both paints).",
            "instr: median instructions per present and per dismiss; \(sources.joined(separator: "; ")).",
            "later: median instructions after that paint until the main loop is quiet (work deferred past the "
                + "frame, and the frames it queues): the rest of what a present or a dismissal costs.",
        ]
        return lines.compactMap { $0 } + notes
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
                guard let result = measurement(implementation, parent) else {
                    let reason = unavailable.contains(implementation) ? "unavailable" : "failed"
                    lines.append(row([implementation.rawValue, parent.rawValue, reason]))
                    continue
                }
                let timings = Step.allCases.flatMap { step in
                    [
                        Format.milliseconds(result.median(step)), Format.milliseconds(result.p90(step)),
                        ratio(result.overFloor(step), floor?.overFloor(step)),
                    ]
                }
                let counts = Step.allCases.flatMap { step in
                    [
                        instructions(result.instructions.median(step), floor?.instructions.median(step)),
                        later(result.instructions.laterMedian(step)),
                    ]
                }
                let memoryAndTimeouts = [
                    "\(result.rssGrowthKB) kB", "\(result.heapGrowthKB) kB", String(result.liveObjects),
                    String(result.timeouts),
                ]
                lines.append(row([implementation.rawValue, parent.rawValue] + timings + counts + memoryAndTimeouts))
            }
        }
        return lines
    }

    /// `value` over the floor's, such as `1.42`; blank without a floor.
    private func ratio(_ value: Double, _ floor: Double?) -> String {
        guard let floor, floor > 0, value.isFinite else { return "" }
        return Format.fixed(value / floor, 2)
    }

    /// Millions of instructions done after the counted paint, such as `+1.3M`; blank when not counted.
    private func later(_ value: Double) -> String {
        value.isFinite ? "+" + Format.millions(value) : ""
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
            for step in Step.allCases {
                let pairs = pair[step]
                lines.append(
                    "    \(step.rawValue): \(Format.fixed(pairs.oursMedian, 2)) / \(Format.fixed(pairs.theirsMedian, 2)) ms, "
                        + "\(pairs.differenceDescription()), ours no slower in \(pairs.oursNotSlower) of \(pairs.count) pairs"
                )
            }
        }
        return lines
    }

    // MARK: First alerts

    /// Each implementation's first present of its process, over each parent.
    var firstAlertLines: [String] {
        let rows = measurements.filter(\.firstPresent.isFinite)
        guard !rows.isEmpty else { return [] }
        var lines = ["", "The first alert of a process (present call → shown; instructions where counted):"]
        for result in rows {
            let counted = result.instructions.firstPresent
            let instructions = counted.isFinite ? ", \(Format.millions(counted)) instructions" : ""
            lines.append(
                "  \(result.implementation.rawValue) over \(result.parent.rawValue): "
                    + Format.milliseconds(result.firstPresent) + instructions)
        }
        return lines
    }
}
