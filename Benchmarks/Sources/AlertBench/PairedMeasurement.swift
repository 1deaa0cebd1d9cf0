/// Two implementations timed in turns in one process, over one window: each pair of runs (one
/// of each, the order swapped every other pair) takes the machine as it is at that moment.
///
/// Rows measured in processes of their own differ by more than the process: where the heap
/// put the parent's widgets, what else the machine ran that minute. Two dismissals within a
/// few percent of each other (ours and AdwAlertDialog's over the heavy parent, one repaint
/// each) swapped places from process to process; paired runs tell them apart.
struct PairedMeasurement: ChildReport {
    var implementation: ImplementationKind
    var versus: ImplementationKind
    var parent: ParentKind
    /// Milliseconds of the pairs in which both runs painted: element `i` of ours and of theirs
    /// are one pair.
    var present: Pairs
    var dismiss: Pairs

    /// One step's timings, pair by pair.
    struct Pairs: Sendable {
        var ours: [Double] = []
        var theirs: [Double] = []

        var count: Int { ours.count }

        /// Adds one pair; a pair in which either run timed out is left out.
        mutating func append(_ oursTime: Double?, _ theirsTime: Double?) {
            guard let oursTime, let theirsTime else { return }
            ours.append(oursTime)
            theirs.append(theirsTime)
        }

        var oursMedian: Double { Statistics.median(ours) }
        var theirsMedian: Double { Statistics.median(theirs) }
        /// Ours minus theirs, pair by pair, sorted.
        var differences: [Double] { zip(ours, theirs).map { $0 - $1 }.sorted() }
        /// The middle of the pairs' differences: below zero, ours is the faster.
        var medianDifference: Double { Statistics.median(differences) }
        /// Ours over theirs, pair by pair, sorted.
        var ratios: [Double] { zip(ours, theirs).map { $0 / $1 }.sorted() }
        /// The middle of the pairs' ratios, ours over theirs.
        var medianRatio: Double { Statistics.median(ratios) }
        /// Pairs in which ours took no longer than theirs.
        var oursNotSlower: Int { zip(ours, theirs).filter { $0 <= $1 }.count }

        /// About a 95 % interval for the median difference (see `signTestInterval`).
        var medianDifferenceInterval: (lower: Double, upper: Double) { Self.signTestInterval(differences) }
        /// About a 95 % interval for the median ratio (see `signTestInterval`).
        var medianRatioInterval: (lower: Double, upper: Double) { Self.signTestInterval(ratios) }

        /// About a 95 % interval for the median of `sorted`, from the sign test, so it assumes
        /// nothing of the distribution: the values at ranks k and n + 1 − k, with k from the
        /// normal approximation of Binomial(n, ½).
        ///
        /// NaN for fewer than 6 values, which cannot give one.
        static func signTestInterval(_ sorted: [Double]) -> (lower: Double, upper: Double) {
            let n = sorted.count
            guard n >= 6 else { return (.nan, .nan) }
            let squareRoot = Double(n).squareRoot()
            let rank = max(1, Int(((Double(n) - 1.96 * squareRoot) / 2).rounded(.down)))
            return (sorted[rank - 1], sorted[n - rank])
        }

        /// "ours − theirs -0.14 ms [-2.82, +2.55]": the median difference and its interval, in
        /// `unit`.
        func differenceDescription(unit: String = "ms") -> String {
            let interval = medianDifferenceInterval
            return "ours − theirs \(Format.signed(medianDifference, 2)) \(unit) "
                + "[\(Format.signed(interval.lower, 2)), \(Format.signed(interval.upper, 2))]"
        }

