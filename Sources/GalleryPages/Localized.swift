internal import GtkAlertsToolkit

/// The gallery's gettext text domain: its catalogues are `LANG/LC_MESSAGES/gtk-alerts-gallery.mo`
/// (`po/`), bound at start-up with `Localization.bind(domain:localeDirectory:)`.
public let galleryTextDomain = "gtk-alerts-gallery"

/// `message` in the user's language, from the gallery's catalogue; `message` itself when it
/// has no translation.
///
/// Every user-visible gallery string goes through this (or `localizedPlural`), written as one
/// single-line string literal so that `xgettext` can extract it into `po/gtk-alerts-gallery.pot`
/// (see po/README.md). Interpolation cannot be extracted: put a `{placeholder}` in the message
/// and use `localized(_:with:)`.
///
/// ```swift
/// Button(label: localized("Add Item"))
/// ```
///
/// - Parameter message: the English text, a literal.
/// - Returns: the translation, or `message`.
public func localized(_ message: String) -> String {
    Localization.translate(message, domain: galleryTextDomain)
}

/// `message` in the user's language, with each `{name}` placeholder replaced by `values["name"]`.
///
/// Placeholders are named, so translators see what goes where and may reorder them; a
/// translation that drops one still shows, and text in the values is never read as a
/// placeholder itself. Add a `// TRANSLATORS:` comment on the line before when the names do
/// not say enough.
///
/// ```swift
/// // TRANSLATORS: {name} is the item's name, as the user typed it.
/// localized("Delete {name}", with: ["name": item.name])
/// ```
///
/// - Parameters:
///   - message: the English text with `{name}` placeholders, a literal.
///   - values: the text for each placeholder, by name; unknown names stay as written.
/// - Returns: the translation (or `message`) with the placeholders filled in.
public func localized(_ message: String, with values: [String: String]) -> String {
    fillingPlaceholders(in: localized(message), with: values)
}

/// The singular or plural form of a message for `count`, in the user's language, with
/// `{count}` replaced by the number.
///
/// The language's plural rule picks the form (German has two, Polish three); both English
/// forms are literals for `xgettext` to extract.
///
/// ```swift
/// localizedPlural("{count} item", "{count} items", items.count)   // "1 item", "3 items"
/// ```
///
/// - Parameters:
///   - singular: the English text for one, a literal.
///   - plural: the English text for any other number, a literal.
///   - count: the number, which picks the form and fills `{count}`.
/// - Returns: the form for `count`, with `{count}` filled in.
public func localizedPlural(_ singular: String, _ plural: String, _ count: Int) -> String {
    let form = Localization.translatePlural(singular, plural, count: count, domain: galleryTextDomain)
    return fillingPlaceholders(in: form, with: ["count": String(count)])
}

/// `template` with each `{name}` whose name is in `values` replaced, in one pass from the
/// start, so replaced text is never scanned again.
func fillingPlaceholders(in template: String, with values: [String: String]) -> String {
    guard !values.isEmpty else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let afterOpen = rest.index(after: open)
        guard let close = rest[afterOpen...].firstIndex(of: "}"),
            let value = values[String(rest[afterOpen..<close])]
        else {
            result += "{"
            rest = rest[afterOpen...]
            continue
        }
        result += value
        rest = rest[rest.index(after: close)...]
    }
    result += rest
    return result
}
