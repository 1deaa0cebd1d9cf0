public import GtkAlertsToolkit

/// A colour read back from a rendered texture, for comparing renders in tests.
public struct PixelSample: Equatable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: Int
    /// Green, 0–255.
    public var green: Int
    /// Blue, 0–255.
    public var blue: Int
    /// Alpha, 0–255.
    public var alpha: Int

    /// Creates a sample.
    public init(red: Int, green: Int, blue: Int, alpha: Int = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Perceived brightness, 0–255.
    public var luminance: Double {
        0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: PixelSample, tolerance: Int = 3) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    /// "rgba(r, g, b, a)".
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// The straight RGBA pixels of a texture, addressable by coordinate.
public struct PixelGrid: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    private let bytes: [UInt8]

    /// Reads back `texture`.
    @MainActor
    public init(_ texture: Texture) {
        width = texture.width
        height = texture.height
        bytes = texture.rgbaPixels()
    }

    /// The pixel at (`x`, `y`), clamped into the image.
    public subscript(x: Int, y: Int) -> PixelSample {
        let column = min(max(0, x), width - 1)
        let row = min(max(0, y), height - 1)
        let index = (row * width + column) * 4
        return PixelSample(
            red: Int(bytes[index]), green: Int(bytes[index + 1]), blue: Int(bytes[index + 2]),
            alpha: Int(bytes[index + 3]))
    }
}
