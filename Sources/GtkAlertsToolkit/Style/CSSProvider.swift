internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// A stylesheet that can be applied to a whole display.
@MainActor
public final class CSSProvider: Object {
    /// Priority of the theme: use it for defaults an application's own CSS should override.
    public static let fallbackPriority = 1  // GTK_STYLE_PROVIDER_PRIORITY_FALLBACK
    /// Priority for an application's own CSS.
    public static let applicationPriority = 600  // GTK_STYLE_PROVIDER_PRIORITY_APPLICATION

    /// Parse errors reported while loading, as "line:column: message".
    public private(set) var parseErrors: [String] = []

    /// Creates an empty stylesheet.
    public init() {
        super.init(adoptingReference: OpaquePointer(gtk_css_provider_new()!))
        connectParsingErrors()
    }

    /// Replaces the stylesheet's rules with `css`; errors go to `parseErrors`, not to the log.
    ///
    /// GTK reads the text up to a NUL character: anything after one is left out, and reported.
    public func load(_ css: String) {
        parseErrors = []
        gtkshim_css_provider_load(UnsafeMutablePointer(pointer), css)
        if let offset = css.utf8.firstIndex(of: 0).map({ css.utf8.distance(from: css.utf8.startIndex, to: $0) }) {
            parseErrors.append("byte \(offset + 1): a NUL character ends the stylesheet; the rest was not loaded")
        }
    }

    /// Applies the stylesheet to every widget on `display` at `priority`.
    public func apply(to display: Display, priority: Int) {
        gtk_style_context_add_provider_for_display(display.displayPointer, pointer, guint(clamping: priority))
    }

    /// Stops applying the stylesheet to `display`.
    public func remove(from display: Display) {
        gtk_style_context_remove_provider_for_display(display.displayPointer, pointer)
    }

    private func connectParsingErrors() {
        // "parsing-error" (provider, GtkCssSection *section, GError *error): taking the signal
        // keeps GTK from printing the error as a warning; we keep it for the caller instead.
        _ = connectWithTwoPointers("parsing-error") { [weak self] section, error in
            guard let self else { return false }
            var location = ""
            if let section {
                let start = gtk_css_section_get_start_location(section)!
                location = "\(start.pointee.lines + 1):\(start.pointee.line_chars + 1): "
            }
            let message = error.map { String(cString: $0.assumingMemoryBound(to: GError.self).pointee.message) } ?? "?"
            self.parseErrors.append(location + message)
            return false
        }
    }
}
