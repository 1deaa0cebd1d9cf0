internal import CGtkAlertsGtk

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

    /// The largest font size markup may ask for, in points (pixels for an absolute size).
    ///
    /// FreeType makes no font much past 65,535 pixels: Pango then warns and draws the text
    /// unreadably, so a size that could get there counts as invalid markup.
    public static let largestFontSize = 1000
    /// The largest scale factor markup may ask for (`<big>`, `size="larger"`, nested or not).
    public static let largestFontScale = 10.0

    /// Parses `markup` as Pango does; returns Pango's message when it is invalid (or a font
    /// size or scale above `largestFontSize` and `largestFontScale`), `nil` when it is fine.
    public static func validationError(in markup: String) -> String? {
        if markup.utf8.contains(0) { return "markup contains a NUL character" }
        var error: UnsafeMutablePointer<GError>?
        var attributes: OpaquePointer?
        let parsed = pango_parse_markup(markup, -1, 0, &attributes, nil, nil, &error)
        guard parsed != 0 else {
            defer { g_error_free(error) }
            return error.map { String(cString: $0.pointee.message) } ?? "invalid markup"
        }
        guard let attributes else { return nil }
        defer { pango_attr_list_unref(attributes) }
        return fontSizeError(in: attributes)
    }

    /// Why a font in `attributes` would be too large to draw, or `nil`.
    private static func fontSizeError(in attributes: OpaquePointer) -> String? {
        let list = pango_attr_list_get_attributes(attributes)
        defer { g_slist_free_full(list) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        var node = list
        while let current = node {
            node = current.pointee.next
            guard let attribute = current.pointee.data else { continue }
            let type = attribute.assumingMemoryBound(to: PangoAttribute.self).pointee.klass.pointee.type
            var size: Int32?
            switch type {
            case PANGO_ATTR_SIZE, PANGO_ATTR_ABSOLUTE_SIZE:
                size = attribute.assumingMemoryBound(to: PangoAttrSize.self).pointee.size
            case PANGO_ATTR_FONT_DESC:
                size = pango_font_description_get_size(
                    attribute.assumingMemoryBound(to: PangoAttrFontDesc.self).pointee.desc)
            case PANGO_ATTR_SCALE:
                let scale = attribute.assumingMemoryBound(to: PangoAttrFloat.self).pointee.value
                if !(scale <= largestFontScale) {
                    return "font scale \(scale) is too large (at most \(largestFontScale))"
                }
            default:
                break
            }
            if let size, size > Int32(largestFontSize) * PANGO_SCALE {
                return "font size \(size / PANGO_SCALE) is too large (at most \(largestFontSize))"
            }
        }
        return nil
    }

    /// The text of `markup` without its tags and with entities decoded, or `nil` if invalid
    /// (as `validationError` finds it).
    public static func plainText(of markup: String) -> String? {
        var text: UnsafeMutablePointer<CChar>?
        var attributes: OpaquePointer?
        guard !markup.utf8.contains(0), pango_parse_markup(markup, -1, 0, &attributes, &text, nil, nil) != 0
        else { return nil }
        defer {
            g_free(text)
            if let attributes { pango_attr_list_unref(attributes) }
        }
        guard let text else { return nil }
        if let attributes, fontSizeError(in: attributes) != nil { return nil }
        return String(cString: text)
    }
}
