internal import CGtkAlertsGtk

/// An image decoded into memory (PNG, JPEG, or any format gdk-pixbuf reads).
@MainActor
public final class Texture: Object {
    var texturePointer: OpaquePointer { pointer }

    /// Why an image could not be loaded.
    public struct LoadError: Error, CustomStringConvertible, Sendable {
        /// GLib's message, such as "Failed to open file “x.png”: No such file or directory".
        public let message: String

        /// The message, for logs.
        public var description: String { message }
    }

    /// Decodes the image file at `path`.
    ///
    /// - Throws: `LoadError` when the file is missing, unreadable or not an image.
    public convenience init(contentsOfFile path: String) throws(LoadError) {
        var error: UnsafeMutablePointer<GError>?
        let raw = gdk_texture_new_from_filename(path, &error)
        guard let raw else { throw Texture.takeError(error) }
        self.init(texture: raw)
    }

    /// Decodes an image held in memory.
    ///
    /// - Throws: `LoadError` when the bytes are not an image GTK can read.
    public convenience init(data: [UInt8]) throws(LoadError) {
        guard !data.isEmpty else { throw LoadError(message: "no image data (0 bytes)") }
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        let raw = gdk_texture_new_from_bytes(bytes, &error)
        guard let raw else { throw Texture.takeError(error) }
        self.init(texture: raw)
    }

    init(texture: OpaquePointer) {
        super.init(adoptingReference: texture)
    }

    /// Width in pixels.
    public var width: Int { Int(gdk_texture_get_width(texturePointer)) }

    /// Height in pixels.
    public var height: Int { Int(gdk_texture_get_height(texturePointer)) }

    /// The pixels, row by row, as straight (not premultiplied) RGBA bytes.
    public func rgbaPixels() -> [UInt8] {
        let stride = width * 4
        var premultipliedBGRA = [UInt8](repeating: 0, count: stride * height)
        premultipliedBGRA.withUnsafeMutableBytes {
            gdk_texture_download(texturePointer, $0.baseAddress!.assumingMemoryBound(to: UInt8.self), gsize(stride))
        }
        var rgba = [UInt8](repeating: 0, count: premultipliedBGRA.count)
        for index in Swift.stride(from: 0, to: premultipliedBGRA.count, by: 4) {
            let alpha = Int(premultipliedBGRA[index + 3])
            func unpremultiply(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
            }
            rgba[index] = unpremultiply(premultipliedBGRA[index + 2])
            rgba[index + 1] = unpremultiply(premultipliedBGRA[index + 1])
            rgba[index + 2] = unpremultiply(premultipliedBGRA[index])
            rgba[index + 3] = UInt8(alpha)
        }
        return rgba
    }

    /// The image encoded as PNG.
    public func pngData() -> [UInt8] {
        let bytes = gdk_texture_save_to_png_bytes(texturePointer)
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let data = g_bytes_get_data(bytes, &size) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: Int(size)))
    }

    /// Writes the image as a PNG file; `false` when the file cannot be written.
    @discardableResult
    public func writePNG(to path: String) -> Bool {
        gdk_texture_save_to_png(texturePointer, path) != 0
    }

    private static func takeError(_ error: UnsafeMutablePointer<GError>?) -> LoadError {
        defer { if let error { g_error_free(error) } }
        return LoadError(message: error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    }
}
