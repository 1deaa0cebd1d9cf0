import Foundation
import Gtk
import GtkAlerts
import GtkTestSupport
import XCTest

/// Deterministic fuzzing of everything an app hands an alert as text: titles, messages, markup
/// (unvalidated, validated, and escaped interpolation), button labels and ids, and the text
/// field's initial text and placeholder.
///
/// Every alert is presented for real (its widgets are built and measured, which is where bad
/// text would crash or log a GTK critical, fatal under `G_DEBUG=fatal-criticals`) and dismissed
/// at once: waiting for broadway's once-a-second paint per alert would take hours. One test
/// does wait for layout and a rendered frame, for a handful of the nastiest inputs.
///
/// Reproducing a failure: the seed is printed; run with `ALERT_FUZZ_SEED=<seed>` to replay it,
/// `ALERT_FUZZ_ONLY=<case>` to present just one case (the others are still generated, so the
/// sequence is the same), and `ALERT_FUZZ_TRACE=1` to print each case before it is presented
/// (the last line before a crash is the culprit).
final class AlertFuzzTests: XCTestCase {
    /// Regular alerts in the main run (each carries about six generated inputs).
    static let caseCount = 2_100
    /// Every this many cases, an alert with 50 buttons instead.
    static let manyButtonsEvery = 100
    /// The main loop runs a little every this many alerts (window teardown, idle releases).
    static let settleEvery = 8

    @MainActor func testFuzzedTextPresentsAndDismisses() async throws {
        let seed = FuzzEnvironment.seed
        print("AlertFuzzTests: seed \(seed) (ALERT_FUZZ_SEED=\(seed) reproduces this run)")
        let parent = await AlertTestWindow()
        await TestDisplay.drainReleases()
        let boxesBefore = SignalClosureBoxCounter.live
        var generator = FuzzInputGenerator(seed: seed)
        let checker = FuzzChecker()
        let clock = ContinuousClock()
        let started = clock.now

        // A few 100 kB strings first, each in a different place.
        for (number, huge) in generator.hugeCases().enumerated() where FuzzEnvironment.shouldRun(-1 - number) {
            let hugeStarted = clock.now
            checker.run(huge, over: parent)
            await TestDisplay.settle(milliseconds: 1)
            print("AlertFuzzTests: 100 kB case \(huge.index) (\(huge.hugeSummary)) took \(clock.now - hugeStarted)")
        }
        let afterHuge = clock.now
        for index in 0..<Self.caseCount {
            let fuzzCase = index.isMultiple(of: Self.manyButtonsEvery) && index > 0
                ? generator.manyButtonsCase(index: index)
                : generator.regularCase(index: index)
            guard FuzzEnvironment.shouldRun(index) else { continue }
            checker.run(fuzzCase, over: parent)
            if index.isMultiple(of: Self.settleEvery) { await TestDisplay.settle(milliseconds: 1) }
        }
        let finished = clock.now

        XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "alerts left up or queued after the run")
        await TestDisplay.run(until: {
            SignalClosureBoxCounter.live == boxesBefore
        }, timeoutMilliseconds: 5_000)
        await TestDisplay.drainReleases()
        XCTAssertEqual(SignalClosureBoxCounter.live, boxesBefore, "signal closure boxes leaked")
        checker.reportFailures()
        print("""
            AlertFuzzTests: \(generator.inputCount) generated inputs in \(checker.alertCount) alerts \
            (\(checker.markupChecks) markup strings cross-checked with Pango, \
            \(checker.escapeChecks) values escaped and validated); \
            huge strings \(afterHuge - started), the rest \(finished - afterHuge)
            """)
        checker.printNotes()
        XCTAssertGreaterThanOrEqual(generator.inputCount, 10_000)
        await parent.close()
    }

    /// The escaping interpolation never yields invalid markup, for values of every class (this
    /// one needs no display: it is pure Pango, so it runs many more values).
    @MainActor func testEscapedInterpolationIsAlwaysValidMarkup() {
        var generator = FuzzInputGenerator(seed: FuzzEnvironment.seed ^ 0xE5CA_9E00)
        var failures: [String] = []
        for _ in 0..<20_000 {
            let value = generator.input(generator.randomClass())
            let escaped = Markup.escape(value)
            if let error = Markup.validationError(in: escaped) {
                failures.append("escape(\(value.fuzzDescription)) is invalid: \(error)")
                continue
            }
            let text = AlertText.markup("<b>\(value)</b> &amp; <span foreground=\"red\">\(value)</span>")
            let literal = FuzzExpectation.literal(value)
            if text.plainText != "\(literal) & \(literal)" {
                failures.append("markup(\(value.fuzzDescription)) shows \(text.plainText.fuzzDescription)")
            }
        }
        for failure in failures.prefix(20) { XCTFail(failure) }
        XCTAssertEqual(failures.count, 0, "\(failures.count) escaped values broke or changed in markup")
    }

    /// A handful of the nastiest inputs, laid out and rendered for real: they must draw.
    @MainActor func testNastiestInputsLayOutAndRender() async throws {
        let parent = await AlertTestWindow(width: 560, height: 460)
        var reported: [String] = []
        for (name, alert) in NastyInputs.alerts() {
            let log = ContentErrorLog()
            let handle = await parent.present(alert.onContentError { log.errors.append($0) })
            XCTAssertTrue(handle.isOnScreen, "\(name): not on screen")
            let card = try XCTUnwrap(handle.card, name)
            XCTAssertGreaterThan(card.allocatedWidth, 1, "\(name): not laid out")
            XCTAssertGreaterThan(card.allocatedHeight, 1, "\(name): not laid out")
            // In its own window the card is rendered alone; in the parent, the whole window.
            let target: Widget = handle.window == nil ? try XCTUnwrap(parent.window.rootChild) : card
            let rendered = await TestDisplay.render(target)
            let texture = try XCTUnwrap(rendered, "\(name) did not render")
            XCTAssertEqual(texture.width, target.allocatedWidth, name)
            XCTAssertFalse(PixelGrid(texture).isUniform, "\(name) rendered as a blank rectangle")
            reported += log.errors.map { "\(name): \($0)" }
            handle.dismiss()
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
        }
        print("AlertFuzzTests: nasty inputs rendered; content errors: \(reported.count)")
        await parent.close()
    }
}

