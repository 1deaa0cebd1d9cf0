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

    /// The spans of `step`.
    func spans(_ step: Step) -> [AnimationSpan] { step == .present ? present : dismiss }

    /// The median over runs of one figure of `step`'s spans.
    func median(_ step: Step, _ figure: (AnimationSpan) -> Double) -> Double {
        Statistics.median(spans(step).map(figure))
    }

    /// The line a child prints: each run's figures as space-separated samples.
    var childJSON: String {
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
        return JSONLine.encode(fields)
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
        guard let fields = JSONLine.decode(line),
            let implementation = fields.string("implementation").flatMap(ImplementationKind.init(rawValue:)),
            let parent = fields.string("parent").flatMap(ParentKind.init(rawValue:)),
            let refresh = fields.number("refresh_ms")
        else { return nil }
        func spans(_ name: String) -> [AnimationSpan] {
            let span = fields.samples("\(name)_span_ms")
            let drawn = fields.samples("\(name)_drawn")
            let expected = fields.samples("\(name)_expected")
            let longest = fields.samples("\(name)_longest_ms")
            let long = fields.samples("\(name)_long")
            let snapshots = fields.samples("\(name)_content_snapshots")
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
            refresh: refresh, gtkVersion: fields.string("gtk") ?? "?", adwaitaVersion: fields.string("adwaita") ?? "?",
            renderer: fields.string("renderer") ?? "?")
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
        let (_, parent) = try openParent(for: [implementation], animations: true)
        guard bench_snapshot_probe_attach(parent.gtkWindow, parent.anchor.label ?? "") else {
            throw .nothingPainted("the parent's content (no anchor button to put the snapshot probe beside)")
        }
        Pump.settle(milliseconds: options.settleMilliseconds)
        // A probe never drawn would read "no snapshots" whatever the fade does.
        if bench_snapshot_probe_count() == 0 { throw .nothingPainted("the snapshot probe in the parent's content") }
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
    /// The parents asked for, in the order the table shows them.
    let parents: [ParentKind]
    /// Timed runs per row.
    let runs: Int

    /// The row of `implementation` over `parent`, if it was measured.
    func measurement(_ implementation: ImplementationKind, _ parent: ParentKind) -> SmoothnessMeasurement? {
        measurements.first { $0.implementation == implementation && $0.parent == parent }
    }

    /// The header and the table, one row per contender, parent and step.
    var lines: [String] {
        guard let first = measurements.first else { return ["Smoothness: nothing measured."] }
        let adwaita = measurements.first { $0.implementation.isAdwaita }?.adwaitaVersion ?? first.adwaitaVersion
        var lines = [
            "Smoothness (animations on, GTK's default): GTK \(first.gtkVersion), libadwaita \(adwaita), "
                + "renderer \(first.renderer), frame clock at \(Format.fixed(first.refresh, 2)) ms a frame "
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
    /// each parent, by the medians of this run.
    var checks: [Report.Check] {
        var checks: [Report.Check] = []
        for parent in parents {
            let name = "smoothness over \(parent.rawValue)"
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
}
