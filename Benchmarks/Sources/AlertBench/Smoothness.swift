import BenchShim
import CAdwaita
import Glibc
import GtkAlertsToolkit

/// `--smoothness`: the frames an alert's animations draw, with GTK's defaults (animations on),
/// read from the parent window's frame clock.
///
/// Each step (present, dismiss) is one animation span: from the call until the animation's
/// last frame, which is the parent's last `after-paint` before its frame clock stays idle for
/// `quietMilliseconds`, taken only once the step's end state holds (the alert shown in full,
/// or nothing of it left). That is the end of whatever the contender animates, whether a timed
/// fade (ours) or a spring that overshoots and settles (AdwAlertDialog's sheet), without
/// assuming either's duration. Every interval in the span counts, the first from the call to
/// the first frame.
enum Smoothness {
    /// The contenders: ours in-window over a plain GTK window and over AdwAlertDialog's kind
    /// of parent, and AdwAlertDialog.
    static let implementations: [ImplementationKind] = [.oursInWindow, .oursInWindowAdwaita, .adwAlertDialog]
    /// The parents a pass measures over unless told otherwise.
    static let parents: [ParentKind] = [.light, .heavy, ParentKind(.scrolled, widgets: 10_000)]
    /// Timed runs per cell unless `--runs` says otherwise.
    static let defaultRuns = 12
    /// How long the frame clock must stay idle for an animation to count as over: longer than
    /// any frame of a running animation here, shorter than the half second a faded card waits,
    /// hidden, before it leaves the tree.
    static let quietMilliseconds = 200.0
    /// A frame interval above this many refresh intervals counts as a dropped-frame stall.
    static let longFrameFactor = 1.5
}

/// The frames of one animation span.
struct AnimationSpan {
    /// Call → the last frame, in milliseconds.
    var span: Double
    /// Frames the clock painted in the span.
    var drawn: Int
    /// Frames a clock keeping its rate would have painted in the span (at least one).
    var expected: Int
    /// The longest interval: call → first frame, or between two frames, in milliseconds.
    var longest: Double
    /// Intervals longer than `Smoothness.longFrameFactor` refresh intervals.
    var long: Int
    /// Snapshots of a widget of the parent's content in the span (`bench_snapshot_probe_attach`):
    /// about one per frame when every frame rebuilds the content's render nodes, none when
    /// they are reused.
    var contentSnapshots: Int

    /// When each frame ended, in milliseconds after the call (kept for one run per row, the
    /// one the plot draws; empty in spans read back from a child).
    var frames: [Double] = []

    /// Frames expected but not drawn.
    var dropped: Int { max(0, expected - drawn) }

    /// The span from `start` over frames that ended at `ends` (in order, all after `start`),
    /// all in milliseconds.
    init?(start: Double, ends: [Double], refresh: Double, contentSnapshots: Int) {
        self.contentSnapshots = contentSnapshots
        guard let last = ends.last, refresh > 0 else { return nil }
        span = last - start
        drawn = ends.count
        expected = max(1, Int((span / refresh).rounded()))
        let intervals = zip([start] + ends, ends).map { $1 - $0 }
        frames = ends.map { $0 - start }
        longest = intervals.max() ?? 0
        long = intervals.filter { $0 > Smoothness.longFrameFactor * refresh }.count
    }
}

/// One contender over one parent: every run's present and dismiss spans, as a child reports
/// them.
struct SmoothnessMeasurement: ChildReport {
    /// The contender measured.
    let implementation: ImplementationKind
    /// The parent it was measured over.
    let parent: ParentKind
    /// Each timed run's present animation.
    var present: [AnimationSpan]
    /// Each timed run's dismiss animation.
    var dismiss: [AnimationSpan]
    /// The frame clock's refresh interval, in milliseconds.
    var refresh: Double
    /// The GTK the child ran with, such as "4.24.1".
    var gtkVersion: String
    /// libadwaita's version, "(not initialized)" after it where the child did not call adw_init.
    var adwaitaVersion: String
    /// The GSK renderer's type name, such as `GskGLRenderer`.
    var renderer: String

