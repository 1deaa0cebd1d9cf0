import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

enum FuzzExpectation {
    /// Whether a label's text is `expected`, give or take zero-width spaces (which a library
    /// may insert as break opportunities).
    static func label(_ shown: String?, shows expected: String) -> Bool {
        guard let shown else { return false }
        if shown == expected
            || shown.unicodeScalars.filter({ $0 != "\u{200B}" }) == expected.unicodeScalars.filter({ $0 != "\u{200B}" })
        {
            return true
        }
        // A long paragraph is shown broken into shorter ones (a space becomes a line break, or
        // a break is added in a long run): every other character must be there, in order.
        guard expected.utf8.count >= 4_000 else { return false }
        func visible(_ text: String) -> [Unicode.Scalar] {
            text.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "\u{200B}" }
        }
        return visible(shown) == visible(expected)
    }

    /// What a label shows for plain text: NUL replaced (C strings end there).
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains("\0") else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }

    /// What escaped markup should read back as: the value itself, NUL replaced, and line ends
    /// normalised as XML does (CR LF and lone CR become LF; Pango shows all three as a break).
    static func literal(_ value: String) -> String { normalizingLineEnds(sanitized(value)) }

    /// What a label shows for valid markup: Pango's text, except that a CR from `&#13;` becomes
    /// LF too (GtkLabel re-escapes the text for its link parser, leaving CR raw).
    static func shownByLabel(markup: String) -> String {
        normalizingLineEnds(Markup.plainText(of: markup) ?? "")
    }

    /// CR LF and lone CR as LF.
    static func normalizingLineEnds(_ text: String) -> String {
        guard text.unicodeScalars.contains("\r") else { return text }
        var result = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            result.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(result)
    }

    /// `.markup` with interpolated values, and the plain text it should show.
    static func interpolated(template: Int, value: String, other: String, index: Int) -> (
        text: AlertText, expected: String
    ) {
        let v = literal(value)
        let o = literal(other)
        switch template {
        case 0:
            return (.markup("\(value)"), v)
        case 1:
            return (.markup("Delete <b>\(value)</b>?"), "Delete \(v)?")
        case 2:
            return (
                .markup("<span foreground=\"#c01c28\" size=\"large\">\(value)</span> &amp; <i>\(other)</i>"),
                "\(v) & \(o)"
            )
        default:
            return (.markup("<tt>\(value)</tt><sub>\(index)</sub>\(other)"), "\(v)\(index)\(o)")
        }
    }
}
