/// A colour in sRGB with alpha, each 0 to 1.
public struct AlertColor: Hashable, Sendable {
    /// Red, 0 to 1 (clamped when set; NaN reads as 0).
    public var red: Double { didSet { red = Self.clamp(red) } }
    /// Green, 0 to 1 (clamped when set; NaN reads as 0).
    public var green: Double { didSet { green = Self.clamp(green) } }
    /// Blue, 0 to 1 (clamped when set; NaN reads as 0).
    public var blue: Double { didSet { blue = Self.clamp(blue) } }
    /// Alpha, 0 (transparent) to 1 (clamped when set; NaN reads as 0).
    public var alpha: Double { didSet { alpha = Self.clamp(alpha) } }

    /// Creates a colour; components are clamped to 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    // Wherever a component is set, so that no value can reach the stylesheet that CSS drops
    // (inf) or that stops the process when converted (NaN).
    private static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(1, max(0, value)) }

    /// Black.
    public static let black = AlertColor(red: 0, green: 0, blue: 0)

    /// The colour as CSS, such as `rgba(0, 0, 0, 0.4)`.
    var css: String {
        func channel(_ value: Double) -> Int { Int((value * 255).rounded()) }
        return "rgba(\(channel(red)), \(channel(green)), \(channel(blue)), \(alpha))"
    }

    /// The same colour, fully opaque.
    var opaque: AlertColor { AlertColor(red: red, green: green, blue: blue) }
}
