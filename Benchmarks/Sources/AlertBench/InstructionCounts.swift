/// The main thread's instructions per present and per dismiss: medians, and where they came
/// from.
struct InstructionCounts: Sendable {
    /// Median instructions per present; NaN when not counted.
    var presentMedian: Double = .nan
    /// Median instructions per dismiss; NaN when not counted.
    var dismissMedian: Double = .nan
    /// Median instructions after the present's paint until the main loop was quiet (work an
    /// implementation defers past its frame, and the frames that work queues); NaN when not
    /// counted.
    var presentLaterMedian: Double = .nan
    /// The same after the dismissal's paint.
    var dismissLaterMedian: Double = .nan
    /// Runs counted.
    var runs = 0
    /// How they were counted, or why not ("n/a: …").
    var source: String
    /// The first present of the process, up to its paint; NaN when not counted.
    var firstPresent: Double = .nan
}

extension InstructionCounts {
    /// The median of `step`, up to its paint.
    func median(_ step: Step) -> Double { step == .present ? presentMedian : dismissMedian }

    /// The median of what ran after `step`'s paint until the loop was quiet.
    func laterMedian(_ step: Step) -> Double { step == .present ? presentLaterMedian : dismissLaterMedian }

    /// `step` and the work after its paint: what it costs in all; nil when not counted.
    func withLater(_ step: Step) -> Double? {
        let later = laterMedian(step)
        return median(step).isFinite ? median(step) + (later.isFinite ? later : 0) : nil
    }

    /// The medians of counts by the label the counter stopped with: "present", "dismiss",
    /// "present-later", "dismiss-later", and "first-present" for the process's first alert
    /// (the labels of Callgrind's dumps too).
    init(_ counts: [String: [Int64]], source: String) {
        func median(_ label: String) -> Double { Statistics.median(counts[label, default: []].map(Double.init)) }
        self.init(
            presentMedian: median("present"), dismissMedian: median("dismiss"),
            presentLaterMedian: median("present-later"), dismissLaterMedian: median("dismiss-later"),
            runs: min(counts["present", default: []].count, counts["dismiss", default: []].count), source: source,
            firstPresent: median("first-present"))
    }
}
