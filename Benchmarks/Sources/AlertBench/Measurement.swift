/// What one child process measured: one implementation over one parent.
struct Measurement: ChildReport {
    var implementation: ImplementationKind
    var parent: ParentKind
    /// Present call → first painted frame showing the alert, in milliseconds.
    var presentMedian: Double
    var presentP90: Double
    /// Present call → the alert's paint and the parent's first paint with the dim both done,
    /// for an alert that dims its parent in a paint of its own (ours in a window, the window
    /// floor), in milliseconds; NaN for the others.
    var dimmedMedian: Double
    /// The first present of the process (stylesheets parsed, providers added, the first card
    /// built), in milliseconds: the median over rounds, each a fresh process.
    var firstPresent: Double
    /// Dismiss call → the parent's first repaint without the dim, in milliseconds.
    var dismissMedian: Double
    var dismissP90: Double
    /// Resident memory after all cycles minus after the warm-up cycles, in kB.
    var rssGrowthKB: Int
    /// The same for the heap in use (malloc's handed-out bytes), in kB: growth here is memory
    /// still held; RSS growth without it is memory the allocator or drivers kept.
    var heapGrowthKB: Int
    /// Alert-owned GObjects still alive after the cycles.
    var liveObjects: Int
    /// Timed runs that counted (runs whose frame never came are left out and counted here).
    var runs: Int
    var timeouts: Int
    var cycles: Int
    var warmUpCycles: Int
    /// Where it ran: GDK backend, display name, GSK renderer, library versions, parent size.
    var environment: MeasurementEnvironment
    /// Instructions per present and per dismiss.
    var instructions: InstructionCounts
    /// Every timed run's milliseconds, kept so that the rounds of `--rounds` pool their runs
    /// instead of averaging medians.
    var presentSamples: [Double]
    var dimmedSamples: [Double]
    var dismissSamples: [Double]
    var firstPresentSamples: [Double]

    /// The median of `step`, in milliseconds.
    func median(_ step: Step) -> Double { step == .present ? presentMedian : dismissMedian }

    /// The median of `step` that floors are compared by: a present until all it changes has
    /// painted (with the parent's dim, where that is a paint of its own), in milliseconds.
    func overFloor(_ step: Step) -> Double {
        step == .present && dimmedMedian.isFinite ? dimmedMedian : median(step)
    }

    /// The 90th percentile of `step`, in milliseconds.
    func p90(_ step: Step) -> Double { step == .present ? presentP90 : dismissP90 }

    /// The line the benchmark prints with `--json`: exactly the documented keys.
    var publicJSON: String { JSONLine.encode(publicFields) }

    private var publicFields: [(String, JSONLine.Value)] {
        [
            ("impl", .string(implementation.rawValue)),
            ("parent", .string(parent.rawValue)),
            ("present_ms_median", .number(presentMedian, decimals: 3)),
            ("present_ms_p90", .number(presentP90, decimals: 3)),
            ("dimmed_ms_median", .number(dimmedMedian, decimals: 3)),
            ("dismiss_ms_median", .number(dismissMedian, decimals: 3)),
            ("first_present_ms", .number(firstPresent, decimals: 3)),
            ("first_present_instructions", .number(instructions.firstPresent, decimals: 0)),
            ("present_instructions_median", .number(instructions.presentMedian, decimals: 0)),
            ("dismiss_instructions_median", .number(instructions.dismissMedian, decimals: 0)),
            ("present_later_instructions_median", .number(instructions.presentLaterMedian, decimals: 0)),
            ("dismiss_later_instructions_median", .number(instructions.dismissLaterMedian, decimals: 0)),
            ("rss_growth_kb", .integer(rssGrowthKB)),
            ("heap_growth_kb", .integer(heapGrowthKB)),
            ("live_objects", .integer(liveObjects)),
        ]
    }

    /// The line a child process reports to the parent process: the documented keys and more.
    var childJSON: String {
        JSONLine.encode(
            publicFields + [
                ("dismiss_ms_p90", .number(dismissP90, decimals: 3)),
                ("runs", .integer(runs)),
                ("timeouts", .integer(timeouts)),
                ("cycles", .integer(cycles)),
                ("warm_up_cycles", .integer(warmUpCycles)),
                ("backend", .string(environment.backend)),
                ("display", .string(environment.display)),
                ("renderer", .string(environment.renderer)),
                ("gtk", .string(environment.gtkVersion)),
                ("adwaita", .string(environment.adwaitaVersion)),
                ("parent_widgets", .integer(environment.parentWidgets)),
                ("parent_width", .integer(environment.parentWidth)),
                ("parent_height", .integer(environment.parentHeight)),
                ("instruction_runs", .integer(instructions.runs)),
                ("instructions_source", .string(instructions.source)),
                ("present_ms_samples", JSONLine.samples(presentSamples)),
                ("dimmed_ms_samples", JSONLine.samples(dimmedSamples)),
                ("dismiss_ms_samples", JSONLine.samples(dismissSamples)),
                ("first_present_ms_samples", JSONLine.samples(firstPresentSamples)),
            ])
    }

