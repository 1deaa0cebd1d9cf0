/// The goals, judged on this run's figures: what "Goal checks" lists.
extension Report {
    /// One goal, checked against the figures of this run.
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
                        + "\(Format.milliseconds(result.presentMedian)) (goal ≤ 250)"))
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
        guard let anchorKind = implementation.anchor else { return [] }
        let isInWindow = anchorKind == .adwAlertDialog
        let anchor = (
            kind: anchorKind, name: isInWindow ? "AdwAlertDialog" : "GtkAlertDialog", dismissToo: isInWindow,
            overFloor: implementation == .oursInWindow
        )
        guard let reference = measurement(anchor.kind, result.parent) ?? measurement(.gtkMessageDialog, result.parent)
        else {
            return [
                Check(passed: nil, text: "\(name): no \(anchor.name) or GtkMessageDialog measurement to compare with")
            ]
        }
        // Where the anchor is missing, GtkMessageDialog's present stands in, as it is.
        let isAnchor = reference.implementation == anchor.kind
        let referenceName = isAnchor ? anchor.name : "GtkMessageDialog"
        let overFloor = isAnchor && anchor.overFloor
        let ourFloor = overFloor ? measurement(implementation.floor, result.parent) : nil
        let theirFloor = overFloor ? measurement(reference.implementation.floor, result.parent) : nil
        if overFloor, ourFloor == nil || theirFloor == nil {
            return [Check(passed: nil, text: "\(name): the floors to compare over were not measured")]
        }
        let pair = pairs.first {
            $0.implementation == implementation && $0.versus == reference.implementation && $0.parent == result.parent
        }
        func scaled(_ value: Double, _ floor: Double?) -> Double { floor.map { value / $0 } ?? value }
        func atMost(_ what: String, _ ours: Double, _ theirs: Double, shown: (Double) -> String) -> Check {
            Check(
                passed: ours <= theirs,
                text: "\(name): \(what) ≤ \(referenceName)'s: \(shown(ours)) / \(shown(theirs)) = "
                    + "\(Format.fixed(ours / theirs, 2)) (goal ≤ 1.00)")
        }
        var checks: [Check] = []
        for step in isAnchor && anchor.dismissToo ? Step.allCases : [.present] {
            if let pair {
                let what = "\(name): \(step.rawValue) no slower than \(referenceName)'s, timed in turns"
                checks.append(pairedCheck(pair[step], what, counted: "pairs"))
            } else if overFloor,
                let ours = PairedMeasurement.floorPairs(implementation, result.parent, step, in: pairs),
                let theirs = PairedMeasurement.floorPairs(anchor.kind, result.parent, step, in: pairs)
            {
                checks.append(floorRatioCheck(ours, theirs, step.rawValue, referenceName, name))
            } else {
                checks.append(
                    atMost(
                        "\(step.rawValue) \(overFloor ? "×floor" : "median")",
                        scaled(result.median(step), ourFloor?.median(step)),
                        scaled(reference.median(step), theirFloor?.median(step))
                    ) { overFloor ? Format.fixed($0, 2) : Format.milliseconds($0) })
            }
            guard let ourCount = result.instructions.withLater(step),
                let theirCount = reference.instructions.withLater(step)
            else { continue }
            checks.append(
                atMost(
                    "\(step.rawValue) instructions with later, \(overFloor ? "×floor" : "total"),",
                    scaled(ourCount, ourFloor?.instructions.withLater(step)),
                    scaled(theirCount, theirFloor?.instructions.withLater(step))
                ) { overFloor ? Format.fixed($0, 2) : Format.millions($0) })
        }
        return checks
    }

    /// The first alert of a process: ours no slower than the anchor's first (AdwAlertDialog's
    /// in-window, GtkAlertDialog's as a window, else GtkMessageDialog's) over the same parent.
    ///
    /// Each round measures both in processes of their own, one right after the other, the
    /// order swapped every other round; the two processes of a round are a pair, judged as the
    /// runs timed in turns are (`Pairs.notShownLarger`). A first alert is mostly the parent's
    /// full repaint and the GL driver's first programs and glyphs, which move from process to
    /// process by more than the two differ: judged by their medians, passes swapped which was
    /// the quicker.
    private func firstAlertCheck(_ implementation: ImplementationKind, _ result: Measurement, name: String) -> Check? {
        let anchors = [implementation.anchor, .gtkMessageDialog].compactMap { $0 }
        guard result.firstPresent.isFinite,
            let reference = anchors.lazy.compactMap({ self.measurement($0, result.parent) }).first,
            reference.firstPresent.isFinite
        else { return nil }
        let what = "\(name): the process's first present no slower than \(reference.implementation.rawValue)'s first"
        // A round in which either process failed to time its first alert leaves the rounds
        // unmatched: then by the medians alone.
        guard result.firstPresentSamples.count == reference.firstPresentSamples.count else {
            return Check(
                passed: result.firstPresent <= reference.firstPresent,
                text: "\(what), by the medians: \(Format.milliseconds(result.firstPresent)) / "
                    + Format.milliseconds(reference.firstPresent))
        }
        let pairs = PairedMeasurement.Pairs(ours: result.firstPresentSamples, theirs: reference.firstPresentSamples)
        return pairedCheck(pairs, "\(what), process by process", counted: "rounds")
    }

    /// Ours over its floor no more than the anchor over its own, each timed in turns with its
    /// floor: the two ratios' 95 % intervals do not show ours the larger (ours' lies wholly
    /// above the anchor's only where the goal fails).
    private func floorRatioCheck(
        _ ours: PairedMeasurement.Pairs, _ theirs: PairedMeasurement.Pairs, _ what: String, _ referenceName: String,
        _ name: String
    ) -> Check {
        let (oursInterval, theirsInterval) = (ours.medianRatioInterval, theirs.medianRatioInterval)
        // Too few pairs for intervals: by the medians.
        let passed =
            oursInterval.lower.isNaN || theirsInterval.upper.isNaN
            ? ours.medianRatio <= theirs.medianRatio : oursInterval.lower <= theirsInterval.upper
        func shown(_ pairs: PairedMeasurement.Pairs, _ interval: (lower: Double, upper: Double)) -> String {
            "\(Format.fixed(pairs.medianRatio, 2)) [\(Format.fixed(interval.lower, 2)), \(Format.fixed(interval.upper, 2))]"
        }
        return Check(
            passed: passed,
            text: "\(name): \(what) ×floor ≤ \(referenceName)'s, each timed in turns with its floor "
                + "(\(ours.count) and \(theirs.count) pairs): \(shown(ours, oursInterval)) / "
                + "\(shown(theirs, theirsInterval)) (goal: ours' interval not wholly above)")
    }

    /// Ours no slower than the other when paired: the pairs do not show ours slower.
    ///
    /// `what` says what was paired, `counted` what a pair is. For the anchor timed in turns,
    /// the instruction check beside this one compares the work itself.
    private func pairedCheck(_ pairs: PairedMeasurement.Pairs, _ what: String, counted: String) -> Check {
        let outcome = pairs.notShownLarger(less: "ours faster", more: "ours slower")
        return Check(
            passed: outcome.passed,
            text: "\(what) (\(pairs.count) \(counted)): \(Format.milliseconds(pairs.oursMedian)) / "
                + "\(Format.milliseconds(pairs.theirsMedian)), \(pairs.differenceDescription()): \(outcome.verdict) "
                + "(goal: the interval reaches 0 or below)")
    }
}
