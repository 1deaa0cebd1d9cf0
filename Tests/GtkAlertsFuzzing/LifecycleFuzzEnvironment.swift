import Foundation

/// The lifecycle fuzzer's settings, from environment variables (see `AlertLifecycleFuzzTests`).
enum LifecycleFuzzEnvironment {
    static let defaultSeed: UInt64 = 0x11FE_C7C1_E0F0_2026
    static let prefix = "LIFECYCLE_FUZZ"
    private static let values = ProcessInfo.processInfo.environment

    /// `LIFECYCLE_FUZZ_SEED` (decimal or 0x-hex), or the fixed default.
    static let seed = SplitMix64.seed(fromEnvironment: "LIFECYCLE_FUZZ_SEED", default: defaultSeed)

    /// `LIFECYCLE_FUZZ_SEQUENCES`, else 10,000 with `LIFECYCLE_FUZZ_LONG=1`, else 1,000.
    static let sequenceCount =
        integer("LIFECYCLE_FUZZ_SEQUENCES") ?? (values["LIFECYCLE_FUZZ_LONG"] == "1" ? 10_000 : 1_000)

    /// `LIFECYCLE_FUZZ_STEPS`: steps per sequence (24 unless set).
    static let stepCount = max(1, integer("LIFECYCLE_FUZZ_STEPS") ?? 24)

    /// `LIFECYCLE_FUZZ_ONLY`: comma-separated sequence numbers to run (all when unset).
    static let only: Set<Int>? = integerSet("LIFECYCLE_FUZZ_ONLY")

    /// `LIFECYCLE_FUZZ_SKIP_STEPS`: step numbers to leave out (to minimise a failing sequence).
    static let skippedSteps: Set<Int> = integerSet("LIFECYCLE_FUZZ_SKIP_STEPS") ?? []

    /// `LIFECYCLE_FUZZ_KEEP_STEPS`: the only step numbers to run (all when unset).
    static let keptSteps: Set<Int>? = integerSet("LIFECYCLE_FUZZ_KEEP_STEPS")

    /// Whether step `index` of a sequence runs.
    static func runsStep(_ index: Int) -> Bool {
        !skippedSteps.contains(index) && (keptSteps?.contains(index) ?? true)
    }

    /// `LIFECYCLE_FUZZ_TRACE=1`: log each step, what it acted on, and the alerts after it.
    static let trace = values["LIFECYCLE_FUZZ_TRACE"].map { $0 != "0" } ?? false

    /// `LIFECYCLE_FUZZ_IGNORE`: comma-separated invariants not to check (their names are in
    /// the failure reports), for example `leak,dimWithoutAlert` while leaks are being fixed.
    static let ignored: Set<String> = Set(
        (values["LIFECYCLE_FUZZ_IGNORE"] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        })

    /// `LIFECYCLE_FUZZ_ANIMATIONS=0` starts sequences with animations off (on, GTK's default,
    /// otherwise).
    static let animations = values["LIFECYCLE_FUZZ_ANIMATIONS"] != "0"

    /// `LIFECYCLE_FUZZ_MAX_FAILURES`: failing sequences (and crashes) before the run gives up.
    static let maximumFailures = integer("LIFECYCLE_FUZZ_MAX_FAILURES") ?? 40

    /// The first sequence a child runs (set by the parent).
    static var from: Int { integer("LIFECYCLE_FUZZ_FROM") ?? 0 }

    static func shouldRun(_ sequence: Int) -> Bool { only?.contains(sequence) ?? true }

    static func checks(_ invariant: String) -> Bool { !ignored.contains(invariant) }

    private static func integer(_ name: String) -> Int? { values[name].flatMap { Int($0) } }

    private static func integerSet(_ name: String) -> Set<Int>? {
        values[name].map { Set($0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }) }
    }
}