// MARK: - Environment

enum FuzzEnvironment {
    static let defaultSeed: UInt64 = 0x5EED_A1E7_F022

    /// `ALERT_FUZZ_SEED` (decimal or 0x-hex), or the fixed default.
    static var seed: UInt64 {
        guard let text = ProcessInfo.processInfo.environment["ALERT_FUZZ_SEED"] else { return defaultSeed }
        if text.hasPrefix("0x") { return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed }
        return UInt64(text) ?? defaultSeed
    }

    /// `ALERT_FUZZ_ONLY`: a comma-separated list of case numbers to present (all when unset).
    static let only: Set<Int>? = ProcessInfo.processInfo.environment["ALERT_FUZZ_ONLY"].map {
        Set($0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    }
    static let trace = ProcessInfo.processInfo.environment["ALERT_FUZZ_TRACE"] != nil

    /// Whether case `index` is presented (huge cases have negative indices).
    static func shouldRun(_ index: Int) -> Bool { only?.contains(index) ?? true }

    static func traceLine(_ line: String) {
        guard trace else { return }
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

// MARK: - Checking one case

@MainActor
private final class ContentErrorLog {
    var errors: [AlertContentError] = []
    var responses: [AlertResponse] = []
}

/// Presents cases, checks them, and collects failures (reported once, not by the thousand).
@MainActor
private final class FuzzChecker {
    private(set) var alertCount = 0
    private(set) var markupChecks = 0
    private(set) var escapeChecks = 0
    private var failures: [String] = []
    private var failureCount = 0
    /// Differences worth knowing that the library does not promise otherwise (printed).
    private var notes: [String: (count: Int, example: String)] = [:]

    func fail(_ fuzzCase: FuzzCase, _ message: String) {
        failureCount += 1
        if failures.count < 30 { failures.append("case \(fuzzCase.index) (\(fuzzCase.inputClass)): \(message)") }
    }

    func note(_ kind: String, _ example: String) {
        let entry = notes[kind] ?? (0, example)
        notes[kind] = (entry.count + 1, entry.example)
    }

    func reportFailures() {
        for failure in failures { XCTFail(failure) }
        XCTAssertEqual(failureCount, 0, "\(failureCount) fuzz checks failed (first \(failures.count) above)")
    }

    func printNotes() {
        for (kind, entry) in notes.sorted(by: { $0.key < $1.key }) {
            print("AlertFuzzTests note: \(kind): \(entry.count)×, e.g. \(entry.example)")
        }
    }

    func run(_ fuzzCase: FuzzCase, over parent: AlertTestWindow) {
        FuzzEnvironment.traceLine("case \(fuzzCase.index): \(fuzzCase.traceDescription)")
        alertCount += 1
        for value in fuzzCase.allInputs { checkEscape(value, in: fuzzCase) }

        let title = fuzzCase.title.map { build($0, in: fuzzCase) }
        let messages = fuzzCase.messages.map { build($0, in: fuzzCase) }
        let log = ContentErrorLog()
        let field = fuzzCase.field
        let alert = Alert(title: title?.text) {
            for message in messages { AlertContent.text(message.text) }
            if let field {
                AlertContent.textField(AlertTextField(
                    placeholder: field.placeholder, initialText: field.initialText, isSecure: field.isSecure))
            }
        } buttons: {
            for button in fuzzCase.buttons { AlertButton(button.label, id: button.id, role: button.role) }
        }
        .buttonLayout(fuzzCase.layout)
        .presentation(fuzzCase.presentation)
        .onContentError { log.errors.append($0) }

        let handle = alert.present(over: parent.nestedButton) { log.responses.append($0) }
        if !handle.isActive || !handle.isOnScreen {
            fail(fuzzCase, "not active and on screen right after presenting")
        }
        checkWidgets(handle, fuzzCase: fuzzCase, title: title, messages: messages)

        let expectedErrors = ([title].compactMap { $0 } + messages).compactMap(\.expectedErrorMarkup)
        let errors = log.errors.map { error -> String in
            if case .invalidMarkup(let markup, _) = error { return markup }
            return "\(error)"
        }
        if errors != expectedErrors {
            fail(fuzzCase, "content errors \(errors.map(\.fuzzDescription)), expected \(expectedErrors.map(\.fuzzDescription))")
        }

        handle.dismiss()
        if log.responses != [.dismissed] { fail(fuzzCase, "responses \(log.responses) after dismiss()") }
        if handle.isActive { fail(fuzzCase, "still active after dismiss()") }
    }

    private func checkWidgets(
        _ handle: AlertHandle, fuzzCase: FuzzCase, title: BuiltText?, messages: [BuiltText]
    ) {
        if let title, !title.text.isEmpty {
            let shown = handle.titleLabel?.text
            if shown != title.expectedLabel {
                fail(fuzzCase, "title shows \(shown?.fuzzDescription ?? "nothing"), expected \(title.expectedLabel.fuzzDescription) for \(title.source)")
            }
        } else if handle.titleLabel != nil {
            fail(fuzzCase, "an empty title got a label")
        }
        if let message = messages.first(where: { !$0.text.isEmpty }) {
            let shown = handle.messageLabel?.text
            if shown != message.expectedLabel {
                fail(fuzzCase, "message shows \(shown?.fuzzDescription ?? "nothing"), expected \(message.expectedLabel.fuzzDescription) for \(message.source)")
            }
        }
        let expectedButtons = max(1, fuzzCase.buttons.count)
        if handle.buttons.count != expectedButtons {
            fail(fuzzCase, "\(handle.buttons.count) buttons, expected \(expectedButtons)")
        }
        if let button = fuzzCase.buttons.last, handle.button(id: button.id) == nil {
            fail(fuzzCase, "no button with id \(button.id.fuzzDescription)")
        }
        if (fuzzCase.presentation == .window) != (handle.window != nil) {
            fail(fuzzCase, "presentation \(fuzzCase.presentation) but window \(String(describing: handle.window))")
        }
        if let field = fuzzCase.field {
            guard let entry = handle.entry else { return fail(fuzzCase, "no entry") }
            let expected = FuzzExpectation.sanitized(field.initialText)
            if entry.text != expected {
                note("entry text differs from initialText", "\(field.initialText.fuzzDescription) → \(entry.text.fuzzDescription)")
            }
            if (entry.placeholder ?? "") != field.placeholder {
                note("placeholder differs", "\(field.placeholder.fuzzDescription) → \((entry.placeholder ?? "").fuzzDescription)")
            }
        }
    }

    /// Escaping any value gives valid markup that shows the value.
    private func checkEscape(_ value: String, in fuzzCase: FuzzCase) {
        escapeChecks += 1
        let escaped = Markup.escape(value)
        if let error = Markup.validationError(in: escaped) {
            return fail(fuzzCase, "Markup.escape(\(value.fuzzDescription)) is invalid markup: \(error)")
        }
        if Markup.plainText(of: escaped) != FuzzExpectation.literal(value) {
            note("escaped value does not read back literally", "\(value.fuzzDescription) → \((Markup.plainText(of: escaped) ?? "nil").fuzzDescription)")
        }
    }

    /// The alert text for `text`, what its label should show, and the error it should report.
    private func build(_ text: FuzzText, in fuzzCase: FuzzCase) -> BuiltText {
        switch text {
        case .plain(let string):
            return BuiltText(text: AlertText(string), expectedLabel: FuzzExpectation.sanitized(string), source: text)
        case .unvalidatedMarkup(let markup):
            markupChecks += 1
            let pangoError = Markup.validationError(in: markup)
            crossCheck(markup, pangoError: pangoError, in: fuzzCase)
            return BuiltText(
                text: .unvalidatedMarkup(markup),
                expectedLabel: pangoError == nil ? Markup.plainText(of: markup) ?? "" : FuzzExpectation.sanitized(markup),
                expectedErrorMarkup: pangoError == nil ? nil : markup, source: text)
        case .validatingMarkup(let markup):
            markupChecks += 1
            let pangoError = Markup.validationError(in: markup)
            crossCheck(markup, pangoError: pangoError, in: fuzzCase)
            do {
                let validated = try AlertText(validatingMarkup: markup)
                if let pangoError { fail(fuzzCase, "validating accepted \(markup.fuzzDescription), Pango: \(pangoError)") }
                return BuiltText(text: validated, expectedLabel: Markup.plainText(of: markup) ?? "", source: text)
            } catch {
                if pangoError == nil { fail(fuzzCase, "validating threw for markup Pango accepts: \(markup.fuzzDescription)") }
                if case .invalidMarkup(let thrownMarkup, let reason) = error {
                    if thrownMarkup != markup || reason != pangoError {
                        fail(fuzzCase, "thrown error does not match: \(error)")
                    }
                } else {
                    fail(fuzzCase, "unexpected error \(error)")
                }
                // What an app does with text it could not validate: show it literally.
                return BuiltText(text: AlertText(markup), expectedLabel: FuzzExpectation.sanitized(markup), source: text)
            }
        case .interpolated(let template, let value, let other):
            let built = FuzzExpectation.interpolated(template: template, value: value, other: other, index: fuzzCase.index)
            if built.text.plainText != built.expected {
                note("interpolated value does not read back literally", "\(value.fuzzDescription) → \(built.text.plainText.fuzzDescription)")
            }
            // The label shows what Pango makes of the escaped markup (line endings normalised).
            return BuiltText(text: built.text, expectedLabel: built.text.plainText, source: text)
        }
    }

    /// Two Pango paths agree on whether `markup` is valid.
    private func crossCheck(_ markup: String, pangoError: String?, in fuzzCase: FuzzCase) {
        if (pangoError == nil) != (Markup.plainText(of: markup) != nil) {
            fail(fuzzCase, "validationError and plainText disagree on \(markup.fuzzDescription)")
        }
    }
}

private struct BuiltText {
    var text: AlertText
    var expectedLabel: String
    var expectedErrorMarkup: String?
    var source: FuzzText
}

enum FuzzExpectation {
    /// What a label shows for plain text: NUL replaced (C strings end there).
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains("\0") else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? "\u{FFFD}" : $0 }))
    }

    /// What escaped markup should read back as: the value itself, NUL replaced.
    static func literal(_ value: String) -> String { sanitized(value) }

    /// `.markup` with interpolated values, and the plain text it should show.
    static func interpolated(template: Int, value: String, other: String, index: Int) -> (text: AlertText, expected: String) {
        let v = literal(value)
        let o = literal(other)
        switch template {
        case 0:
            return (.markup("\(value)"), v)
        case 1:
            return (.markup("Delete <b>\(value)</b>?"), "Delete \(v)?")
        case 2:
            return (.markup("<span foreground=\"#c01c28\" size=\"large\">\(value)</span> &amp; <i>\(other)</i>"), "\(v) & \(o)")
        default:
            return (.markup("<tt>\(value)</tt><sub>\(index)</sub>\(other)"), "\(v)\(index)\(o)")
        }
    }
}

