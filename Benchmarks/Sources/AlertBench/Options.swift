/// What the command line asked for.
struct Options: Sendable {
    /// Timed present/dismiss runs per implementation and parent.
    var runs = 200
    /// Passes over every row, each row in a fresh process per pass, the order reversed in
    /// every other pass: the timings of all passes are pooled, so a machine that slows down
    /// halfway through weighs on every row alike, not on the rows that came last.
    var rounds = 1
    /// Present/dismiss cycles for the memory and leak measurement.
    var cycles = 1000
    /// One JSON object per line instead of the table.
    var json = false
    /// Exit with status 3 when a goal check fails.
    var check = false
    /// How long to wait for a frame before counting a run as timed out, in milliseconds.
    var frameTimeoutMilliseconds = 2000
    /// How long the main loop idles between timed steps, in milliseconds, so each one starts
    /// with nothing pending and the frame clock not throttled by the previous frame.
    var settleMilliseconds = 40
    /// Implementations to measure (all unless `--only` narrowed them).
    var implementations = ImplementationKind.allCases
    /// Parents to measure over (both unless `--only-parent` narrowed them).
    var parents = ParentKind.standard
    /// With `parent`: measure only this implementation, in this process.
    var implementation: ImplementationKind?
    /// With `implementation`: the parent to measure over, in this process.
    var parent: ParentKind?
    /// With `implementation` and `parent`: time that implementation and this one in turns, in
    /// this process (see `PairedMeasurement`).
    var versus: ImplementationKind?
    /// Where the instruction counts come from.
    var instructions = InstructionSource.perf
    /// Where to write the curve's picture (SVG), with parents of several widget counts.
    var plotPath: String?
    /// Measure ours by the hundred (`ManyAlerts`) instead of the rows.
    var many = false
    /// Measure the frames of the animations (`Smoothness`) instead of the rows.
    var smoothness = false
    /// Whether `--runs` was given (the smoothness pass has a default of its own).
    var runsGiven = false
    /// Whether `--only-parent` was given (the smoothness pass has parents of its own).
    var parentsGiven = false
    /// Timed runs of the Callgrind child (it runs some 50 times slower).
    var callgrindRuns = 5
    /// With `--instructions callgrind`: where Callgrind's files are kept (else a temporary
    /// folder, removed afterwards).
    var callgrindDirectory: String?

    /// The cycles after which the starting resident size is taken: 100 of the default 1000
    /// (a tenth of fewer cycles), so caches and pools that fill once are not counted.
    var warmUpCycles: Int { max(1, min(100, cycles / 10)) }

