import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

enum FuzzEnvironment {
    static let defaultSeed: UInt64 = 0x5EED_A1E7_F022

    /// `ALERT_FUZZ_SEED` (decimal or 0x-hex), or the fixed default.
    static var seed: UInt64 { SplitMix64.seed(fromEnvironment: "ALERT_FUZZ_SEED", default: defaultSeed) }

    /// `ALERT_FUZZ_ONLY`: a comma-separated list of case numbers to present (all when unset).
    static let only: Set<Int>? = ProcessInfo.processInfo.environment["ALERT_FUZZ_ONLY"].map {
        Set($0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    }
    static let trace = ProcessInfo.processInfo.environment["ALERT_FUZZ_TRACE"] != nil
    static let dumpDirectory = ProcessInfo.processInfo.environment["ALERT_FUZZ_DUMP"]

    /// The first case a child presents.
    static var from: Int { ProcessInfo.processInfo.environment["ALERT_FUZZ_FROM"].flatMap { Int($0) } ?? Int.min }

    /// Whether case `index` is presented (the 100 kB cases have negative numbers).
    static func shouldRun(_ index: Int, from: Int) -> Bool {
        index >= from && (only?.contains(index) ?? true)
    }
}
