internal import GtkAlertsToolkit

/// Text shown in an alert: plain, or Pango markup whose interpolated values are escaped.
///
/// String literals and interpolations make plain text, shown exactly as written. Markup is
/// opted into explicitly, and text interpolated into it is escaped, so a user's `<b>` or `&`
/// can never break or restyle the alert:
///
/// ```swift
/// let name = "Tom & Jerry's <list>"
/// AlertText.markup("Delete <b>\(name)</b>?")   // shows: Delete **Tom & Jerry's <list>**?
/// ```
public struct AlertText: Equatable, Sendable, ExpressibleByStringInterpolation {
    enum Representation: Equatable, Sendable {
        case plain(String)
        case markup(String)
    }

    let representation: Representation

    /// Plain text, shown literally.
    public init(_ text: String) {
        representation = .plain(text)
    }

    /// Plain text from a literal.
    public init(stringLiteral value: String) {
        representation = .plain(value)
    }

    /// Plain text from an interpolated literal.
    public init(stringInterpolation: DefaultStringInterpolation) {
        representation = .plain(String(stringInterpolation: stringInterpolation))
    }

    /// Markup written in code, with every interpolated value escaped.
    ///
    /// Invalid markup (say, an unclosed tag in the literal) is shown literally instead, and
    /// reported through the alert's `onContentError` handler.
    public static func markup(_ markup: EscapedMarkup) -> AlertText {
        AlertText(representation: .markup(markup.markup))
    }

    /// Markup checked now: throws when Pango cannot parse it.
    ///
    /// - Throws: `AlertContentError.invalidMarkup` with Pango's message.
    public init(validatingMarkup markup: String) throws(AlertContentError) {
        if let message = Markup.validationError(in: markup) {
            throw .invalidMarkup(markup: markup, reason: message)
        }
        representation = .markup(markup)
    }

    /// Markup as given, unchecked; invalid markup falls back to literal text when shown.
    public static func unvalidatedMarkup(_ markup: String) -> AlertText {
        AlertText(representation: .markup(markup))
    }

    private init(representation: Representation) {
        self.representation = representation
    }

    /// The text without markup, as a screen reader would read it.
    public var plainText: String {
        switch representation {
        case .plain(let text): text
        case .markup(let markup): Markup.plainText(of: markup) ?? markup
        }
    }

    /// How long the text is as written, in UTF-8 bytes (markup counted with its tags).
    var writtenLength: Int {
        switch representation {
        case .plain(let text), .markup(let text): text.utf8.count
        }
    }

    /// Whether there is nothing to show.
    public var isEmpty: Bool {
        switch representation {
        case .plain(let text), .markup(let text): text.isEmpty
        }
    }
}

/// A markup literal whose interpolated values are escaped; made by `AlertText.markup(_:)`.
public struct EscapedMarkup: Equatable, Sendable, ExpressibleByStringInterpolation {
    let markup: String

    /// A literal with no interpolations: markup as written.
    public init(stringLiteral value: String) {
        markup = value
    }

    /// A literal with interpolations: the literal parts are markup, the values are escaped.
    public init(stringInterpolation: Interpolation) {
        markup = stringInterpolation.markup
    }

    /// Collects the pieces of an `EscapedMarkup` literal.
    public struct Interpolation: StringInterpolationProtocol {
        var markup = ""

        /// Reserves space for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            markup.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// A literal part: markup, kept as written.
        public mutating func appendLiteral(_ literal: String) {
            markup += literal
        }

        /// An interpolated value: escaped, so it shows literally.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            markup += Markup.escape(value.description)
        }

        /// Markup from elsewhere that is already valid, inserted without escaping.
        public mutating func appendInterpolation(raw markupFragment: String) {
            markup += markupFragment
        }
    }
}