    static let usage = """
        Usage: alert-bench [--runs N] [--rounds N] [--cycles N] [--json] [--check]
                           [--only IMPL[,IMPL…]] [--only-parent PARENT[,PARENT…] | --curve]
                           [--plot FILE.svg] [--instructions perf|callgrind|off]
               alert-bench --many [--check]
               alert-bench --smoothness [--runs N] [--only IMPL,…] [--only-parent P,…] [--plot FILE.svg] [--check]
               alert-bench --smoothness --impl IMPL [--versus IMPL] --parent PARENT [--runs N]  (each run's frame intervals too)
               alert-bench --impl IMPL --parent PARENT [--runs N] [--cycles N] [--json]
               alert-bench --impl IMPL --versus IMPL --parent PARENT [--runs N] [--json]

        Measures GtkAlerts' alerts against GTK's and libadwaita's dialogs: for every
        implementation, over a light parent window and over one holding 1000 widgets, each in a
        fresh process (the tool runs itself with --impl and --parent):

          present_ms     present call → the first after-paint at which the alert is shown in
                         full (Benchmarks/README.md has the rule for each): median and p90
          dimmed_ms      ours as a window, which dims its parent at its own first frame:
                         present call → its window and the parent with the dim both
                         painted (median)
          dismiss_ms     dismiss call → the parent's first after-paint with nothing of the
                         alert left: median and p90
          ×floor         a median over the floor's (a full-window layer appearing or going
                         over the same parent, no alert): the least a dimming alert can cost;
                         for a window of its own, floor-window's (a bare modal window opened
                         with that layer), over its present with its dim
          instructions   user-space instructions of the main thread per present and per
                         dismiss (median), from the CPU's counter or from Callgrind
          later          instructions after that paint until the main loop is quiet (work
                         deferred past the frame, and the frames it queues)
          heap_growth_kb malloc's bytes in use after --cycles present/dismiss cycles minus
                         after the first tenth of them (at most the first 100)
          live_objects   alert-owned GObjects still alive after the cycles

        Then it checks the goals: ours in-window ≤ AdwAlertDialog (present and dismiss; in its
        libadwaita window as they are, over a plain GTK window ×floor) and ours as a window ≤
        GtkAlertDialog (present) where those exist, else our present ≤ GtkMessageDialog's, in
        milliseconds and in counted instructions with their later work; heap growth < 256 kB;
        no live objects.

        Ours in AdwAlertDialog's setting (ours-inwindow-adw-window) and AdwAlertDialog are
        also timed in turns, in one process over one window (--runs × --rounds pairs, the
        order swapped every other pair): the ms goals of that row use these pairs, since
        separate processes differ by more than the few percent between the two dismissals.
        The report gives the median difference and a 95 % interval for it (sign test).

        IMPL is one of: \(ImplementationKind.allCases.map(\.rawValue).joined(separator: ", ")).
        adw-alert-dialog needs libadwaita 1.5 and gtk-alert-dialog GTK 4.10: built against older
        ones they are listed as unavailable and skipped.

        The table also shows heap growth (malloc's bytes in use, same cycles as rss growth), which
        tells memory still held from memory the allocator or the GL driver merely kept. With
        ALERT_BENCH_MEMORY_DETAIL=1 each measuring process prints glibc's malloc statistics and
        /proc/self/smaps_rollup at both memory readings.

        Run it on a real display or under Xvfb with GDK_BACKEND=x11 (meson-helpers/bench does
        that). Not under broadway: with no browser attached broadway paints at most once a
        second, so frame timings mean nothing there.

        Options:
          --runs N             timed runs per measurement (default 200)
          --rounds N           measure every row N times, in fresh processes, the order
                               reversed every other time, and pool the timings (default 1):
                               drift of a shared machine then weighs on every row alike
          --cycles N           present/dismiss cycles for memory and leaks (default 1000)
          --json               one JSON object per line on stdout (the table, notes and
                               goal checks go to stderr)
          --check              exit with status 3 when a goal check fails
          --only IMPL,…        measure only these implementations
          --only-parent P,…    measure only over these parents: light (on-screen-10), heavy
                               (on-screen-1000), on-screen-N (every widget painted) or
                               scrolled-N (the widgets in a scrolled window: the repaint
                               stays the window's size while the count grows)
          --curve              the parents of the curve: scrolled and on screen, with
                               10, 100, 1000, 5000 and 10000 widgets; the report adds each
                               contender's medians by count, its slope (ms per 1,000 more
                               widgets) and the growth goals
          --plot FILE          write the curve (with --smoothness: the frames of one typical
                               run of each pair) as an SVG picture to FILE
          --many               instead of the rows, ours by the hundred in this process:
                               1000 alerts queued on one window and answered one by one,
                               then 100 windows with an alert each; ms per alert and heap
                               in use by group, which must not grow with the count
          --instructions SRC   perf (default): the CPU's counter, "n/a" where the machine
                               has none; callgrind: count --callgrind-runs runs of each
                               measurement again under valgrind --tool=callgrind; off
          --callgrind-runs N   timed runs under Callgrind (default 5)
          --callgrind-dir DIR  keep Callgrind's files in DIR (for callgrind_annotate)
          --smoothness         instead of the rows, the frames of the present and dismiss
                               animations with animations on (GTK's default): ours
                               in-window (over a plain and a libadwaita window) and
                               AdwAlertDialog, over light, heavy and scrolled-10000 unless
                               --only-parent says otherwise, --runs (default 12) runs in a
                               fresh process per row; frames drawn against frames expected
                               at the frame clock's rate, the longest frame, and the frames
                               over 1.5 refresh intervals; then ours in AdwAlertDialog's
                               setting and AdwAlertDialog in turns, which the goals judge
          --impl IMPL          with --parent: measure one implementation in this process
          --parent PARENT      with --impl: the parent window (see --only-parent)
          --versus IMPL        with --impl and --parent: time (or animate) both in turns in
                               this process
          --frame-timeout MS   give up waiting for a frame after MS ms (default 2000)
          --settle MS          idle time between timed steps (default 40)
          -h, --help           show this help
        """

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) throws(UsageError) -> Options {
        var options = Options()
        var remaining = arguments[...]
        func value(for flag: String) throws(UsageError) -> String {
            guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        func count(for flag: String, minimum: Int) throws(UsageError) -> Int {
            let text = try value(for: flag)
            guard let number = Int(text), number >= minimum else {
                throw UsageError("\(flag) needs a whole number of at least \(minimum), not \(text.debugDescription)")
            }
            return number
        }
        /// `name` as `make` reads it, else an error naming the `kind` of thing and the names it knows.
        func lookUp<Kind>(
            _ name: some StringProtocol, _ make: (String) -> Kind?, _ kind: String, known: String
        ) throws(UsageError) -> Kind {
            guard let value = make(String(name)) else {
                throw UsageError("unknown \(kind) \(String(name).debugDescription) (\(known))")
            }
            return value
        }
        func implementation(_ name: some StringProtocol) throws(UsageError) -> ImplementationKind {
            let names = ImplementationKind.allCases.map(\.rawValue).joined(separator: ", ")
            return try lookUp(name, ImplementationKind.init(rawValue:), "implementation", known: "known: \(names)")
        }
        func parent(_ name: some StringProtocol) throws(UsageError) -> ParentKind {
            let known = "light, heavy, on-screen-N or scrolled-N, N ≥ 10"
            return try lookUp(name, ParentKind.init(rawValue:), "parent", known: known)
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": throw UsageError(nil)
            case "--runs":
                options.runs = try count(for: argument, minimum: 1)
                options.runsGiven = true
            case "--rounds": options.rounds = try count(for: argument, minimum: 1)
            case "--cycles": options.cycles = try count(for: argument, minimum: 2)
            case "--json": options.json = true
            case "--check": options.check = true
            case "--frame-timeout": options.frameTimeoutMilliseconds = try count(for: argument, minimum: 1)
            case "--settle": options.settleMilliseconds = try count(for: argument, minimum: 0)
            case "--impl": options.implementation = try implementation(try value(for: argument))
            case "--parent": options.parent = try parent(try value(for: argument))
            case "--versus": options.versus = try implementation(try value(for: argument))
            case "--only":
                let kinds = try value(for: argument).split(separator: ",").map(implementation)
                options.implementations = ImplementationKind.allCases.filter(kinds.contains)
            case "--only-parent":
                options.parents = try value(for: argument).split(separator: ",").map(parent)
                options.parentsGiven = true
            case "--curve": options.parents = ParentKind.curve
            case "--plot": options.plotPath = try value(for: argument)
            case "--many": options.many = true
            case "--smoothness": options.smoothness = true
            case "--instructions":
                options.instructions = try lookUp(
                    try value(for: argument), InstructionSource.init(rawValue:), "instruction source",
                    known: "perf, callgrind or off")
            case "--callgrind-runs": options.callgrindRuns = try count(for: argument, minimum: 1)
            case "--callgrind-dir": options.callgrindDirectory = try value(for: argument)
            default: throw UsageError("unknown argument \(argument.debugDescription)")
            }
        }
        if (options.implementation == nil) != (options.parent == nil) {
            throw UsageError("--impl and --parent go together")
        }
        if options.versus != nil, options.implementation == nil {
            throw UsageError("--versus needs --impl and --parent")
        }
        return options
    }

    /// How long a measuring process may take before SIGALRM ends it, for `timedRuns` timed
    /// runs and the memory cycles: a guard against a hang that no frame time-out catches.
    func timeLimitSeconds(timedRuns: Int) -> Int {
        120 + timedRuns * (2 * frameTimeoutMilliseconds + 2 * settleMilliseconds) / 1000 + cycles / 5
    }

    /// The arguments that make a child process measure `implementation` over `parent` with
    /// these options (under Callgrind, instructions are counted by a child of their own).
    func childArguments(_ implementation: ImplementationKind, _ parent: ParentKind) -> [String] {
        var child = self
        if instructions == .callgrind { child.instructions = .off }
        return child.commandLine(implementation, parent)
    }

    /// The implementations timed in turns after the rows, over each parent measured: ours in
    /// AdwAlertDialog's setting against AdwAlertDialog, and over several parents each of ours
    /// and each anchor against its floor, when both are asked for.
    var pairs: [(ImplementationKind, versus: ImplementationKind, ParentKind)] {
        var pairs: [(ImplementationKind, versus: ImplementationKind, ParentKind)] = []
        if implementations.contains(.oursInWindowAdwaita), implementations.contains(.adwAlertDialog) {
            pairs += parents.map { (.oursInWindowAdwaita, versus: .adwAlertDialog, $0) }
        }
        // Over several parents the curve holds ours near its floor at each, and an anchor's
        // ratio over its own floor bounds ours' (`Curve.checks`).
        if parents.count > 1 {
            let anchors = Set(implementations.compactMap(\.anchor))
            for implementation in implementations where implementation.isOurs || anchors.contains(implementation) {
                guard implementations.contains(implementation.floor) else { continue }
                pairs += parents.map { (implementation, versus: implementation.floor, $0) }
            }
        }
        return pairs
    }

    /// The arguments that make a child process time `implementation` and `versus` in turns
    /// over `parent`: as many pairs as the rounds have runs, no instructions (the rows count
    /// those), no memory cycles.
    func pairedChildArguments(
        _ implementation: ImplementationKind, versus: ImplementationKind, _ parent: ParentKind
    ) -> [String] {
        var child = self
        child.runs = runs * rounds
        child.cycles = 2
        child.instructions = .off
        return child.commandLine(implementation, versus: versus, parent)
    }

    /// The arguments that make a child process measure the animations of `implementation` over
    /// `parent` (`--smoothness`), in turns with `versus` if given.
    func smoothnessChildArguments(
        _ implementation: ImplementationKind, versus: ImplementationKind? = nil, _ parent: ParentKind
    ) -> [String] {
        ["--smoothness", "--impl", implementation.rawValue] + (versus.map { ["--versus", $0.rawValue] } ?? []) + [
            "--parent", parent.rawValue, "--json", "--runs",
            String(runsGiven ? runs : Smoothness.defaultRuns), "--frame-timeout", String(frameTimeoutMilliseconds),
            "--settle", String(settleMilliseconds),
        ]
    }

    /// The arguments for a child whose report nobody reads, run only to fill the caches: one
    /// run, two cycles, no instructions.
    func primingChildArguments(_ implementation: ImplementationKind, _ parent: ParentKind) -> [String] {
        var child = self
        child.runs = 1
        child.cycles = 2
        child.instructions = .off
        return child.commandLine(implementation, parent)
    }

    /// Everything runs some 50 times slower under Callgrind.
    private static let callgrindSlowdown = 50

    /// The arguments for the child that runs under Callgrind: a few runs, frames given a
    /// minute and the settling between steps 50 times as long (a settle of native length
    /// would leave the work an alert defers past its frame, and the frames it queues, to be
    /// counted in the next step), and no memory cycles to speak of.
    func callgrindChildArguments(_ implementation: ImplementationKind, _ parent: ParentKind) -> [String] {
        var child = self
        child.runs = callgrindRuns
        child.cycles = 2
        child.frameTimeoutMilliseconds = 60_000
        child.settleMilliseconds = settleMilliseconds * Self.callgrindSlowdown
        child.instructions = .callgrind
        return child.commandLine(implementation, parent)
    }

    /// These options as the command line of a child process that measures `implementation`
    /// (in turns with `versus`) over `parent` and reports in JSON.
    private func commandLine(
        _ implementation: ImplementationKind, versus: ImplementationKind? = nil, _ parent: ParentKind
    ) -> [String] {
        ["--impl", implementation.rawValue] + (versus.map { ["--versus", $0.rawValue] } ?? []) + [
            "--parent", parent.rawValue, "--json", "--runs", String(runs), "--cycles", String(cycles),
            "--frame-timeout", String(frameTimeoutMilliseconds), "--settle", String(settleMilliseconds),
            "--instructions", instructions.rawValue,
        ]
    }
}

/// A command line the tool does not understand (or `--help`, with no message).
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}