    /// The frames of one typical run of each step (see `typicalFrames(_:)`), in milliseconds
    /// after the call, as a child reported them, for the plot.
    var frames: [Step: [Double]] = [:]

    /// The spans of `step`.
    func spans(_ step: Step) -> [AnimationSpan] { step == .present ? present : dismiss }

    /// The frames of the run whose longest frame is the median one (the lower of the middle
    /// two), as measured in this process.
    func typicalFrames(_ step: Step) -> [Double] {
        let sorted = spans(step).sorted { $0.longest < $1.longest }
        guard !sorted.isEmpty else { return [] }
        return sorted[(sorted.count - 1) / 2].frames
    }

    /// The median over runs of one figure of `step`'s spans.
    func median(_ step: Step, _ figure: (AnimationSpan) -> Double) -> Double {
        Statistics.median(spans(step).map(figure))
    }

    /// The line a child prints: each run's figures as space-separated samples.
    var childJSON: String { JSONLine.encode(fields(prefix: "")) }

    /// This measurement's fields, each key after `prefix` (a pair reports two measurements in
    /// one line).
    func fields(prefix: String) -> [(String, JSONLine.Value)] {
        var fields: [(String, JSONLine.Value)] = [
            ("implementation", .string(implementation.rawValue)), ("parent", .string(parent.rawValue)),
            ("refresh_ms", .number(refresh, decimals: 3)), ("gtk", .string(gtkVersion)),
            ("adwaita", .string(adwaitaVersion)), ("renderer", .string(renderer)),
        ]
        for (name, spans) in [("present", present), ("dismiss", dismiss)] {
            fields += [
                ("\(name)_span_ms", JSONLine.samples(spans.map(\.span))),
                ("\(name)_drawn", JSONLine.samples(spans.map { Double($0.drawn) })),
                ("\(name)_expected", JSONLine.samples(spans.map { Double($0.expected) })),
                ("\(name)_longest_ms", JSONLine.samples(spans.map(\.longest))),
                ("\(name)_long", JSONLine.samples(spans.map { Double($0.long) })),
                ("\(name)_content_snapshots", JSONLine.samples(spans.map { Double($0.contentSnapshots) })),
            ]
        }
        for step in Step.allCases {
            fields.append(("\(step.rawValue)_frames_ms", JSONLine.samples(frames[step] ?? typicalFrames(step))))
        }
        return fields.map { (prefix + $0.0, $0.1) }
    }

    /// A measurement from its parts.
    init(
        implementation: ImplementationKind, parent: ParentKind, present: [AnimationSpan], dismiss: [AnimationSpan],
        refresh: Double, gtkVersion: String, adwaitaVersion: String, renderer: String
    ) {
        self.implementation = implementation
        self.parent = parent
        self.present = present
        self.dismiss = dismiss
        self.refresh = refresh
        self.gtkVersion = gtkVersion
        self.adwaitaVersion = adwaitaVersion
        self.renderer = renderer
    }

    init?(childJSON line: String) {
        guard let fields = JSONLine.decode(line) else { return nil }
        self.init(fields, prefix: "")
    }

    /// Reads the fields `fields(prefix:)` wrote.
    init?(_ fields: JSONLine.Fields, prefix: String) {
        guard let implementation = fields.string(prefix + "implementation").flatMap(ImplementationKind.init(rawValue:)),
            let parent = fields.string(prefix + "parent").flatMap(ParentKind.init(rawValue:)),
            let refresh = fields.number(prefix + "refresh_ms")
        else { return nil }
        func spans(_ name: String) -> [AnimationSpan] {
            let key = prefix + name
            let span = fields.samples("\(key)_span_ms")
            let drawn = fields.samples("\(key)_drawn")
            let expected = fields.samples("\(key)_expected")
            let longest = fields.samples("\(key)_longest_ms")
            let long = fields.samples("\(key)_long")
            let snapshots = fields.samples("\(key)_content_snapshots")
            guard [drawn, expected, longest, long, snapshots].allSatisfy({ $0.count == span.count }) else {
                return []
            }
            return span.indices.map {
                AnimationSpan(
                    span: span[$0], drawn: Int(drawn[$0]), expected: Int(expected[$0]), longest: longest[$0],
                    long: Int(long[$0]), contentSnapshots: Int(snapshots[$0]))
            }
        }
        self.init(
            implementation: implementation, parent: parent, present: spans("present"), dismiss: spans("dismiss"),
            refresh: refresh, gtkVersion: fields.string(prefix + "gtk") ?? "?",
            adwaitaVersion: fields.string(prefix + "adwaita") ?? "?",
            renderer: fields.string(prefix + "renderer") ?? "?")
        for step in Step.allCases { frames[step] = fields.samples("\(prefix)\(step.rawValue)_frames_ms") }
    }
}

