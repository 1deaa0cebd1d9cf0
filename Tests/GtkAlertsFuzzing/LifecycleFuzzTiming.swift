/// Where a lifecycle fuzz run spends its time, by step kind (to keep the CI run within budget).
struct LifecycleFuzzTiming {
    private var totals: [String: (count: Int, duration: Duration)] = [:]

    mutating func add(_ kind: String, since start: ContinuousClock.Instant) {
        let entry = totals[kind] ?? (0, .zero)
        totals[kind] = (entry.count + 1, entry.duration + (ContinuousClock.now - start))
    }

    /// Kinds by total time, most first: total seconds, count and mean milliseconds.
    var summary: String {
        totals.sorted { $0.value.duration > $1.value.duration }.map { kind, entry in
            let seconds = Self.seconds(entry.duration)
            return
                "\(kind) \(String(format: "%.1f", seconds)) s (\(entry.count)×, \(String(format: "%.0f", 1000 * seconds / Double(entry.count))) ms)"
        }.joined(separator: ", ")
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
