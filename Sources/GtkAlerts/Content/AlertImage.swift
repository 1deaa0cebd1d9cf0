/// An image shown in an alert: a themed icon, a file, or encoded bytes, at a size.
public struct AlertImage: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case icon(String)
        case file(String)
        case data([UInt8])
    }

    let source: Source

    /// Width in pixels; icons are drawn square at this size.
    ///
    /// Shown clamped to 1…1024.
    public var width: Int
    /// Height in pixels; pictures are scaled to fit `width` × `height`, keeping their aspect.
    ///
    /// Shown clamped to 1…1024.
    public var height: Int

    /// The width drawn: no size GTK cannot represent, and none that would push the card off
    /// any screen.
    var shownWidth: Int { min(max(1, width), AlertMetrics.maximumImageSide) }

    /// The height drawn, clamped as `shownWidth` is.
    var shownHeight: Int { min(max(1, height), AlertMetrics.maximumImageSide) }

    /// A themed icon, such as `dialog-warning-symbolic`, drawn `pixelSize` pixels square.
    public static func icon(_ name: String, pixelSize: Int = 64) -> AlertImage {
        AlertImage(source: .icon(name), width: pixelSize, height: pixelSize)
    }

    /// A PNG, JPEG or other image file, scaled to fit `width` × `height` pixels.
    public static func file(_ path: String, width: Int = 160, height: Int = 120) -> AlertImage {
        AlertImage(source: .file(path), width: width, height: height)
    }

    /// An encoded PNG or JPEG held in memory, scaled to fit `width` × `height` pixels.
    public static func data(_ bytes: [UInt8], width: Int = 160, height: Int = 120) -> AlertImage {
        AlertImage(source: .data(bytes), width: width, height: height)
    }

    var sourceDescription: String {
        switch source {
        case .icon(let name): "icon \(name.debugDescription)"
        case .file(let path): "file \(path.debugDescription)"
        case .data(let bytes): "\(bytes.count) bytes of image data"
        }
    }
}