/// Two contenders animated in turns in one process, over one window (see `PairedMeasurement`):
/// element `i` of each side's spans, at each step, is one pair.
///
/// The longest frame of either alert is nearly always its first drawn one, a full repaint of
/// the window with the alert in it, and the two read within a few milliseconds of each other:
/// rows measured in processes of their own put them in either order from pass to pass.
struct SmoothnessPair: ChildReport {
    /// Ours, the first contender.
    var ours: SmoothnessMeasurement
    /// The contender ours is compared with.
    var theirs: SmoothnessMeasurement

    /// One figure of `step`'s spans, pair by pair.
    func pairs(_ step: Step, _ figure: (AnimationSpan) -> Double) -> PairedMeasurement.Pairs {
        PairedMeasurement.Pairs(ours: ours.spans(step).map(figure), theirs: theirs.spans(step).map(figure))
    }

    /// The line the child process reports: both measurements, the second's keys after "versus_".
    var childJSON: String { JSONLine.encode(ours.fields(prefix: "") + theirs.fields(prefix: "versus_")) }

    /// Both measurements; their spans must pair up.
    init(ours: SmoothnessMeasurement, theirs: SmoothnessMeasurement) {
        self.ours = ours
        self.theirs = theirs
    }

    init?(childJSON line: String) {
        guard let fields = JSONLine.decode(line), let ours = SmoothnessMeasurement(fields, prefix: ""),
            let theirs = SmoothnessMeasurement(fields, prefix: "versus_"),
            ours.present.count == theirs.present.count, ours.dismiss.count == theirs.dismiss.count
        else { return nil }
        self.init(ours: ours, theirs: theirs)
    }
}

extension AnimationSpan {
    /// A span as a child reported it.
    init(
        span: Double, drawn: Int, expected: Int, longest: Double, long: Int,
        contentSnapshots: Int
    ) {
        self.contentSnapshots = contentSnapshots
        self.span = span
        self.drawn = drawn
        self.expected = expected
        self.longest = longest
        self.long = long
    }
}

extension InProcessBenchmark {
    /// Child mode of `--smoothness`: `options.runs` presents and dismissals with animations on,
    /// each span read from the parent's frame clock.
    func runSmoothness() throws(Failure) -> SmoothnessMeasurement {
        let parent = try openAnimatedParent(for: [implementation])
        let contender = makeContender(implementation, over: parent)
        // Untimed first runs: one-time work (stylesheets, fonts, GL programs) is not smoothness.
        for _ in 0..<3 { _ = animatedRun(contender, parent: parent) }
        var present: [AnimationSpan] = []
        var dismiss: [AnimationSpan] = []
        var refresh = 0.0
        for _ in 0..<options.runs {
            let run = animatedRun(contender, parent: parent)
            if let span = run.present { present.append(span) }
            if let span = run.dismiss { dismiss.append(span) }
            refresh = run.refresh
        }
        if present.isEmpty { throw .nothingPainted("the present animation") }
        if dismiss.isEmpty { throw .nothingPainted("the dismiss animation") }
        return measurement(implementation, parent, present: present, dismiss: dismiss, refresh: refresh)
    }