// MARK: - Cases

enum InputClass: String, CaseIterable {
    case scalars, markup, entities, nul, combining, rightToLeft, emoji
}

enum FuzzText: CustomStringConvertible {
    case plain(String)
    case unvalidatedMarkup(String)
    case validatingMarkup(String)
    case interpolated(template: Int, value: String, other: String)

    var inputs: [String] {
        switch self {
        case .plain(let s), .unvalidatedMarkup(let s), .validatingMarkup(let s): [s]
        case .interpolated(_, let value, let other): [value, other]
        }
    }

    var description: String {
        switch self {
        case .plain(let s): "plain(\(s.fuzzDescription))"
        case .unvalidatedMarkup(let s): "unvalidatedMarkup(\(s.fuzzDescription))"
        case .validatingMarkup(let s): "validatingMarkup(\(s.fuzzDescription))"
        case .interpolated(let t, let v, let o): "interpolated(\(t), \(v.fuzzDescription), \(o.fuzzDescription))"
        }
    }
}

struct FuzzButton {
    var label: String
    var id: String
    var role: AlertButtonRole
}

struct FuzzField {
    var placeholder: String
    var initialText: String
    var isSecure: Bool
}

struct FuzzCase {
    var index: Int
    var inputClass: String
    var title: FuzzText?
    var messages: [FuzzText]
    var buttons: [FuzzButton]
    var field: FuzzField?
    var presentation: AlertPresentation
    var layout: ButtonLayout

