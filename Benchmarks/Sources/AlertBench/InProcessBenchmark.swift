import CAdwaita
import GtkAlerts
import GtkAlertsToolkit

/// Measures one implementation over one parent, in this process.
@MainActor
final class InProcessBenchmark {
    /// Why a measurement could not be made.
    enum Failure: Error, CustomStringConvertible {
        case noDisplay(String)
        case broadway
        case parentNotShown
        case nothingPainted(String)
        case unavailable(ImplementationKind)

        var description: String {
            switch self {
            case .noDisplay(let reason): reason
            case .broadway:
                "the display is broadway, which with no browser attached paints at most once a second "
                    + "(GDK rate-limits frames nobody watches), so frame timings would mean nothing: run "
                    + "under Xvfb with GDK_BACKEND=x11 (meson-helpers/bench does) or on a real display"
            case .parentNotShown: "the parent window was not mapped and painted within the time limit"
            case .nothingPainted(let what): "no frame was ever painted for \(what); giving up"
            case .unavailable(let implementation):
                "\(implementation.rawValue) is not in the GTK or libadwaita this was built against or runs with"
            }
        }
    }

    let options: Options
    let implementation: ImplementationKind
    let parentKind: ParentKind
    /// Untimed present/dismiss runs first, so one-time work (stylesheets, fonts, GL programs)
    /// is not in the timings: 5, or 2 under Callgrind, where each takes seconds.
    private var warmUpRuns: Int { options.instructions == .callgrind ? 2 : 5 }
    private lazy var counter = InstructionCounter(options.instructions)

    init(options: Options, implementation: ImplementationKind, parent: ParentKind) {
        self.options = options
        self.implementation = implementation
        parentKind = parent
    }

    func run() throws(Failure) -> Measurement {
        let (display, parent) = try openParent(for: [implementation])
        let contender = makeContender(implementation, over: parent)

        // The first run is the process's first alert; the other warm-up runs count nothing
        // (under Callgrind they would leave dumps of their own).
        let first = timedRun(contender, parent: parent, counter: counter, labelPrefix: "first-")
        for _ in 1..<warmUpRuns { _ = timedRun(contender, parent: parent, counter: nil) }
        let runs = (0..<options.runs).map { _ in timedRun(contender, parent: parent, counter: counter) }
        let present = runs.compactMap(\.present)
        let dismiss = runs.compactMap(\.dismiss)
        if present.isEmpty { throw .nothingPainted("the presented alert") }
        if dismiss.isEmpty { throw .nothingPainted("the parent after a dismissal") }

        let (rssGrowth, heapGrowth, live) = memoryCycles(contender)
        let adwaita = "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
        let gtk = Toolkit.version
        let environment = MeasurementEnvironment(
            backend: display.backend, display: display.name, renderer: parent.rendererName,
            gtkVersion: "\(gtk.major).\(gtk.minor).\(gtk.micro)",
            adwaitaVersion: implementation.isAdwaita ? adwaita : "\(adwaita) (not initialized)",
            parentWidgets: parent.widgetCount, parentWidth: parent.window.allocatedWidth,
            parentHeight: parent.window.allocatedHeight)
        // Each count by its label: the first run's are "first-present" and the like.
        let counts = Dictionary(grouping: ([first] + runs).flatMap(\.instructions), by: \.key).mapValues {
            $0.map(\.value)
        }
        return Measurement(
            implementation: implementation, parent: parentKind, present: present, dimmed: runs.compactMap(\.dimmed),
            dismiss: dismiss, firstPresent: first.present.map { [$0] } ?? [], rssGrowthKB: rssGrowth,
            heapGrowthKB: heapGrowth, liveObjects: live, timeouts: 2 * runs.count - present.count - dismiss.count,
            cycles: options.cycles, warmUpCycles: options.warmUpCycles, environment: environment,
            instructions: InstructionCounts(counts, source: counter.description))
    }

    /// Times this implementation and `other` in turns over one parent window in this process,
    /// `options.runs` pairs, the order swapped every other pair (see `PairedMeasurement`).
    func runPaired(versus other: ImplementationKind) throws(Failure) -> PairedMeasurement {
        let (_, parent) = try openParent(for: [implementation, other])
        let ours = makeContender(implementation, over: parent)
        let theirs = makeContender(other, over: parent)
        for _ in 0..<warmUpRuns {
            _ = timedRun(ours, parent: parent, counter: nil)
            _ = timedRun(theirs, parent: parent, counter: nil)
        }
        var present = PairedMeasurement.Pairs()
        var dismiss = PairedMeasurement.Pairs()
        for (oursRun, theirsRun) in inTurns(ours, theirs, { timedRun($0, parent: parent, counter: nil) }) {
            present.append(oursRun.present, theirsRun.present)
            dismiss.append(oursRun.dismiss, theirsRun.dismiss)
        }
        if present.count == 0 { throw .nothingPainted("both presented alerts of any pair") }
        if dismiss.count == 0 { throw .nothingPainted("the parent after both dismissals of any pair") }
        return PairedMeasurement(
            implementation: implementation, versus: other, parent: parentKind, present: present, dismiss: dismiss)
    }

