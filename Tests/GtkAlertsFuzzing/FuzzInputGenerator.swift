import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// Generates fuzz inputs by class, and whole cases; counts every string it hands out.
struct FuzzInputGenerator {
    private var random: SplitMix64
    private(set) var inputCount = 0
    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func randomClass() -> InputClass { random.element(of: InputClass.allCases) }

    /// One input of `inputClass`.
    mutating func input(_ inputClass: InputClass) -> String {
        inputCount += 1
        return rawInput(inputClass)
    }

    private mutating func rawInput(_ inputClass: InputClass) -> String {
        switch inputClass {
        case .scalars: return randomScalars(count: random.inRange(0...48))
        case .markup: return mutatedMarkup()
        case .entities: return entities()
        case .nul: return withNULs()
        case .combining: return combiningStacks()
        case .rightToLeft: return rightToLeft()
        case .emoji: return emoji()
        }
    }

    // MARK: Cases

    mutating func regularCase(index: Int) -> FuzzCase {
        let inputClass = InputClass.allCases[index % InputClass.allCases.count]
        let title: FuzzText? = random.percent(90) ? text(inputClass) : nil
        let messages = (0..<random.inRange(0...2)).map { _ in text(random.percent(70) ? inputClass : randomClass()) }
        let buttons = (0..<random.inRange(0...3)).map { number in
            button(number: number, label: input(random.percent(60) ? inputClass : randomClass()))
        }
        var field: FuzzField?
        if random.percent(30) {
            field = FuzzField(
                placeholder: input(random.percent(60) ? inputClass : randomClass()),
                initialText: input(random.percent(60) ? inputClass : randomClass()),
                isSecure: random.percent(20))
        }
        return FuzzCase(
            index: index, inputClass: inputClass.rawValue, title: title, messages: messages, buttons: buttons,
            field: field, presentation: random.percent(15) ? .window : .inWindow,
            layout: random.element(of: [.automatic, .automatic, .horizontal, .vertical]))
    }

    mutating func manyButtonsCase(index: Int) -> FuzzCase {
        let buttons = (0..<50).map { number in button(number: number, label: input(randomClass())) }
        return FuzzCase(
            index: index, inputClass: "50 buttons", title: text(randomClass()), messages: [], buttons: buttons,
            field: nil, presentation: index.isMultiple(of: 300) ? .window : .inWindow,
            layout: random.element(of: [.automatic, .horizontal, .vertical]))
    }

    /// Alerts carrying 100 kB strings, each in a different place.
    mutating func hugeCases() -> [FuzzCase] {
        let strings = (0..<7).map { hugeString(kind: $0) }
        if let directory = FuzzEnvironment.dumpDirectory {
            for (kind, text) in strings.enumerated() {
                try? text.write(toFile: "\(directory)/huge\(kind).txt", atomically: true, encoding: .utf8)
            }
        }
        inputCount += strings.count + 1
        func make(
            _ number: Int, title: FuzzText?, messages: [FuzzText], buttons: [FuzzButton] = [],
            field: FuzzField? = nil, presentation: AlertPresentation = .inWindow
        ) -> FuzzCase {
            FuzzCase(
                index: -1 - number, inputClass: "100 kB", title: title, messages: messages, buttons: buttons,
                field: field, presentation: presentation, layout: .automatic)
        }
        // 100 kB without a break opportunity takes Pango many minutes to wrap (its character
        // fallback is quadratic), so it goes where nothing wraps: the entry, its placeholder and
        // a button id; the title (in a label, and the window's title) gets 2,000 characters of
        // it, which already take about half a second.
        let unbreakable = strings[1]
        return [
            make(0, title: .plain("Words"), messages: [.plain(strings[0])]),
            make(
                1, title: .plain(String(unbreakable.prefix(2_000))), messages: [],
                buttons: [FuzzButton(label: "OK", id: unbreakable, role: .suggested)],
                field: FuzzField(placeholder: unbreakable, initialText: unbreakable, isSecure: false),
                presentation: .window),
            make(2, title: .plain("Marks"), messages: [.plain(strings[2])]),
            make(
                3, title: .plain("RTL"), messages: [],
                buttons: [FuzzButton(label: strings[3], id: "huge", role: .regular)]),
            make(
                4, title: .plain(strings[4]), messages: [],
                field: FuzzField(placeholder: "p", initialText: strings[4], isSecure: true)),
            make(5, title: .validatingMarkup(strings[5]), messages: []),
            make(6, title: .plain("Bad markup"), messages: [.unvalidatedMarkup(strings[6])]),
        ]
    }

