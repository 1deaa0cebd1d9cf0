internal import CGtk

/// Pango markup: escaping and validation without a display.
public enum Markup {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped so markup shows it literally.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\0": escaped += "\u{FFFD}"  // C strings end at NUL; show a replacement instead.
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// Parses `markup` as Pango does; returns Pango's message when it is invalid, `nil` when
    /// it is fine.
    public static func validationError(in markup: String) -> String? {
        if markup.utf8.contains(0) { return "markup contains a NUL character" }
        var error: UnsafeMutablePointer<GError>?
        let parsed = pango_parse_markup(markup, -1, 0, nil, nil, nil, &error)
        if parsed != 0 { return nil }
        defer { g_error_free(error) }
        return error.map { String(cString: $0.pointee.message) } ?? "invalid markup"
    }

    /// The text of `markup` without its tags and with entities decoded, or `nil` if invalid.
    public static func plainText(of markup: String) -> String? {
        var text: UnsafeMutablePointer<CChar>?
        guard !markup.utf8.contains(0), pango_parse_markup(markup, -1, 0, nil, &text, nil, nil) != 0,
              let text
        else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
