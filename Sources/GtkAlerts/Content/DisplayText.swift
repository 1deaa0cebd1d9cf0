/// User text made safe to hand to GTK.
///
/// C strings end at NUL, so NUL becomes U+FFFD instead of silently cutting the text. For
/// labels, long runs without a break opportunity get a zero-width space between grapheme
/// clusters: labels wrap at word boundaries only, because Pango's word-and-character mode
/// aborts the process when it must split a cluster drawn with two fonts (found by fuzzing:
/// `" \u{064B}\u{0656}"`), and unbroken runs are also where wrapping gets slow.
enum DisplayText {
    /// The longest run of characters without a break opportunity a label gets.
    static let longestUnbrokenRun = 24  // grapheme clusters

    /// `text` for a C string: NUL replaced.
    static func cString(_ text: String) -> String {
        guard text.unicodeScalars.contains("\0") else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }

    /// `text` for a wrapping label: NUL replaced, and long unbroken runs given break points.
    static func label(_ text: String) -> String {
        let safe = cString(text)
        var result = ""
        result.reserveCapacity(safe.utf8.count)
        var run = 0
        for character in safe {
            if character.isWhitespace || character == "\u{200B}" || character == "-" {
                run = 0
            } else {
                run += 1
                if run > longestUnbrokenRun {
                    result.append("\u{200B}")
                    run = 1
                }
            }
            result.append(character)
        }
        return result
    }

    /// The longest paragraph a long text's view gets, in characters.
    static let longestParagraph = 1_000  // characters

    /// `text` for a long text's view: as `label(_:)`, with paragraphs longer than
    /// `longestParagraph` broken at a sentence end or a space near the limit.
    ///
    /// A text view lays out lazily, paragraph by paragraph: one 100 kB paragraph is laid out
    /// whole before the first frame (a second), short ones only as they come into view.
    static func longText(_ text: String) -> String {
        label(text).split(separator: "\n", omittingEmptySubsequences: false)
            .map { brokenParagraph(Array($0)) }
            .joined(separator: "\n")
    }

    /// `paragraph` broken into lines of at most `longestParagraph` characters.
    private static func brokenParagraph(_ paragraph: [Character]) -> String {
        var result = ""
        var rest = paragraph[...]
        while rest.count > longestParagraph {
            let window = rest[(rest.startIndex + longestParagraph / 2)..<(rest.startIndex + longestParagraph)]
            let afterSentence = window.indices.last { rest[$0] == " " && ".!?".contains(rest[$0 - 1]) }
            let cut = afterSentence ?? window.lastIndex(where: \.isWhitespace) ?? window.endIndex
            result.append(contentsOf: rest[..<cut])
            result.append("\n")
            rest = rest[cut...]
            if rest.first?.isWhitespace == true { rest = rest.dropFirst() }
        }
        result.append(contentsOf: rest)
        return result
    }
}