    private mutating func button(number: Int, label: String) -> FuzzButton {
        // Ids are fuzzed too, kept unique with a numbered prefix.
        let id = "\(number):" + input(randomClass())
        return FuzzButton(
            label: label, id: id, role: random.element(of: [.regular, .cancel, .destructive, .suggested]))
    }

    /// A text of `inputClass`, as plain text, markup (three ways) or interpolated values.
    private mutating func text(_ inputClass: InputClass) -> FuzzText {
        let markupLike = inputClass == .markup || inputClass == .entities
        switch random.below(10) {
        case 0...2 where !markupLike:
            return .plain(input(inputClass))
        case 0...2:
            return random.percent(50) ? .plain(input(inputClass)) : .unvalidatedMarkup(input(inputClass))
        case 3...4:
            return .unvalidatedMarkup(markupLike ? input(inputClass) : wrapInTags(input(inputClass)))
        case 5...6:
            return .validatingMarkup(markupLike ? input(inputClass) : wrapInTags(input(inputClass)))
        default:
            return .interpolated(template: random.below(4), value: input(inputClass), other: input(randomClass()))
        }
    }

    private mutating func wrapInTags(_ text: String) -> String {
        switch random.below(4) {
        case 0: "<b>\(text)</b>"
        case 1: "<span foreground=\"blue\" size=\"x-large\">\(text)</span> <i>tail</i>"
        case 2: "<markup>\(text)</markup>"
        default: text
        }
    }

    // MARK: Classes

