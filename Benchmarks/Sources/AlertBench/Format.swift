/// Number formatting without Foundation.
enum Format {
    /// `value` with exactly `decimals` digits after the point: `fixed(3.14159, 2)` is "3.14".
    static func fixed(_ value: Double, _ decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "n/a" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count) + digits
    }

    /// Milliseconds as the report shows them: "12.34 ms".
    static func milliseconds(_ value: Double) -> String { "\(fixed(value, 2)) ms" }

    /// Millions, as instruction counts show: "12.3M".
    static func millions(_ value: Double) -> String { "\(fixed(value / 1e6, 1))M" }

    /// `fixed`, with a "+" before a value above zero: for differences.
    static func signed(_ value: Double, _ decimals: Int) -> String {
        (value > 0 ? "+" : "") + fixed(value, decimals)
    }

    /// `text` padded with spaces to `width`, on the left (`right`-aligned) or the right.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
