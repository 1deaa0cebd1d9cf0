/// The main thread's instructions per present and per dismiss: medians, and where they came
/// from.
struct InstructionCounts: Sendable {
    /// Median instructions per present; NaN when not counted.
    var presentMedian: Double
    /// Median instructions per dismiss; NaN when not counted.
    var dismissMedian: Double
    /// Median instructions after the present's paint until the main loop was quiet (work an
    /// implementation defers past its frame, and the frames that work queues); NaN when not
    /// counted.
    var presentLaterMedian: Double
    /// The same after the dismissal's paint.
    var dismissLaterMedian: Double
    /// The first present of the process, up to its paint; NaN when not counted.
    var firstPresent: Double
    /// Runs counted.
    var runs: Int
    /// How they were counted, or why not ("n/a: …").
    var source: String

    init(
        presentMedian: Double, dismissMedian: Double, presentLaterMedian: Double = .nan,
        dismissLaterMedian: Double = .nan, runs: Int, source: String, firstPresent: Double = .nan
    ) {
        self.firstPresent = firstPresent
        self.presentMedian = presentMedian
        self.dismissMedian = dismissMedian
        self.presentLaterMedian = presentLaterMedian
        self.dismissLaterMedian = dismissLaterMedian
        self.runs = runs
        self.source = source
    }

    init(
        present: [Int64], dismiss: [Int64], presentLater: [Int64], dismissLater: [Int64], firstPresent: [Int64] = [],
        source: String
    ) {
        self.firstPresent = Statistics.median(firstPresent.map(Double.init))
        presentMedian = Statistics.median(present.map(Double.init))
        dismissMedian = Statistics.median(dismiss.map(Double.init))
        presentLaterMedian = Statistics.median(presentLater.map(Double.init))
        dismissLaterMedian = Statistics.median(dismissLater.map(Double.init))
        runs = min(present.count, dismiss.count)
        self.source = source
    }

    /// Whether there are counts to show.
    var isCounted: Bool { presentMedian.isFinite && dismissMedian.isFinite }
}