    var allInputs: [String] {
        (title?.inputs ?? []) + messages.flatMap(\.inputs) + buttons.flatMap { [$0.label, $0.id] }
            + (field.map { [$0.placeholder, $0.initialText] } ?? [])
    }

    /// Where the longest input is, for timing lines.
    var hugeSummary: String {
        let places: [(String, Int)] = [
            ("title", title?.inputs.map(\.utf8.count).max() ?? 0),
            ("message", messages.flatMap(\.inputs).map(\.utf8.count).max() ?? 0),
            ("button label", buttons.map(\.label.utf8.count).max() ?? 0),
            ("entry text", field?.initialText.utf8.count ?? 0),
        ]
        let (place, bytes) = places.max { $0.1 < $1.1 }!
        return "\(bytes) bytes in the \(place)"
    }

    var traceDescription: String {
        "\(inputClass) \(presentation) title: \(title?.description ?? "nil"), messages: \(messages), "
            + "buttons: \(buttons.map { "\($0.label.fuzzDescription)#\($0.id.fuzzDescription)" }), "
            + "field: \(field.map { "\($0.placeholder.fuzzDescription) / \($0.initialText.fuzzDescription)" } ?? "nil")"
    }
}

extension String {
    /// A short, escaped description for failure messages.
    var fuzzDescription: String {
        let limit = 160
        let count = unicodeScalars.count
        guard count > limit else { return debugDescription }
        return String(String.UnicodeScalarView(unicodeScalars.prefix(limit))).debugDescription
            + "…(\(count) scalars, \(utf8.count) bytes)"
    }
}