        /// Whether the pairs do not show ours the larger (the 95 % interval of ours − theirs
        /// reaches zero or below), with the verdict in words (`less` and `more` name the two
        /// clear outcomes); by the median difference where the pairs are too few for an
        /// interval.
        ///
        /// Two figures that each come from the same work (two dismissals that each cost one
        /// repaint of the parent, two first frames that each draw the whole window) tie: their
        /// medians then fall either side of each other by chance, and a check on the medians
        /// alone would flip with them.
        func notShownLarger(less: String, more: String) -> (passed: Bool, verdict: String) {
            let interval = medianDifferenceInterval
            if interval.lower.isNaN { return (medianDifference <= 0, "too few pairs for an interval; by the median") }
            let verdict =
                interval.upper < 0
                ? less : interval.lower > 0 ? more : "a tie: the pairs do not tell them apart"
            return (interval.lower <= 0, verdict)
        }
    }

    /// The pairs of `step`.
    subscript(step: Step) -> Pairs { step == .present ? present : dismiss }

    /// `implementation` timed in turns with its floor over `parent`, the pairs of `step`; nil
    /// where `measured` has none.
    static func floorPairs(
        _ implementation: ImplementationKind, _ parent: ParentKind, _ step: Step, in measured: [PairedMeasurement]
    ) -> Pairs? {
        let pair = measured.first {
            $0.implementation == implementation && $0.versus == implementation.floor && $0.parent == parent
        }
        guard let pairs = pair?[step], pairs.count > 0 else { return nil }
        return pairs
    }

    /// The line the child process reports.
    var childJSON: String {
        JSONLine.encode([
            ("impl", .string(implementation.rawValue)),
            ("versus", .string(versus.rawValue)),
            ("parent", .string(parent.rawValue)),
            ("present_ms_samples", JSONLine.samples(present.ours)),
            ("versus_present_ms_samples", JSONLine.samples(present.theirs)),
            ("dismiss_ms_samples", JSONLine.samples(dismiss.ours)),
            ("versus_dismiss_ms_samples", JSONLine.samples(dismiss.theirs)),
        ])
    }

    /// The line the benchmark prints with `--json`.
    var publicJSON: String {
        var fields: [(String, JSONLine.Value)] = [
            ("paired", .string(implementation.rawValue)),
            ("versus", .string(versus.rawValue)),
            ("parent", .string(parent.rawValue)),
        ]
        for step in Step.allCases {
            let pairs = self[step]
            let interval = pairs.medianDifferenceInterval
            fields += [
                ("\(step.rawValue)_pairs", .integer(pairs.count)),
                ("\(step.rawValue)_ms_median", .number(pairs.oursMedian, decimals: 3)),
                ("versus_\(step.rawValue)_ms_median", .number(pairs.theirsMedian, decimals: 3)),
                ("\(step.rawValue)_ms_difference_median", .number(pairs.medianDifference, decimals: 3)),
                ("\(step.rawValue)_ms_difference_low", .number(interval.lower, decimals: 3)),
                ("\(step.rawValue)_ms_difference_high", .number(interval.upper, decimals: 3)),
            ]
        }
        return JSONLine.encode(fields)
    }
}

extension PairedMeasurement {
    /// Reads a line made by `childJSON`.
    init?(childJSON line: String) {
        guard let fields = JSONLine.decode(line),
            let implementation = fields.string("impl").flatMap(ImplementationKind.init(rawValue:)),
            let versus = fields.string("versus").flatMap(ImplementationKind.init(rawValue:)),
            let parent = fields.string("parent").flatMap(ParentKind.init(rawValue:))
        else { return nil }
        let present = Pairs(
            ours: fields.samples("present_ms_samples"), theirs: fields.samples("versus_present_ms_samples"))
        let dismiss = Pairs(
            ours: fields.samples("dismiss_ms_samples"), theirs: fields.samples("versus_dismiss_ms_samples"))
        guard present.ours.count == present.theirs.count, dismiss.ours.count == dismiss.theirs.count else {
            return nil
        }
        self.init(implementation: implementation, versus: versus, parent: parent, present: present, dismiss: dismiss)
    }
}
