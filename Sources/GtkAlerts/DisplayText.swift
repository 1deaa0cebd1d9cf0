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
}