    private static let specials: [Unicode.Scalar] = [
        "\u{FFFD}", "\u{FFFC}", "\u{FEFF}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}",
        "\u{2028}", "\u{2029}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
        "\u{2067}", "\u{2068}", "\u{2069}", "\u{061C}", "\u{00AD}", "\u{034F}", "\u{180E}", "\u{FFFE}",
        "\u{FFFF}", Unicode.Scalar(0xFDD0)!, "\u{1FFFE}", "\u{10FFFF}", "\u{E0001}", "\u{E007F}", "\u{0085}",
        "\u{00A0}",
        "\u{3000}", "\u{1D11E}", "\u{FDFD}", "\u{A9C1}", "\u{0E01}", "\u{0BCD}", "\u{1F1E6}", "\u{FE0F}",
    ]
    private static let markupCharacters: [Unicode.Scalar] = [
        "<", ">", "&", ";", "/", "\"", "'", "=", "#", "!", "?", "[", "]",
    ]
    private static let whitespace: [Unicode.Scalar] = [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"]

    private mutating func randomScalar() -> Unicode.Scalar {
        switch random.below(10) {
        case 0...2:
            return Unicode.Scalar(UInt8(random.inRange(0x20...0x7E)))
        case 3:
            let controls = Array(0x00...0x1F) + Array(0x7F...0x9F)
            return Unicode.Scalar(UInt32(random.element(of: controls)))!
        case 4:
            let value = UInt32(random.inRange(0x80...0xFFFF))
            return Unicode.Scalar(value) ?? "\u{FFFD}"  // surrogates are not scalars
        case 5:
            return Unicode.Scalar(UInt32(random.inRange(0x1_0000...0x10_FFFF)))!
        case 6:
            return random.element(of: Self.specials)
        case 7:
            return random.element(of: Self.markupCharacters)
        case 8:
            return random.element(of: Self.whitespace)
        default:
            return Unicode.Scalar(
                UInt32(random.element(of: [random.inRange(0xE000...0xF8FF), random.inRange(0xF_0000...0xF_FFFD)])))!
        }
    }

    private mutating func randomScalars(count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<count { scalars.append(randomScalar()) }
        return String(scalars)
    }

    static let validMarkup = [
        "<b>bold</b> and <i>italic</i>",
        "Delete <b>“Groceries”</b>? This <u>cannot</u> be undone.",
        "<span foreground=\"red\" size=\"x-large\">Big red</span> text",
        "<span font_desc=\"Sans Italic 12\" weight=\"bold\">described</span>",
        "<tt>mono</tt> <s>strike</s> <sub>2</sub><sup>3</sup> <small>small</small> <big>big</big>",
        "<markup><b>rooted</b> markup</markup>",
        "<span underline=\"double\" strikethrough=\"true\" style=\"italic\" variant=\"smallcaps\">x</span>",
        "<span letter_spacing=\"2048\" rise=\"3000\" line_height=\"1.5\">spaced</span>",
        "<span bgcolor=\"#00ff0080\" alpha=\"50%\" bgalpha=\"20%\" underline_color=\"blue\">colours</span>",
        "&amp; &lt; &gt; &quot; &apos; &#169; &#x1F600; &#65;",
        "<span size=\"xx-large\"><span size=\"smaller\"><span size=\"larger\">nested</span></span></span>",
        "<span lang=\"he\" gravity=\"east\" gravity_hint=\"strong\" fallback=\"false\">שלום</span>",
        "<span font_features=\"liga=0, smcp\" stretch=\"condensed\" font_family=\"Monospace\">features</span>",
        "<span insert_hyphens=\"false\" allow_breaks=\"false\" show=\"spaces|line-breaks\">no breaks</span>",
        "<span text_transform=\"uppercase\" baseline_shift=\"superscript\" font_scale=\"subscript\">1.50</span>",
        "line one\nline two<span weight=\"900\">\u{2028}heavy</span>",
        "",
    ]
    private static let tags = ["b", "i", "u", "s", "tt", "sub", "sup", "small", "big", "span", "markup"]
    private static let unknownTags = [
        "<blink>", "<a href=\"https://example.com\">", "</a>", "<br/>", "<p>", "<script>", "<?xml version=\"1.0\"?>",
        "<!-- comment -->", "<![CDATA[<b>]]>", "<!DOCTYPE markup>", "<b/>", "<>", "</>", "<b", "<span <b>>",
    ]
    private static let badAttributes = [
        " foo=\"bar\"", " size=\"-1\"", " size=\"0\"", " size=\"2147483647\"", " size=\"99999999999999\"",
        " size=\"1e400\"", " size=10", " weight=\"heavyish\"", " foreground=\"#12345\"", " foreground=\"\"",
        " font_desc=\"\"", " font_desc=\"Sans 1000000\"", " letter_spacing=\"-99999999\"", " rise=\"99999999999\"",
        " line_height=\"1e30\"", " alpha=\"200%\"", " size=\"12\" size=\"13\"", " font=\"Sans -5\"",
        " gravity=\"sideways\"", " font_features=\"\u{0}\"", " lang=\"\"", " size=\"xx-large\" weight=\"1000\"",
        " letter_spacing=\"2147483647\"", " rise=\"-2147483648\"", " font_scale=\"bogus\"", " size=\"300%\"",
    ]
    private static let validEntities = [
        "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#169;", "&#x1F600;", "&#65;", "&#x41;", "&#10;",
        "&#x10FFFF;", "&#9;", "&#x202E;", "&#x200D;", "&#13;", "&#x1;",
    ]
    private static let invalidEntities = [
        "&bogus;", "&nbsp;", "&copy;", "&", "&amp", "&;", "&#;", "&#x;", "&#0;", "&#x0;", "&#xD800;",
        "&#55296;", "&#xDFFF;", "&#x110000;", "&#99999999999999999999;", "&#-1;", "&#xFFFE;", "&#xFFFF;",
        "&AMP;", "&#X41;", "&#x 41;", "&#xG;", "&&;", "&lt", "&#65", "& amp;",
    ]

    /// Valid markup, mutated one to six times.
    private mutating func mutatedMarkup() -> String {
        var scalars = Array(random.element(of: Self.validMarkup).unicodeScalars)
        for _ in 0..<random.inRange(1...6) {
            let position = random.below(scalars.count + 1)
            switch random.below(9) {
            case 0:  // insert a character
                let scalar = random.percent(50) ? random.element(of: Self.markupCharacters) : randomScalar()
                scalars.insert(scalar, at: position)
            case 1:  // delete a run
                guard !scalars.isEmpty else { continue }
                let start = random.below(scalars.count)
                scalars.removeSubrange(start..<min(scalars.count, start + random.inRange(1...4)))
            case 2:  // duplicate a run
                guard !scalars.isEmpty else { continue }
                let start = random.below(scalars.count)
                let run = scalars[start..<min(scalars.count, start + random.inRange(1...12))]
                scalars.insert(contentsOf: run, at: position)
            case 3:  // an unbalanced tag
                let tag = random.element(of: Self.tags)
                scalars.insert(contentsOf: (random.percent(50) ? "<\(tag)>" : "</\(tag)>").unicodeScalars, at: position)
            case 4:  // an unknown tag or XML oddity
                scalars.insert(contentsOf: random.element(of: Self.unknownTags).unicodeScalars, at: position)
            case 5:  // a bad attribute, in an existing tag when there is one
                let attribute = random.element(of: Self.badAttributes).unicodeScalars
                let tagEnds = scalars.indices.filter { scalars[$0] == ">" && $0 > 0 && scalars[$0 - 1] != "/" }
                if !tagEnds.isEmpty {
                    scalars.insert(contentsOf: attribute, at: random.element(of: tagEnds))
                } else {
                    scalars.insert(
                        contentsOf: "<span\(String(String.UnicodeScalarView(attribute)))>x</span>".unicodeScalars,
                        at: position)
                }
            case 6:  // an entity
                let entity =
                    random.percent(50)
                    ? random.element(of: Self.validEntities) : random.element(of: Self.invalidEntities)
                scalars.insert(contentsOf: entity.unicodeScalars, at: position)
            case 7:  // whitespace before everything (XML and ASCII disagree on \v and \f)
                scalars.insert(
                    contentsOf: (0..<random.inRange(1...3)).map { _ in random.element(of: Self.whitespace) }, at: 0)
            default:  // a well-formed span with a bad attribute
                let span =
                    "<span\(random.element(of: Self.badAttributes))>\(random.element(of: ["x", "", "שלום", "👨‍👩‍👧"]))</span>"
                scalars.insert(contentsOf: span.unicodeScalars, at: position)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private mutating func entities() -> String {
        var text = ""
        for _ in 0..<random.inRange(1...8) {
            switch random.below(3) {
            case 0: text += random.element(of: Self.validEntities)
            case 1: text += random.element(of: Self.invalidEntities)
            default: text += random.element(of: ["Tom ", " & ", "Jerry", "<b>", "</b>", " ", "x"])
            }
        }
        return text
    }

    private mutating func withNULs() -> String {
        var scalars = Array(
            random.percent(50)
                ? randomScalars(count: random.inRange(0...20)).unicodeScalars : "before after".unicodeScalars)
        for _ in 0..<random.inRange(1...4) {
            let position = random.element(of: [0, scalars.count, random.below(scalars.count + 1)])
            scalars.insert("\0", at: position)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x064B...0x065F, 0x1AB0...0x1ABE,
        0x1DC0...0x1DFF, 0x20D0...0x20F0, 0xFE20...0xFE2F, 0x0E31...0x0E3A,
    ]

    private mutating func combiningMark() -> Unicode.Scalar {
        let range = random.element(of: Self.combiningRanges)
        return Unicode.Scalar(range.lowerBound + UInt32(random.below(range.count)))!
    }

    /// One to three stacks of 50 combining marks (sometimes with no base character).
    private mutating func combiningStacks() -> String {
        var scalars = String.UnicodeScalarView()
        for stack in 0..<random.inRange(1...3) {
            if stack > 0 || random.percent(80) {
                scalars.append(random.element(of: ["a", "e", "Z", "ק", "ع", "ก", "😀", " ", "\n", "<"]))
            }
            for _ in 0..<50 { scalars.append(combiningMark()) }
        }
        return String(scalars)
    }

    private static let rtlPieces = [
        "שלום עולם", "מחק את הקובץ?", "לבטל", "مرحبا بالعالم", "حذف الملف؟", "إلغاء", "۱۲۳۴", "١٢٣",
        "file.txt", "123", "(", ")", "[", " ", "!", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{061C}", "ﷺ", "ﻻ",
    ]

    private mutating func rightToLeft() -> String {
        (0..<random.inRange(1...10)).map { _ in random.element(of: Self.rtlPieces) }.joined()
    }

    private static let emojiPieces = [
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "🏴‍☠️", "👩🏽‍💻", "🧑🏿‍🤝‍🧑🏻", "❤️‍🔥", "🇺🇳", "🇩🇪🇫🇷", "1️⃣", "#️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
        "\u{200D}", "👨\u{200D}\u{200D}👩", "\u{FE0F}", "\u{1F3FB}", "🇦", "👍🏼", "🫱🏻‍🫲🏿", "😀", " ", "a",
    ]

    private mutating func emoji() -> String {
        if random.percent(20) {  // a long chain of random emoji joined by ZWJ
            let chain = (0..<random.inRange(2...20)).map { _ in
                String(Unicode.Scalar(UInt32(random.inRange(0x1F300...0x1F64F)))!)
            }
            return chain.joined(separator: "\u{200D}")
        }
        return (0..<random.inRange(1...10)).map { _ in random.element(of: Self.emojiPieces) }.joined()
    }

    /// About 100 kB (UTF-8) of one kind of text.
    private mutating func hugeString(kind: Int) -> String {
        let target = 100_000
        var text = ""
        text.reserveCapacity(target + 200)
        while text.utf8.count < target {
            switch kind {
            case 0: text += random.element(of: ["lorem ", "ipsum ", "dolor ", "sit ", "amet, ", "consectetur\n"])
            case 1: text += String(repeating: "x", count: 64)  // no break opportunity at all
            case 2: text += combiningStacks()
            case 3: text += rightToLeft()
            case 4: text += emoji()
            case 5: text += "<b>bold</b> <i>italic</i> &amp; <span foreground=\"red\">red</span> "
            default: text += entities() + mutatedMarkup()
            }
        }
        return text
    }
}