    /// `options.runs` pairs of `run` with `ours` and with `theirs`, the order swapped every
    /// other pair so that neither always runs first; each pair as (ours, theirs).
    func inTurns<Run>(
        _ ours: any Contender, _ theirs: any Contender, _ run: (any Contender) -> Run
    ) -> [(ours: Run, theirs: Run)] {
        (0..<options.runs).map { pair in
            let oursFirst = pair.isMultiple(of: 2)
            let firstRun = run(oursFirst ? ours : theirs)
            let secondRun = run(oursFirst ? theirs : ours)
            return oursFirst ? (firstRun, secondRun) : (secondRun, firstRun)
        }
    }

    /// Opens the display and the parent window the implementations are shown over (a
    /// libadwaita one if any needs it), shown and settled; with GTK's animations off unless
    /// `animations` (the smoothness pass measures them).
    func openParent(
        for implementations: [ImplementationKind], animations: Bool = false
    ) throws(Failure) -> (Display, ParentWindow) {
        do {
            try Toolkit.initialize()
        } catch {
            throw .noDisplay(error.description)
        }
        guard let display = Display.default else { throw .noDisplay("GTK opened no display") }
        if display.backend == "broadway" { throw .broadway }
        if let missing = implementations.first(where: { !$0.isAvailable }) { throw .unavailable(missing) }
        if implementations.contains(where: \.isAdwaita) { adw_init() }
        // Our fades would add their 150/100 ms to every timing; GTK's dialogs do not animate.
        display.settings.animationsEnabled = animations

        let parent = ParentWindow(parentKind, adwaita: implementations.contains(where: \.needsAdwaitaWindow))
        // As the Windows and Applications article has apps do with a window they build, as adw_init loads libadwaita's
        // stylesheet: before it shows, so that the first alert neither restyles nor re-realizes it.
        if implementations.contains(where: \.isOurs) || implementations.contains(.oursLongText) {
            Alert.prepare(over: parent.anchor)
        }
        guard parent.show(timeoutMilliseconds: 10_000) else { throw .parentNotShown }
        Pump.settle(milliseconds: 200)
        return (display, parent)
    }

    func makeContender(_ kind: ImplementationKind, over parent: ParentWindow) -> any Contender {
        switch kind {
        case .oursWindow: OurAlert(.window, over: parent)
        case .oursInWindow, .oursInWindowAdwaita: OurAlert(.inWindow, over: parent)
        case .oursLongText: OurAlert(.inWindow, over: parent, message: Wording.longMessage)
        case .gtkMessageDialog: WindowDialogContender(.gtkMessage, over: parent)
        case .adwMessageDialog: WindowDialogContender(.adwaitaMessage, over: parent)
        case .adwAlertDialog: AdwaitaAlertDialogContender(over: parent)
        case .gtkAlertDialog: WindowDialogContender(.gtkAlert, over: parent)
        case .floor, .floorAdwaitaWindow: FloorRepaint(over: parent)
        case .floorWindow: FloorRepaint(over: parent, withWindow: true)
        }
    }

    /// What one timed run measured; nil for what did not come in time.
    private struct Run {
        var present: Double?
        /// For an alert that dims its parent in a paint of its own: the alert's paint and the
        /// parent's first paint with the dim both done.
        var dimmed: Double?
        var dismiss: Double?
        /// Instructions by the label the counter stopped with (see `InstructionCounts`).
        ///
        /// Each step up to its paint, and what ran after it until the loop was quiet again (work
        /// deferred past the frame, and the frames it queued). Empty when not counted.
        var instructions: [String: Int64] = [:]
    }