extension PixelGrid {
    /// Whether every pixel is the same colour (nothing drawn).
    var isUniform: Bool {
        let first = self[0, 0]
        for y in stride(from: 0, to: height, by: 2) {
            for x in stride(from: 0, to: width, by: 2) where !self[x, y].isClose(to: first, tolerance: 0) {
                return false
            }
        }
        return true
    }
}

// MARK: - Randomness

/// SplitMix64 (Steele, Lea & Flood): a tiny generator with the same sequence everywhere, so a
/// printed seed replays a run exactly.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// 0..<bound.
    mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next() % UInt64(bound))
    }

    mutating func inRange(_ range: ClosedRange<Int>) -> Int { range.lowerBound + below(range.count) }

    mutating func percent(_ chance: Int) -> Bool { below(100) < chance }

    mutating func element<T>(of array: [T]) -> T { array[below(array.count)] }
}

// MARK: - Inputs

/// Generates fuzz inputs by class, and whole cases; counts every string it hands out.
struct FuzzInputGenerator {
    private var random: SplitMix64
    private(set) var inputCount = 0

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func randomClass() -> InputClass { random.element(of: InputClass.allCases) }

    /// One input of `inputClass`.
    mutating func input(_ inputClass: InputClass) -> String {
        inputCount += 1
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
        if let directory = ProcessInfo.processInfo.environment["ALERT_FUZZ_DUMP"] {  // TEMP
            for (n, s) in strings.enumerated() { try? s.write(toFile: "\(directory)/huge\(n).txt", atomically: true, encoding: .utf8) }
        }
        inputCount += strings.count
        func make(_ number: Int, title: FuzzText?, messages: [FuzzText], buttons: [FuzzButton] = [],
                  field: FuzzField? = nil, presentation: AlertPresentation = .inWindow) -> FuzzCase {
            FuzzCase(index: -1 - number, inputClass: "100 kB", title: title, messages: messages, buttons: buttons,
                     field: field, presentation: presentation, layout: .automatic)
        }
        return [
            make(0, title: .plain("Words"), messages: [.plain(strings[0])]),
            make(1, title: .plain(strings[1]), messages: [], presentation: .window),
            make(2, title: .plain("Marks"), messages: [.plain(strings[2])]),
            make(3, title: .plain("RTL"), messages: [], buttons: [FuzzButton(label: strings[3], id: "huge", role: .regular)]),
            make(4, title: .plain("Emoji"), messages: [], field: FuzzField(placeholder: "p", initialText: strings[4], isSecure: false)),
            make(5, title: .validatingMarkup(strings[5]), messages: []),
            make(6, title: .plain("Bad markup"), messages: [.unvalidatedMarkup(strings[6])]),
        ]
    }