    /// Child mode of `--smoothness --versus`: this contender and `other` in turns over one
    /// parent, `options.runs` pairs, the order swapped every other pair; a step is kept only
    /// in the pairs where both ended.
    func runSmoothnessInTurns(versus other: ImplementationKind) throws(Failure) -> SmoothnessPair {
        let parent = try openAnimatedParent(for: [implementation, other])
        let ours = makeContender(implementation, over: parent)
        let theirs = makeContender(other, over: parent)
        for _ in 0..<3 {
            _ = animatedRun(ours, parent: parent)
            _ = animatedRun(theirs, parent: parent)
        }
        var present: (ours: [AnimationSpan], theirs: [AnimationSpan]) = ([], [])
        var dismiss: (ours: [AnimationSpan], theirs: [AnimationSpan]) = ([], [])
        var refresh = 0.0
        for (oursRun, theirsRun) in inTurns(ours, theirs, { animatedRun($0, parent: parent) }) {
            if let mine = oursRun.present, let other = theirsRun.present {
                present.ours.append(mine)
                present.theirs.append(other)
            }
            if let mine = oursRun.dismiss, let other = theirsRun.dismiss {
                dismiss.ours.append(mine)
                dismiss.theirs.append(other)
            }
            refresh = oursRun.refresh
        }
        if present.ours.isEmpty { throw .nothingPainted("both present animations of any pair") }
        if dismiss.ours.isEmpty { throw .nothingPainted("both dismiss animations of any pair") }
        return SmoothnessPair(
            ours: measurement(implementation, parent, present: present.ours, dismiss: dismiss.ours, refresh: refresh),
            theirs: measurement(other, parent, present: present.theirs, dismiss: dismiss.theirs, refresh: refresh))
    }

    /// The parent for `implementations`, animations on, with the snapshot probe beside its
    /// anchor, shown and settled.
    private func openAnimatedParent(for implementations: [ImplementationKind]) throws(Failure) -> ParentWindow {
        let (_, parent) = try openParent(for: implementations, animations: true)
        guard bench_snapshot_probe_attach(parent.gtkWindow, parent.anchor.label ?? "") else {
            throw .nothingPainted("the parent's content (no anchor button to put the snapshot probe beside)")
        }
        Pump.settle(milliseconds: options.settleMilliseconds)
        // A probe never drawn would read "no snapshots" whatever the fade does.
        if bench_snapshot_probe_count() == 0 { throw .nothingPainted("the snapshot probe in the parent's content") }
        return parent
    }

    /// `implementation`'s spans over `parent`, with the versions and renderer they ran with.
    private func measurement(
        _ implementation: ImplementationKind, _ parent: ParentWindow, present: [AnimationSpan],
        dismiss: [AnimationSpan], refresh: Double
    ) -> SmoothnessMeasurement {
        let gtk = Toolkit.version
        let adwaita = "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
        return SmoothnessMeasurement(
            implementation: implementation, parent: parentKind, present: present, dismiss: dismiss, refresh: refresh,
            gtkVersion: "\(gtk.major).\(gtk.minor).\(gtk.micro)",
            adwaitaVersion: implementation.isAdwaita ? adwaita : "\(adwaita) (not initialized)",
            renderer: parent.rendererName)
    }

    /// One present and one dismissal, each recorded from its call until its animation's last
    /// frame; nil for a step whose end state never came.
    private func animatedRun(
        _ contender: any Contender, parent: ParentWindow
    ) -> (present: AnimationSpan?, dismiss: AnimationSpan?, refresh: Double) {
        // Longer than a faded card's wait in the tree, so no step inherits the last one's frames.
        Pump.settle(milliseconds: Self.memorySettleMilliseconds)
        let present = recordSpan(parent: parent, step: { contender.present() }, until: { contender.isDrawn })
        Pump.settle(milliseconds: options.settleMilliseconds)
        let dismiss = recordSpan(
            parent: parent, step: { contender.dismissAsAUserWould() }, until: { contender.parentIsClear })
        return (present.span, dismiss.span, dismiss.refresh)
    }