    /// One timed present and dismiss, each starting from a quiet main loop, with the main
    /// thread's instructions counted over the same spans when `counter` is given.
    ///
    /// - Returns: present → the first paint showing the alert in full, and dismiss → the
    ///   parent's first paint with nothing of it left, in milliseconds, and their instructions.
    private func timedRun(
        _ contender: any Contender, parent: ParentWindow, counter: InstructionCounter?, labelPrefix: String = ""
    ) -> Run {
        let timeout = options.frameTimeoutMilliseconds
        var run = Run()
        func stopCounting(_ step: String) { run.instructions[labelPrefix + step] = counter?.stop(labelPrefix + step) }
        Pump.settle(milliseconds: options.settleMilliseconds)

        // Watching the parent from before the present: its dim may paint before the alert.
        let dimPaint =
            contender.parentIsDimmed == nil
            ? nil : PaintWatch(parent.window, isDone: { contender.parentIsDimmed == true })
        counter?.start()
        let presentStart = Pump.now
        contender.present()
        if let widget = contender.paintingWidget,
            let paint = PaintWatch(
                widget, isDone: { contender.isDrawn },
                whenDone: {
                    stopCounting("present")
                    counter?.start()
                }),
            let painted = paint.wait(timeoutMilliseconds: timeout)
        {
            run.present = painted - presentStart
        }
        // Dimmed: the alert's window and the parent's dim both painted, whichever came last.
        let dimmedAt = dimPaint?.wait(timeoutMilliseconds: timeout)
        if let dimmedAt, let present = run.present { run.dimmed = max(dimmedAt - presentStart, present) }
        if contender.presentWaitsForDim { run.present = run.dimmed }
        Pump.settle(milliseconds: options.settleMilliseconds)
        // Counting again since the paint (see `whenDone`); not if it never came.
        if run.present != nil { stopCounting("present-later") }

        let dismissal = DismissalFlag()
        let parentPaint = PaintWatch(
            parent.window, isDone: { dismissal.done && contender.parentIsClear },
            whenDone: {
                stopCounting("dismiss")
                counter?.start()
            })
        counter?.start()
        let dismissStart = Pump.now
        contender.dismiss()
        // GTK's and libadwaita's dialogs change nothing in the parent, which then never paints
        // again on its own; ask every implementation's parent for a frame, so each is timed to
        // the same event. (Ours removed the dim, which already invalidated the whole window.)
        parent.window.queueDraw()
        dismissal.done = true
        if let painted = parentPaint?.wait(timeoutMilliseconds: timeout) {
            run.dismiss = painted - dismissStart
        }
        Pump.settle(milliseconds: options.settleMilliseconds)
        if run.dismiss != nil { stopCounting("dismiss-later") }
        return run
    }

    /// Presents and dismisses `options.cycles` times without waiting for frames (the main
    /// context gets a few non-blocking iterations after each step).
    ///
    /// - Returns: resident memory after all cycles minus after the warm-up cycles, in kB, and
    ///   the same for the bytes malloc has handed out and not had back (which tells memory
    ///   still held from memory the allocator merely kept), and how many alert-owned GObjects
    ///   are still alive at the end.
    /// How long the loop idles before a memory reading: longer than the half second an
    /// in-window card stays in the tree, hidden, after it faded (for screen readers).
    static let memorySettleMilliseconds = 700

    private func memoryCycles(_ contender: any Contender) -> (rssGrowthKB: Int, heapGrowthKB: Int, liveObjects: Int) {
        var survivors: [WeakProbe] = []
        var previous: [WeakProbe] = []
        var baseline = 0
        var heapBaseline = 0
        for cycle in 1...options.cycles {
            contender.present()
            Pump.spin(5)
            let owned = contender.ownedObjects()
            contender.dismiss()
            Pump.spin(5)
            // Keep only what outlived its cycle, so the probes themselves cost no memory.
            for probe in previous where probe.isAlive { survivors.append(probe) }
            previous = owned
            if cycle == options.warmUpCycles {
                Pump.settle(milliseconds: Self.memorySettleMilliseconds)
                baseline = ResidentMemory.kilobytes()
                heapBaseline = ResidentMemory.heapInUseKilobytes()
                ResidentMemory.printDetailIfAsked("after \(cycle) cycles")
            }
        }
        Pump.settle(milliseconds: Self.memorySettleMilliseconds)
        ResidentMemory.printDetailIfAsked("after \(options.cycles) cycles")
        let growth = ResidentMemory.kilobytes() - baseline
        let heapGrowth = ResidentMemory.heapInUseKilobytes() - heapBaseline
        let live = (survivors + previous).filter(\.isAlive).count
        return (growth, heapGrowth, live)
    }
}

/// Set once the dismiss call has returned and the parent's frame is asked for: no paint during
/// them counts as the dismissal's.
@MainActor
private final class DismissalFlag {
    var done = false
}