    private mutating func button(number: Int, label: String) -> FuzzButton {
        // Ids are fuzzed too, kept unique with a numbered prefix.
        let id = "\(number):" + input(randomClass())
        return FuzzButton(label: label, id: id, role: random.element(of: [.regular, .cancel, .destructive, .suggested]))
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
        "\u{FFFF}", Unicode.Scalar(0xFDD0)!, "\u{1FFFE}", "\u{10FFFF}", "\u{E0001}", "\u{E007F}", "\u{0085}", "\u{00A0}",
        "\u{3000}", "\u{1D11E}", "\u{FDFD}", "\u{A9C1}", "\u{0E01}", "\u{0BCD}", "\u{1F1E6}", "\u{FE0F}",
    ]
    private static let markupCharacters: [Unicode.Scalar] = ["<", ">", "&", ";", "/", "\"", "'", "=", "#", "!", "?", "[", "]"]
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
            return Unicode.Scalar(UInt32(random.element(of: [random.inRange(0xE000...0xF8FF), random.inRange(0xF_0000...0xF_FFFD)])))!
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
                    scalars.insert(contentsOf: "<span\(String(String.UnicodeScalarView(attribute)))>x</span>".unicodeScalars, at: position)
                }
            case 6:  // an entity
                let entity = random.percent(50) ? random.element(of: Self.validEntities) : random.element(of: Self.invalidEntities)
                scalars.insert(contentsOf: entity.unicodeScalars, at: position)
            case 7:  // whitespace before everything (XML and ASCII disagree on \v and \f)
                scalars.insert(contentsOf: (0..<random.inRange(1...3)).map { _ in random.element(of: Self.whitespace) }, at: 0)
            default:  // a well-formed span with a bad attribute
                let span = "<span\(random.element(of: Self.badAttributes))>\(random.element(of: ["x", "", "שלום", "👨‍👩‍👧"]))</span>"
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
        var scalars = Array(random.percent(50) ? randomScalars(count: random.inRange(0...20)).unicodeScalars : "before after".unicodeScalars)
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