    /// Calls `step` and records the parent's frames until `isDone` holds at a frame's end and
    /// the clock has been idle for `Smoothness.quietMilliseconds` since the last one.
    private func recordSpan(
        parent: ParentWindow, step: () -> Void, until isDone: @escaping @MainActor () -> Bool
    ) -> (span: AnimationSpan?, refresh: Double) {
        guard let log = bench_frame_log_start(parent.gtkWindow) else { return (nil, 0) }
        defer { bench_frame_log_free(log) }
        let done = DoneAt()
        // The end state is checked as each frame ends, as the other timings do.
        let watch = PaintWatch(parent.window, isDone: isDone, whenDone: { done.frames = bench_frame_log_count(log) })
        let snapshotsBefore = bench_snapshot_probe_count()
        let start = Pump.now
        step()
        let limit = start + Double(options.frameTimeoutMilliseconds) + 2000
        let isOver = {
            let count = bench_frame_log_count(log)
            guard done.frames != nil, count > 0 else { return false }
            return Pump.now - Double(bench_frame_log_end(log, count - 1)) / 1000 >= Smoothness.quietMilliseconds
        }
        // In short waits: an idle clock wakes nothing, and the quiet is a matter of time.
        while !isOver(), Pump.now < limit { Pump.run(until: isOver, timeoutMilliseconds: 10) }
        _ = watch?.wait(timeoutMilliseconds: 0)
        let refresh = Double(bench_frame_log_refresh_interval(log)) / 1000
        guard done.frames != nil else { return (nil, refresh) }
        let ends = (0..<bench_frame_log_count(log)).map { Double(bench_frame_log_end(log, $0)) / 1000 }
        // Run by hand (one row, no --json), each run's intervals show where the long ones fall.
        if !options.json {
            let intervals = zip([start] + ends, ends).map { Format.fixed($1 - $0, 1) }
            printError("alert-bench: frame intervals (ms): " + intervals.joined(separator: " "))
        }
        let snapshots = Int(bench_snapshot_probe_count() - snapshotsBefore)
        let span = AnimationSpan(
            start: start, ends: ends.filter { $0 > start }, refresh: refresh, contentSnapshots: snapshots)
        return (span, refresh)
    }
}

/// How many frames had ended when a step's end state first held; shared with the paint handler.
@MainActor
private final class DoneAt {
    /// The count of frames at that moment; nil until then.
    var frames: Int32?
}

/// The smoothness pass for people: its table and its goals.
struct SmoothnessReport {
    /// The rows measured.
    let measurements: [SmoothnessMeasurement]
    /// Ours in AdwAlertDialog's setting and AdwAlertDialog in turns, a pair per parent where
    /// both were measured.
    var pairs: [SmoothnessPair] = []
    /// The parents asked for, in the order the table shows them.
    let parents: [ParentKind]
    /// Timed runs per row.
    let runs: Int

    /// The row of `implementation` over `parent`, if it was measured.
    func measurement(_ implementation: ImplementationKind, _ parent: ParentKind) -> SmoothnessMeasurement? {
        measurements.first { $0.implementation == implementation && $0.parent == parent }
    }

    /// "GTK 4.24.1, libadwaita 1.10.0, renderer GskGLRenderer": what the rows ran with.
    var versions: String {
        guard let first = measurements.first else { return "nothing measured" }
        let adwaita = measurements.first { $0.implementation.isAdwaita }?.adwaitaVersion ?? first.adwaitaVersion
        return "GTK \(first.gtkVersion), libadwaita \(adwaita), renderer \(first.renderer)"
    }

