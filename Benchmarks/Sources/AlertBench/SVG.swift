import Glibc

/// What the bench's pictures share: text, scales, and writing the file.
enum SVG {
    /// A `<text>` element at (`x`, `y`).
    static func text(_ x: Double, _ y: Double, _ content: String, size: Int = 12) -> String {
        "<text x=\"\(Format.fixed(x, 1))\" y=\"\(Format.fixed(y, 1))\" font-size=\"\(size)\">\(content)</text>"
    }

    /// `text` with the characters XML reserves escaped.
    static func escaped(_ text: String) -> String {
        text.map { $0 == "&" ? "&amp;" : $0 == "<" ? "&lt;" : String($0) }.joined()
    }

    /// 1, 2 or 5 times a power of ten, at least `value`: an axis's end.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let power = pow(10, floor(log10(value)))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value } ?? 10 * power
    }

    /// Writes `svg` to `path`; false when there is nothing to write or it cannot.
    static func write(_ svg: String?, to path: String) -> Bool {
        guard let svg, let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(svg, file) >= 0
    }
}