// MARK: - The nastiest inputs, rendered

@MainActor
enum NastyInputs {
    static func alerts() -> [(String, Alert)] {
        let marks = String(String.UnicodeScalarView(
            ["Z"] + (0..<50).map { Unicode.Scalar(0x0300 + UInt32($0 % 0x70))! }))
        let bidi = "\u{202E}שלום \u{2067}مرحبا\u{202D} file.txt \u{2069}123\u{202B}"
        let family = "👨‍👩‍👧‍👦🏳️‍🌈🧑🏿‍🤝‍🧑🏻🏴󠁧󠁢󠁳󠁣󠁴󠁿👨\u{200D}\u{200D}👩\u{FE0F}"
        let unbreakable = String(repeating: "x", count: 100_000)
        let controls = "\0a\u{1}\u{1B}\u{7F}\u{85}\u{FFFE}\u{FFFF}\u{0301}\u{2028}\u{2029}\r\n\u{0B}\u{0C}\u{FEFF}"
        return [
            ("combining-bidi", Alert(title: AlertText(marks + bidi), message: AlertText(String(repeating: marks, count: 20))) {
                AlertButton(bidi, id: "bidi", role: .cancel)
                AlertButton(marks, id: "marks", role: .suggested)
            }.presentation(.inWindow)),
            ("emoji-zwj", Alert(title: .markup("<b>\(family)</b>"), message: AlertText(String(repeating: family, count: 30)))
                .presentation(.inWindow)),
            ("100kB-unbreakable", Alert(title: "Unbreakable", message: AlertText(unbreakable)).presentation(.inWindow)),
            ("huge-attributes", Alert(title: .unvalidatedMarkup(
                "<span size=\"xx-large\" letter_spacing=\"-99999\" rise=\"99999\">rise</span><span font_desc=\"Sans 500\">big</span>"),
                message: .unvalidatedMarkup("<span line_height=\"40\">tall</span>")).presentation(.inWindow)),
            ("controls", Alert(title: AlertText(controls)) {
                AlertContent.text(.unvalidatedMarkup(controls))
                AlertContent.textField(AlertTextField(placeholder: controls, initialText: controls + bidi + family))
            } buttons: {
                AlertButton(controls, id: controls, role: .suggested)
            }.presentation(.inWindow)),
            ("fifty-buttons-window", Alert(title: AlertText(bidi)) {
                AlertContent.textField(AlertTextField(initialText: marks + family, isSecure: true))
            } buttons: {
                for number in 0..<50 {
                    AlertButton([marks, bidi, family, controls, "OK"][number % 5], id: "b\(number)")
                }
            }.presentation(.window)),
        ]
    }
}