    /// This row and the same row of another round as one: their runs pooled, the worst of
    /// their memory figures, the instructions of the round that counted them.
    func pooled(with other: Measurement) -> Measurement {
        Measurement(
            implementation: implementation, parent: parent, present: presentSamples + other.presentSamples,
            dimmed: dimmedSamples + other.dimmedSamples, dismiss: dismissSamples + other.dismissSamples,
            firstPresent: firstPresentSamples + other.firstPresentSamples,
            rssGrowthKB: max(rssGrowthKB, other.rssGrowthKB), heapGrowthKB: max(heapGrowthKB, other.heapGrowthKB),
            liveObjects: max(liveObjects, other.liveObjects), timeouts: timeouts + other.timeouts, cycles: cycles,
            warmUpCycles: warmUpCycles, environment: environment,
            instructions: instructions.runs > 0 ? instructions : other.instructions)
    }

    /// Reads a line made by `childJSON`.
    init?(childJSON line: String) {
        guard let fields = JSONLine.decode(line),
            let implementation = fields.string("impl").flatMap(ImplementationKind.init(rawValue:)),
            let parent = fields.string("parent").flatMap(ParentKind.init(rawValue:)),
            let presentMedian = fields.number("present_ms_median"),
            let presentP90 = fields.number("present_ms_p90"),
            let dismissMedian = fields.number("dismiss_ms_median"),
            let dismissP90 = fields.number("dismiss_ms_p90"),
            let rss = fields.number("rss_growth_kb"),
            let heap = fields.number("heap_growth_kb"),
            let live = fields.number("live_objects"),
            let runs = fields.number("runs"),
            let timeouts = fields.number("timeouts"),
            let cycles = fields.number("cycles"),
            let warmUp = fields.number("warm_up_cycles")
        else { return nil }
        self.init(
            implementation: implementation, parent: parent, present: fields.samples("present_ms_samples"),
            dimmed: fields.samples("dimmed_ms_samples"), dismiss: fields.samples("dismiss_ms_samples"),
            firstPresent: fields.samples("first_present_ms_samples"), rssGrowthKB: Int(rss), heapGrowthKB: Int(heap),
            liveObjects: Int(live), timeouts: Int(timeouts), cycles: Int(cycles), warmUpCycles: Int(warmUp),
            environment: MeasurementEnvironment(
                backend: fields.string("backend") ?? "?", display: fields.string("display") ?? "?",
                renderer: fields.string("renderer") ?? "?", gtkVersion: fields.string("gtk") ?? "?",
                adwaitaVersion: fields.string("adwaita") ?? "?",
                parentWidgets: Int(fields.number("parent_widgets") ?? 0),
                parentWidth: Int(fields.number("parent_width") ?? 0),
                parentHeight: Int(fields.number("parent_height") ?? 0)),
            instructions: InstructionCounts(
                presentMedian: fields.number("present_instructions_median") ?? .nan,
                dismissMedian: fields.number("dismiss_instructions_median") ?? .nan,
                presentLaterMedian: fields.number("present_later_instructions_median") ?? .nan,
                dismissLaterMedian: fields.number("dismiss_later_instructions_median") ?? .nan,
                runs: Int(fields.number("instruction_runs") ?? 0),
                source: fields.string("instructions_source") ?? "n/a",
                firstPresent: fields.number("first_present_instructions") ?? .nan))
        // The child's own figures, from its runs at full precision (the samples travel rounded
        // to the microsecond).
        self.presentMedian = presentMedian
        self.presentP90 = presentP90
        dimmedMedian = fields.number("dimmed_ms_median") ?? .nan
        self.dismissMedian = dismissMedian
        self.dismissP90 = dismissP90
        self.runs = Int(runs)
    }

    init(
        implementation: ImplementationKind, parent: ParentKind, present: [Double], dimmed: [Double],
        dismiss: [Double], firstPresent: [Double],
        rssGrowthKB: Int, heapGrowthKB: Int, liveObjects: Int, timeouts: Int, cycles: Int, warmUpCycles: Int,
        environment: MeasurementEnvironment, instructions: InstructionCounts
    ) {
        self.implementation = implementation
        self.parent = parent
        presentMedian = Statistics.median(present)
        presentP90 = Statistics.percentile(present, 90)
        dimmedMedian = Statistics.median(dimmed)
        dismissMedian = Statistics.median(dismiss)
        dismissP90 = Statistics.percentile(dismiss, 90)
        self.rssGrowthKB = rssGrowthKB
        self.heapGrowthKB = heapGrowthKB
        self.liveObjects = liveObjects
        runs = min(present.count, dismiss.count)
        self.timeouts = timeouts
        self.cycles = cycles
        self.warmUpCycles = warmUpCycles
        self.environment = environment
        self.instructions = instructions
        presentSamples = present
        dimmedSamples = dimmed
        dismissSamples = dismiss
        firstPresentSamples = firstPresent
        self.firstPresent = Statistics.median(firstPresent)
    }
}

/// Where a measurement ran.
struct MeasurementEnvironment: Sendable {
    /// GDK backend: `x11`, `wayland` or `broadway`.
    var backend: String
    /// The display's name, such as `:99`.
    var display: String
    /// The GSK renderer the parent window drew with, such as `GskNglRenderer`.
    var renderer: String
    var gtkVersion: String
    var adwaitaVersion: String
    /// Widgets in the parent window's content.
    var parentWidgets: Int
    /// The parent window's allocated size, in pixels.
    var parentWidth: Int
    var parentHeight: Int
}

/// Medians and percentiles.
enum Statistics {
    /// The middle value (the mean of the two middle ones for an even count); NaN when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The nearest-rank `percent`th percentile; NaN when empty.
    static func percentile(_ values: [Double], _ percent: Int) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = (percent * sorted.count + 99) / 100  // ceil(percent / 100 × count)
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }
}