    /// The header and the table, one row per contender, parent and step.
    var lines: [String] {
        guard let first = measurements.first else { return ["Smoothness: nothing measured."] }
        var lines = [
            "Smoothness (animations on, GTK's default): \(versions), frame clock at \(Format.fixed(first.refresh, 2)) ms a frame "
                + "(\(Format.fixed(1000 / first.refresh, 1)) Hz).",
            "Each step from its call to its animation's last frame (the parent's frame clock then idle "
                + "\(Int(Smoothness.quietMilliseconds)) ms); medians over \(runs) runs, one fresh process per row.",
            "",
            "| impl | parent | step | span | frames drawn | expected | dropped | longest frame | "
                + "over \(Format.fixed(Smoothness.longFrameFactor, 1))× | content snapshots |",
            "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        for parent in parents {
            for implementation in Smoothness.implementations {
                guard let result = measurement(implementation, parent) else { continue }
                for step in [Step.present, .dismiss] {
                    let cells = [
                        implementation.rawValue, parent.rawValue, step.rawValue,
                        Format.milliseconds(result.median(step, \.span)),
                        Format.fixed(result.median(step) { Double($0.drawn) }, 1),
                        Format.fixed(result.median(step) { Double($0.expected) }, 1),
                        Format.fixed(result.median(step) { Double($0.dropped) }, 1),
                        Format.milliseconds(result.median(step, \.longest)),
                        Format.fixed(result.median(step) { Double($0.long) }, 1),
                        Format.fixed(result.median(step) { Double($0.contentSnapshots) }, 1),
                    ]
                    lines.append("| " + cells.joined(separator: " | ") + " |")
                }
            }
        }
        return lines
    }

    /// Ours, in AdwAlertDialog's own setting (its kind of window and stylesheet), drops no
    /// more frames than AdwAlertDialog and its longest frame is no longer, at each step over
    /// each parent: timed in turns where the pair was measured (the pairs do not show ours the
    /// larger), else by the rows' medians.
    var checks: [Report.Check] {
        var checks: [Report.Check] = []
        for parent in parents {
            let name = "smoothness over \(parent.rawValue)"
            if let pair = pairs.first(where: { $0.ours.parent == parent }) {
                for step in [Step.present, .dismiss] {
                    checks.append(
                        pairedCheck(
                            pair.pairs(step) { Double($0.dropped) },
                            "\(name), \(step.rawValue): ours drops no more "
                                + "frames than AdwAlertDialog", unit: "frames", less: "ours fewer", more: "ours more"))
                    checks.append(
                        pairedCheck(
                            pair.pairs(step, \.longest),
                            "\(name), \(step.rawValue): ours' longest frame no longer "
                                + "than AdwAlertDialog's", unit: "ms", less: "ours shorter", more: "ours longer"))
                }
                continue
            }
            guard let theirs = measurement(.adwAlertDialog, parent) else {
                checks.append(Report.Check(passed: nil, text: "\(name): no AdwAlertDialog to compare with"))
                continue
            }
            guard let ours = measurement(.oursInWindowAdwaita, parent) else {
                checks.append(Report.Check(passed: nil, text: "\(name): ours-inwindow-adw-window not measured"))
                continue
            }
            for step in [Step.present, .dismiss] {
                let dropped = (ours.median(step) { Double($0.dropped) }, theirs.median(step) { Double($0.dropped) })
                checks.append(
                    Report.Check(
                        passed: dropped.0 <= dropped.1,
                        text: "\(name), \(step.rawValue): ours drops no more frames than AdwAlertDialog: "
                            + "\(Format.fixed(dropped.0, 1)) against \(Format.fixed(dropped.1, 1)) (median)"))
                let longest = (ours.median(step, \.longest), theirs.median(step, \.longest))
                checks.append(
                    Report.Check(
                        passed: longest.0 <= longest.1,
                        text: "\(name), \(step.rawValue): ours' longest frame no longer than AdwAlertDialog's: "
                            + "\(Format.milliseconds(longest.0)) against \(Format.milliseconds(longest.1)) (median)"))
            }
        }
        return checks
    }
    /// One check timed in turns: passes unless the pairs show ours the larger.
    private func pairedCheck(
        _ pairs: PairedMeasurement.Pairs, _ text: String, unit: String, less: String, more: String
    ) -> Report.Check {
        let outcome = pairs.notShownLarger(less: less, more: more)
        return Report.Check(
            passed: outcome.passed,
            text: "\(text), in turns (\(pairs.count) pairs): \(Format.fixed(pairs.oursMedian, 2)) / "
                + "\(Format.fixed(pairs.theirsMedian, 2)) \(unit) (medians), \(pairs.differenceDescription(unit: unit)): "
                + "\(outcome.verdict) (goal: the interval reaches 0 or below)")
    }
}
