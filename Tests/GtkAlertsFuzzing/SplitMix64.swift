import Foundation

/// SplitMix64 (Steele, Lea & Flood): a tiny generator with the same sequence everywhere, so a
/// printed seed replays a run exactly.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A seed read from the environment variable `name` (decimal or 0x-hex), else `fallback`.
    static func seed(fromEnvironment name: String, default fallback: UInt64) -> UInt64 {
        guard let text = ProcessInfo.processInfo.environment[name] else { return fallback }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? fallback }
        return UInt64(text) ?? fallback
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    mutating func percent(_ chance: Int) -> Bool { below(100) < chance }

    mutating func element<T>(of array: [T]) -> T { array[below(array.count)] }
}
