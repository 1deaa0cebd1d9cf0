/// A colour in sRGB with alpha, each 0 to 1.
public struct AlertColor: Hashable, Sendable {
    /// Red, 0 to 1.
    public var red: Double
    /// Green, 0 to 1.
    public var green: Double
    /// Blue, 0 to 1.
    public var blue: Double
    /// Alpha, 0 (transparent) to 1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
    }

    /// Black.
    public static let black = AlertColor(red: 0, green: 0, blue: 0)

    /// The colour as CSS, e.g. `rgba(0, 0, 0, 0.40)`.
    var css: String {
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(alpha))"
    }
}
