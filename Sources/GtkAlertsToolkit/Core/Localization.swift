internal import CGtkAlertsShim
internal import Glibc

/// An application's own gettext catalogues: binding a text domain at start-up, and looking
/// messages up in it.
///
/// GTK translates its own words (see `Toolkit.translated(_:)`); an application's text lives in
/// its own text domain, compiled to `LOCALE-DIR/LANG/LC_MESSAGES/DOMAIN.mo` by `msgfmt`.
/// Bind the domain once, before any window is built, then translate through it:
///
/// ```swift
/// Localization.bind(domain: "my-app", localeDirectory: "/usr/share/locale")
/// try Toolkit.initialize()
/// let title = Localization.translate("Add Item", domain: "my-app")   // "Eintrag hinzufügen"
/// ```
///
/// The language comes from the environment, as gettext reads it: `LANGUAGE` (a colon-separated
/// list, ignored under the `C` locale, and since glibc 2.41 under `C.UTF-8` too), then `LC_ALL`,
/// `LC_MESSAGES` and `LANG`.
/// Binding is process-wide state and belongs to the main actor; looking up is safe anywhere
/// (glibc's `dgettext` is thread-safe), so values built off the main actor can translate too.
@MainActor
package enum Localization {
    /// Makes `domain` the program's text domain, with its catalogues under `localeDirectory`.
    ///
    /// Calls `setlocale(LC_ALL, "")` so the environment's language applies (GTK does the same
    /// in `Toolkit.initialize()`), binds the domain's folder, asks for UTF-8 whatever the
    /// locale's character set, and makes the domain the default for plain `gettext`.
    ///
    /// - Parameters:
    ///   - domain: the text domain, e.g. `gtk-alerts-gallery`; names the `.mo` files.
    ///   - localeDirectory: the folder holding `LANG/LC_MESSAGES/DOMAIN.mo`, e.g.
    ///     `/usr/share/locale`; `nil` keeps the folder the domain has (the C library's
    ///     default, `/usr/share/locale` on Debian, unless bound before).
    package static func bind(domain: String, localeDirectory: String?) {
        precondition(!domain.isEmpty, "Localization.bind(domain:) needs a non-empty text domain")
        _ = setlocale(LC_ALL, "")
        if let localeDirectory { _ = bindtextdomain(domain, localeDirectory) }
        _ = bind_textdomain_codeset(domain, "UTF-8")
        _ = textdomain(domain)
    }

    /// The folder `domain`'s catalogues are read from: the one bound last, or the default.
    ///
    /// - Parameter domain: the text domain.
    /// - Returns: the folder, e.g. `/usr/share/locale`.
    package static func localeDirectory(of domain: String) -> String {
        // bindtextdomain(domain, NULL) only reports; it returns static storage: copy it now.
        guard let directory = bindtextdomain(domain, nil) else { return "" }
        return String(cString: directory)
    }

    /// `message` in the user's language, from `domain`'s catalogue; `message` itself when the
    /// catalogue has no translation for it (or there is no catalogue).
    ///
    /// The empty string comes back empty: gettext would return the catalogue's header instead.
    ///
    /// - Parameters:
    ///   - message: the English text, exactly as in the template (`msgid`).
    ///   - domain: the text domain to look in.
    /// - Returns: the translation, or `message`.
    nonisolated package static func translate(_ message: String, domain: String) -> String {
        guard !message.isEmpty, !message.utf8.contains(0), !domain.utf8.contains(0) else { return message }
        return domain.withCString { domain in
            message.withCString { message in
                // dgettext returns `message` itself when untranslated, and that buffer dies
                // with this closure: build the Swift string here, never after.
                guard let translated = dgettext(domain, message) else { return "" }
                return String(cString: translated)
            }
        }
    }

    /// `message` in the user's language, from the program's default text domain (the one
    /// `bind(domain:localeDirectory:)` made default); `message` itself when untranslated.
    ///
    /// For text a library shows on an application's behalf: the application's catalogue
    /// translates it, as it does the application's own text.
    ///
    /// - Parameter message: the English text (`msgid`).
    /// - Returns: the translation, or `message`.
    nonisolated package static func translate(_ message: String) -> String {
        guard !message.isEmpty, !message.utf8.contains(0) else { return message }
        return message.withCString { message in
            // As in translate(_:domain:): copy before the buffer goes.
            guard let translated = gettext(message) else { return "" }
            return String(cString: translated)
        }
    }

    /// The singular or plural form of a message for `count`, in the user's language.
    ///
    /// The catalogue's `Plural-Forms` rule picks the form (German has two, Polish three…);
    /// untranslated, `singular` is used for a count of 1 and `plural` for every other.
    ///
    /// - Parameters:
    ///   - singular: the English singular (`msgid`).
    ///   - plural: the English plural (`msgid_plural`).
    ///   - count: the number the message is about; its magnitude picks the form.
    ///   - domain: the text domain to look in.
    /// - Returns: the translated form, or `singular` / `plural`.
    nonisolated package static func translatePlural(
        _ singular: String, _ plural: String, count: Int, domain: String
    ) -> String {
        let english = count.magnitude == 1 ? singular : plural
        guard !singular.isEmpty, !(singular + plural + domain).utf8.contains(0) else { return english }
        return domain.withCString { domain in
            singular.withCString { singular in
                plural.withCString { plural in
                    // Like dgettext: the result may be one of the arguments' buffers.
                    guard let translated = dngettext(domain, singular, plural, UInt(count.magnitude))
                    else { return english }
                    return String(cString: translated)
                }
            }
        }
    }
}
