import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// Deterministic fuzzing of everything an app hands an alert as text: titles, messages, markup
/// (unvalidated, validated, and escaped interpolation), button labels and ids, and the text
/// field's initial text and placeholder.
///
/// Every alert is presented for real (its widgets are built and measured, which is where bad
/// text would crash or log a GTK critical) and dismissed at once: waiting for broadway's
/// once-a-second paint per alert would take hours. One test does wait for layout and a rendered
/// frame, for a handful of the nastiest inputs.
///
/// The GTK work runs in a child copy of this test process with Swift's crash backtracer off:
/// under the backtracer, the `SIGTRAP` that `G_DEBUG=fatal-warnings` raises is handled and the
/// process carries on, so a critical would pass unnoticed. In the child, the first critical (or
/// abort) ends it; the parent reports which case did it, and runs the rest in a new child.
///
/// A crash is attributed to the last case presented before it (criticals logged later, while
/// the main loop runs, may belong to one of the few cases before).
///
/// Reproducing: the seed is printed; set `ALERT_FUZZ_SEED` to replay a run, `ALERT_FUZZ_ONLY`
/// (comma-separated case numbers) to present only those cases (all are still generated, so the
/// sequence is the same), `ALERT_FUZZ_TRACE=1` to log each case before it is presented, and
/// `ALERT_FUZZ_DUMP=<directory>` to write presented cases (and the 100 kB strings) there as
/// JSON and text. `ALERT_FUZZ_CHILD=replay ALERT_FUZZ_REPLAY=<case.json>` with the filter
/// `GtkAlertsTests.AlertFuzzTests/testZZChildProcessEntry` presents one dumped (and, say,
/// hand-minimised) case.
final class AlertFuzzTests: XCTestCase {
    /// Regular alerts in the main run (each carries about seven generated inputs).
    static let caseCount = 3_000
    /// Every this many cases, an alert with 50 buttons instead.
    static let manyButtonsEvery = 100
    /// The main loop runs a little every this many alerts (window teardown, idle releases).
    static let settleEvery = 8
    /// Crashes tolerated (and reported) before the run gives up.
    static let maximumCrashes = 25

    /// The main run, supervised: children present the cases; crashes are attributed to cases.
    @MainActor func testFuzzedTextPresentsAndDismisses() async throws {
        let seed = FuzzEnvironment.seed
        print("AlertFuzzTests: seed \(seed) (ALERT_FUZZ_SEED=\(seed) reproduces this run)")
        let clock = ContinuousClock()
        let started = clock.now
        var from = Int.min
        var crashes: [ChildCrash] = []
        var summary: [String] = []
        var presented = 0
        let defuse = KnownIssue.pangoWrapAbort.isPresent
        if defuse {
            print(
                "AlertFuzzTests: Pango still aborts on clusters it cannot wrap; such clusters are defused in this run")
        }
        while true {
            let run = try XCTUnwrap(
                ChildProcess.run(
                    .fuzz,
                    environment: ["ALERT_FUZZ_FROM": "\(from)", FuzzEnvironment.defuseVariable: defuse ? "1" : "0"]),
                "could not start the child test process")
            for failure in run.failures { XCTFail("child: \(failure)") }
            presented += run.protocolLines("CASE").count
            summary += run.protocolLines("SUMMARY")
            if run.completed { break }
            guard let crashedCase = run.protocolLines("CASE").last.flatMap({ Int($0) }) else {
                XCTFail("the child ended before its first case: \(run.crashMessage)")
                break
            }
            let known = KnownIssue.allCases.first { $0.matches(run.crashMessage) && $0.isPresent }
            crashes.append(ChildCrash(caseIndex: crashedCase, message: run.crashMessage, knownIssue: known))
            guard crashes.count < Self.maximumCrashes else {
                XCTFail("giving up after \(crashes.count) crashes")
                break
            }
            from = crashedCase + 1
        }
        for line in summary { print("AlertFuzzTests: \(line)") }
        for crash in crashes {
            let reproduce = "ALERT_FUZZ_SEED=\(seed) ALERT_FUZZ_ONLY=\(crash.caseIndex)"
            if let issue = crash.knownIssue {
                print(
                    "AlertFuzzTests: case \(crash.caseIndex) hit the known issue \(issue) (\(reproduce)): \(crash.message)"
                )
            } else {
                XCTFail("case \(crash.caseIndex) crashed the process (\(reproduce)): \(crash.message)")
            }
        }
        print(
            "AlertFuzzTests: \(presented) alerts presented in \(crashes.count + 1) child processes, "
                + "\(crashes.count) crashes, \(clock.now - started) in all")
    }

    /// The escaping interpolation never yields invalid markup, for values of every class (pure
    /// Pango, no display: so it runs many more values).
    @MainActor func testEscapedInterpolationIsAlwaysValidMarkup() async {
        var generator = FuzzInputGenerator(seed: FuzzEnvironment.seed ^ 0xE5CA_9E00, defuseKnownAborts: false)
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
        print("AlertFuzzTests: \(generator.inputCount) values escaped, validated and read back")
    }

    /// A handful of the nastiest inputs, laid out and rendered for real: they must draw. (While
    /// Pango still aborts on clusters it cannot wrap, those are defused here too.)
    @MainActor func testNastiestInputsLayOutAndRender() async throws {
        let defuse = KnownIssue.pangoWrapAbort.isPresent ? "1" : "0"
        let run = try XCTUnwrap(
            ChildProcess.run(.render, environment: [FuzzEnvironment.defuseVariable: defuse]),
            "could not start the child test process")
        for failure in run.failures { XCTFail("child: \(failure)") }
        XCTAssertTrue(run.completed, "rendering the nastiest inputs crashed the process: \(run.crashMessage)")
        for line in run.protocolLines("RENDERED") { print("AlertFuzzTests: rendered \(line)") }
    }

    // MARK: Known issues, one test each (they fail until the library is fixed)

    /// Pango 1.50 aborts (`process_line: assertion failed`) when word-and-character wrapping has
    /// to split a grapheme cluster drawn with two fonts, as GtkLabel does to measure its minimum
    /// width: a space then Arabic marks, or a letter then a skin-tone modifier.
    @MainActor func testTextPangoCannotWrapDoesNotAbort() async {
        XCTAssertFalse(
            KnownIssue.pangoWrapAbort.isPresent,
            "an alert showing \(KnownIssue.pangoInputs.map(\.debugDescription)) aborts the process: "
                + KnownIssue.pangoWrapAbort.probeMessage)
    }

    /// In its own window, an alert whose body is just a text field with a placeholder wider
    /// than the card, and whose buttons sit side by side, one label with a line break, logs
    /// `GtkBox reports a minimum height of 53, but minimum height for width of 1048576 is 58.
    /// Expect overlapping widgets` (fatal under `G_DEBUG=fatal-warnings`).
    @MainActor func testMultilineButtonBesideWidePlaceholderLogsNoCritical() async {
        XCTAssertFalse(
            KnownIssue.buttonBoxHeightCritical.isPresent,
            "presenting the alert logs a critical: " + KnownIssue.buttonBoxHeightCritical.probeMessage)
    }

    /// Labels and the entry's text replace NUL (C strings end there); the placeholder must too.
    @MainActor func testPlaceholderKeepsTextAfterNUL() async throws {
        let parent = await AlertTestWindow()
        let handle = await parent.present(
            Alert(title: "Name") {
                AlertContent.textField(AlertTextField(placeholder: "first\0second", initialText: "a\0b"))
            })
        XCTAssertEqual(handle.entry?.text, "a\u{FFFD}b")
        XCTAssertEqual(handle.entry?.placeholder, "first\u{FFFD}second", "the placeholder was cut at the NUL")
        handle.dismiss()
        await parent.close()
    }

    /// What the child copies of this process run; does nothing in a normal test run.
    @MainActor func testZZChildProcessEntry() async throws {
        guard let mode = ChildProcess.currentMode else { return }
        switch mode {
        case .fuzz: await FuzzRun.run(from: FuzzEnvironment.from)
        case .render: try await NastyInputs.renderAll()
        case .probePango: await KnownIssue.pangoWrapAbort.reproduce()
        case .probeButtonBox: await KnownIssue.buttonBoxHeightCritical.reproduce()
        case .replay: await FuzzRun.replay()
        }
        ChildProcess.report("DONE", "")
    }
}

// MARK: - The main run (in a child)

@MainActor
enum FuzzRun {
    /// Presents every case numbered `from` or more (the 100 kB cases are -7 to -1).
    static func run(from: Int) async {
        let seed = FuzzEnvironment.seed
        let parent = await AlertTestWindow()
        // The first alert on a display installs the stylesheet for good (and its CSS providers'
        // handlers): count boxes after that.
        Alert(title: "Warm-up", message: nil).present(over: parent.nestedButton) { _ in }.dismiss()
        await TestDisplay.drainReleases()
        let boxesBefore = SignalClosureBoxCounter.live
        var generator = FuzzInputGenerator(seed: seed, defuseKnownAborts: FuzzEnvironment.defuse)
        let checker = FuzzChecker()
        let clock = ContinuousClock()
        let started = clock.now

        for huge in generator.hugeCases() where FuzzEnvironment.shouldRun(huge.index, from: from) {
            let hugeStarted = clock.now
            checker.run(huge, over: parent)
            await TestDisplay.settle(milliseconds: 1)
            ChildProcess.report(
                "SUMMARY", "100 kB case \(huge.index) (\(huge.hugeSummary)) took \(clock.now - hugeStarted)")
        }
        let afterHuge = clock.now
        for index in 0..<AlertFuzzTests.caseCount {
            let fuzzCase =
                index > 0 && index.isMultiple(of: AlertFuzzTests.manyButtonsEvery)
                ? generator.manyButtonsCase(index: index)
                : generator.regularCase(index: index)
            guard FuzzEnvironment.shouldRun(index, from: from) else { continue }
            checker.run(fuzzCase, over: parent)
            if index.isMultiple(of: AlertFuzzTests.settleEvery) { await TestDisplay.settle(milliseconds: 1) }
        }
        let finished = clock.now

        XCTAssertTrue(Alert.presented(over: parent.window).isEmpty, "alerts left up or queued after the run")
        await TestDisplay.run(until: { SignalClosureBoxCounter.live == boxesBefore }, timeoutMilliseconds: 5_000)
        await TestDisplay.drainReleases()
        XCTAssertEqual(SignalClosureBoxCounter.live, boxesBefore, "signal closure boxes leaked")
        let alive = checker.createdObjects.filter(\.isAlive).count
        XCTAssertEqual(
            alive, 0, "\(alive) of \(checker.createdObjects.count) alert cards and windows outlived their alerts")
        checker.reportFailures()
        ChildProcess.report(
            "SUMMARY",
            """
            \(generator.inputCount) inputs generated in all; the last child presented \(checker.alertCount) \
            alerts from case \(from == Int.min ? "-7" : "\(from)") on, cross-checked \(checker.markupChecks) markup \
            strings with Pango and escaped \(checker.escapeChecks) values, in \(afterHuge - started) (100 kB cases) \
            + \(finished - afterHuge)
            """)
        for line in checker.noteLines { ChildProcess.report("SUMMARY", line) }
        XCTAssertGreaterThanOrEqual(generator.inputCount, 10_000)
        await parent.close()
    }

    /// Presents the case in `ALERT_FUZZ_REPLAY` (a file `ALERT_FUZZ_DUMP` wrote).
    static func replay() async {
        guard let path = ProcessInfo.processInfo.environment["ALERT_FUZZ_REPLAY"],
            let fuzzCase = FuzzCase(contentsOf: path)
        else { return XCTFail("ALERT_FUZZ_REPLAY does not name a case file") }
        let parent = await AlertTestWindow()
        let checker = FuzzChecker()
        checker.run(fuzzCase, over: parent)
        await TestDisplay.settle(milliseconds: 20)
        checker.reportFailures()
        for line in checker.noteLines { print("AlertFuzzTests: \(line)") }
        await parent.close()
    }
}

// MARK: - Environment

enum FuzzEnvironment {
    static let defaultSeed: UInt64 = 0x5EED_A1E7_F022

    /// `ALERT_FUZZ_SEED` (decimal or 0x-hex), or the fixed default.
    static var seed: UInt64 { SplitMix64.seed(fromEnvironment: "ALERT_FUZZ_SEED", default: defaultSeed) }

    /// `ALERT_FUZZ_ONLY`: a comma-separated list of case numbers to present (all when unset).
    static let only: Set<Int>? = ProcessInfo.processInfo.environment["ALERT_FUZZ_ONLY"].map {
        Set($0.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) })
    }
    static let trace = ProcessInfo.processInfo.environment["ALERT_FUZZ_TRACE"] != nil
    static let dumpDirectory = ProcessInfo.processInfo.environment["ALERT_FUZZ_DUMP"]
    static let defuseVariable = "ALERT_FUZZ_DEFUSE"

    /// Whether to defuse what makes Pango abort: as the parent says, or while it still does.
    @MainActor static var defuse: Bool {
        ProcessInfo.processInfo.environment[defuseVariable].map { $0 == "1" } ?? KnownIssue.pangoWrapAbort.isPresent
    }

    /// The first case a child presents.
    static var from: Int { ProcessInfo.processInfo.environment["ALERT_FUZZ_FROM"].flatMap { Int($0) } ?? Int.min }

    /// Whether case `index` is presented (the 100 kB cases have negative numbers).
    static func shouldRun(_ index: Int, from: Int) -> Bool {
        index >= from && (only?.contains(index) ?? true)
    }
}

// MARK: - Child processes

/// A copy of this test process running `testZZChildProcessEntry` in one mode, with the crash
/// backtracer off so that a fatal critical really ends it.
///
/// It speaks to the parent in lines `ALERT_FUZZ <KIND> <text>` on standard error, which is
/// unbuffered and so interleaves in order with GLib's messages.
@MainActor
enum ChildProcess {
    enum Mode: String {
        case fuzz, render, probePango, probeButtonBox, replay
    }

    static let modeVariable = "ALERT_FUZZ_CHILD"
    static var currentMode: Mode? { ProcessInfo.processInfo.environment[modeVariable].flatMap(Mode.init(rawValue:)) }

    typealias Run = ChildTestRun

    /// Writes a protocol line (from the child).
    nonisolated static func report(_ kind: String, _ text: String) {
        ChildTestProcess.report(prefix: "ALERT_FUZZ", kind, text)
    }

    /// Runs a child in `mode` and waits for it; `nil` when it cannot be started.
    static func run(_ mode: Mode, environment extra: [String: String] = [:]) -> Run? {
        ChildTestProcess.run(
            test: "\(String(reflecting: AlertFuzzTests.self))/testZZChildProcessEntry", prefix: "ALERT_FUZZ",
            markerKind: "CASE", environment: extra.merging([modeVariable: mode.rawValue]) { $1 })
    }
}

struct ChildCrash {
    var caseIndex: Int
    var message: String
    var knownIssue: KnownIssue?
}

// MARK: - Known issues

/// Problems the fuzzer found that are not fixed yet, each with a minimal reproduction probed in
/// a child process once per test process.
///
/// While one is present, the main run tolerates crashes with its signature (and, for the Pango
/// abort, defuses the inputs that trigger it, so it needs few restarts); once fixed, its probe
/// passes and everything is exercised again.
enum KnownIssue: String, CaseIterable, CustomStringConvertible {
    case pangoWrapAbort, buttonBoxHeightCritical

    var description: String { rawValue }

    /// Minimal inputs for the Pango abort.
    static let pangoInputs = [
        " \u{1AB6}\u{0656}",  // a space, then two marks drawn with different fonts
        " \u{064B}\u{0656}",  // the same with Arabic fathatan and subscript alef
        "x\u{1F3FB}\u{200D}\u{1F468}",  // a letter, then a skin-tone modifier and ZWJ
        "Press 1\u{FE0F}\u{20E3}\u{1F3FB}\u{200D}\u{1F468} to continue",
    ]

    /// Whether a crash's message is this issue's.
    func matches(_ message: String) -> Bool {
        switch self {
        case .pangoWrapAbort: message.contains("process_line: assertion failed")
        case .buttonBoxHeightCritical: message.contains("but minimum height for width of") && message.contains("GtkBox")
        }
    }

    private var mode: ChildProcess.Mode {
        switch self {
        case .pangoWrapAbort: .probePango
        case .buttonBoxHeightCritical: .probeButtonBox
        }
    }

    @MainActor private static var probes: [KnownIssue: (present: Bool, message: String)] = [:]

    /// Whether the issue still reproduces (probed once, in a child; assumed when that fails).
    @MainActor var isPresent: Bool { probe.present }

    /// What the probe's child reported.
    @MainActor var probeMessage: String { probe.message }

    @MainActor private var probe: (present: Bool, message: String) {
        if let known = Self.probes[self] { return known }
        let result: (Bool, String)
        if let run = ChildProcess.run(mode) {
            result = (!run.completed, run.completed ? "" : run.crashMessage)
        } else {
            result = (true, "could not start the child process")
        }
        Self.probes[self] = result
        return result
    }

    /// Presents the minimal reproduction (in the child).
    @MainActor func reproduce() async {
        let parent = await AlertTestWindow()
        switch self {
        case .pangoWrapAbort:
            for input in Self.pangoInputs {
                for text in [AlertText(input), .markup("Delete <b>\(input)</b>?")] {
                    Alert(title: text, message: text) { AlertButton(input, id: "probe") }
                        .presentation(.inWindow)
                        .present(over: parent.nestedButton) { _ in }
                        .dismiss()
                }
            }
        case .buttonBoxHeightCritical:
            // No title or message: with a label above the entry, the critical does not come.
            Alert {
                AlertContent.textField(
                    AlertTextField(
                        placeholder: "Name of the new folder, for example “Holiday photos summer 2024”"))
            } buttons: {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Create\nand open", role: .suggested)
            }
            .presentation(.window)
            .present(over: parent.nestedButton) { _ in }
            .dismiss()
        }
        await TestDisplay.settle(milliseconds: 20)
        await parent.close()
    }

    /// `text` with the grapheme clusters Pango 1.50 aborts on made harmless: a dotted circle
    /// (U+25CC) as the base of combining marks that have none, or follow whitespace or the end
    /// of a tag or entity, and a zero-width space between a text base and the emoji (say a
    /// skin-tone modifier) in its cluster.
    ///
    /// Everything else is left as it is.
    nonisolated static func defused(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for character in text {
            let scalars = Array(character.unicodeScalars)
            guard let base = scalars.first, scalars.count > 1 else {
                result.append(contentsOf: character.unicodeScalars)
                continue
            }
            let rest = scalars.dropFirst()
            if isExtending(base) {
                result.append("\u{25CC}")
                result.append(base)
            } else {
                result.append(base)
                if base.properties.isWhitespace || base == ">" || base == ";", rest.contains(where: isCombiningMark) {
                    result.append("\u{25CC}")
                }
            }
            var split = base.properties.isEmojiPresentation || base.properties.isEmojiModifier
            for scalar in rest {
                if !split, scalar.properties.isEmojiPresentation || scalar.properties.isEmojiModifier {
                    result.append("\u{200B}")
                    split = true
                }
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether `scalar` extends the cluster before it (so starts one without a base here).
    nonisolated private static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        isCombiningMark(scalar) || scalar == "\u{200D}" || scalar.properties.isVariationSelector
    }

    nonisolated private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
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
    /// Weak references to every alert's card and window, to check they are all freed.
    private(set) var createdObjects: [WeakObjectReference] = []
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

    /// The notes, one line each.
    var noteLines: [String] {
        notes.sorted { $0.key < $1.key }.map { kind, entry in "note: \(kind): \(entry.count)×, e.g. \(entry.example)" }
    }

    func run(_ fuzzCase: FuzzCase, over parent: AlertTestWindow) {
        ChildProcess.report("CASE", "\(fuzzCase.index)")
        if FuzzEnvironment.trace { ChildProcess.report("TRACE", fuzzCase.traceDescription) }
        if let directory = FuzzEnvironment.dumpDirectory { fuzzCase.write(toDirectory: directory) }
        alertCount += 1
        for value in fuzzCase.allInputs { checkEscape(value, in: fuzzCase) }

        let title = fuzzCase.title.map { build($0, in: fuzzCase) }
        let messages = fuzzCase.messages.map { build($0, in: fuzzCase) }
        let log = ContentErrorLog()
        let field = fuzzCase.field
        let alert = Alert(title: title?.text) {
            for message in messages { AlertContent.text(message.text) }
            if let field {
                AlertContent.textField(
                    AlertTextField(
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
            fail(
                fuzzCase,
                "content errors \(errors.map(\.fuzzDescription)), expected \(expectedErrors.map(\.fuzzDescription))")
        }

        createdObjects += handle.createdObjects
        handle.dismiss()
        if log.responses != [.dismissed] { fail(fuzzCase, "responses \(log.responses) after dismiss()") }
        if handle.isActive { fail(fuzzCase, "still active after dismiss()") }
    }

    private func checkWidgets(
        _ handle: AlertHandle, fuzzCase: FuzzCase, title: BuiltText?, messages: [BuiltText]
    ) {
        if let title, !title.text.isEmpty {
            let shown = handle.titleLabel?.text
            if !FuzzExpectation.label(shown, shows: title.expectedLabel) {
                fail(
                    fuzzCase,
                    "title shows \(shown?.fuzzDescription ?? "nothing"), expected \(title.expectedLabel.fuzzDescription) for \(title.source)"
                )
            }
        } else if handle.titleLabel != nil {
            fail(fuzzCase, "an empty title got a label")
        }
        if let message = messages.first(where: { !$0.text.isEmpty }) {
            let shown = handle.messageText
            if !FuzzExpectation.label(shown, shows: message.expectedLabel) {
                fail(
                    fuzzCase,
                    "message shows \(shown?.fuzzDescription ?? "nothing"), expected \(message.expectedLabel.fuzzDescription) for \(message.source)"
                )
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
            let shown = entry.text
            if shown != expected {
                note(
                    "the entry does not show initialText",
                    "\(expected.count) characters → \(shown.count): \(shown.suffix(20).debugDescription)")
            }
            let placeholder = entry.placeholder ?? ""
            if placeholder != FuzzExpectation.sanitized(field.placeholder) {
                note(
                    "the placeholder differs (see testPlaceholderKeepsTextAfterNUL)",
                    "\(field.placeholder.fuzzDescription) → \(placeholder.fuzzDescription)")
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
        let readBack = Markup.plainText(of: escaped)
        if readBack != FuzzExpectation.literal(value) {
            fail(
                fuzzCase, "Markup.escape(\(value.fuzzDescription)) reads back as \((readBack ?? "nil").fuzzDescription)"
            )
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
                expectedLabel: pangoError == nil
                    ? FuzzExpectation.shownByLabel(markup: markup) : FuzzExpectation.sanitized(markup),
                expectedErrorMarkup: pangoError == nil ? nil : markup, source: text)
        case .validatingMarkup(let markup):
            markupChecks += 1
            let pangoError = Markup.validationError(in: markup)
            crossCheck(markup, pangoError: pangoError, in: fuzzCase)
            do {
                let validated = try AlertText(validatingMarkup: markup)
                if let pangoError {
                    fail(fuzzCase, "validating accepted \(markup.fuzzDescription), Pango: \(pangoError)")
                }
                return BuiltText(
                    text: validated, expectedLabel: FuzzExpectation.shownByLabel(markup: markup), source: text)
            } catch {
                if pangoError == nil {
                    fail(fuzzCase, "validating threw for markup Pango accepts: \(markup.fuzzDescription)")
                }
                if case .invalidMarkup(let thrownMarkup, let reason) = error {
                    if thrownMarkup != markup || reason != pangoError {
                        fail(fuzzCase, "thrown error does not match: \(error)")
                    }
                } else {
                    fail(fuzzCase, "unexpected error \(error)")
                }
                // What an app does with text it could not validate: show it literally.
                return BuiltText(
                    text: AlertText(markup), expectedLabel: FuzzExpectation.sanitized(markup), source: text)
            }
        case .interpolated(let template, let value, let other):
            let built = FuzzExpectation.interpolated(
                template: template, value: value, other: other, index: fuzzCase.index)
            if built.text.plainText != built.expected {
                fail(
                    fuzzCase,
                    "markup interpolating \(value.fuzzDescription) reads \(built.text.plainText.fuzzDescription), expected \(built.expected.fuzzDescription)"
                )
            }
            return BuiltText(text: built.text, expectedLabel: built.expected, source: text)
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

// MARK: - Dumping and replaying cases

extension FuzzText {
    var json: [String: Any] {
        switch self {
        case .plain(let text): ["kind": "plain", "text": text]
        case .unvalidatedMarkup(let text): ["kind": "unvalidatedMarkup", "text": text]
        case .validatingMarkup(let text): ["kind": "validatingMarkup", "text": text]
        case .interpolated(let template, let value, let other):
            ["kind": "interpolated", "template": template, "text": value, "other": other]
        }
    }

    init?(json: [String: Any]) {
        guard let text = json["text"] as? String else { return nil }
        switch json["kind"] as? String {
        case "plain": self = .plain(text)
        case "unvalidatedMarkup": self = .unvalidatedMarkup(text)
        case "validatingMarkup": self = .validatingMarkup(text)
        case "interpolated":
            self = .interpolated(
                template: json["template"] as? Int ?? 0, value: text, other: json["other"] as? String ?? "")
        default: return nil
        }
    }
}

extension FuzzCase {
    /// Writes the case as `case<index>.json` into `directory`.
    func write(toDirectory directory: String) {
        var object: [String: Any] = [
            "index": index, "class": inputClass, "messages": messages.map(\.json),
            "buttons": buttons.map { ["label": $0.label, "id": $0.id, "role": $0.role.description] },
            "presentation": presentation == .window ? "window" : "inWindow", "layout": "\(layout)",
        ]
        object["title"] = title?.json
        object["field"] = field.map {
            ["placeholder": $0.placeholder, "initialText": $0.initialText, "isSecure": $0.isSecure]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        else { return }
        try? data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("case\(index).json"))
    }

    /// A case `write(toDirectory:)` wrote (and someone may have minimised by hand).
    init?(contentsOf path: String) {
        guard let data = FileManager.default.contents(atPath: path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return nil }
        let roles: [String: AlertButtonRole] = [
            "regular": .regular, "cancel": .cancel, "destructive": .destructive, "suggested": .suggested,
        ]
        let layouts: [String: ButtonLayout] = [
            "automatic": .automatic, "horizontal": .horizontal, "vertical": .vertical,
        ]
        self.init(
            index: object["index"] as? Int ?? 0, inputClass: "replay",
            title: (object["title"] as? [String: Any]).flatMap(FuzzText.init(json:)),
            messages: (object["messages"] as? [[String: Any]] ?? []).compactMap(FuzzText.init(json:)),
            buttons: (object["buttons"] as? [[String: Any]] ?? []).enumerated().map { number, button in
                FuzzButton(
                    label: button["label"] as? String ?? "", id: button["id"] as? String ?? "\(number)",
                    role: roles[button["role"] as? String ?? ""] ?? .regular)
            },
            field: (object["field"] as? [String: Any]).map {
                FuzzField(
                    placeholder: $0["placeholder"] as? String ?? "", initialText: $0["initialText"] as? String ?? "",
                    isSecure: $0["isSecure"] as? Bool ?? false)
            },
            presentation: object["presentation"] as? String == "window" ? .window : .inWindow,
            layout: layouts[object["layout"] as? String ?? ""] ?? .automatic)
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

// MARK: - Inputs

/// Generates fuzz inputs by class, and whole cases; counts every string it hands out.
struct FuzzInputGenerator {
    private var random: SplitMix64
    private(set) var inputCount = 0
    /// Whether to keep away from the known Pango abort (see `KnownIssue.defused`).
    let defuseKnownAborts: Bool

    init(seed: UInt64, defuseKnownAborts: Bool) {
        random = SplitMix64(seed: seed)
        self.defuseKnownAborts = defuseKnownAborts
    }

    mutating func randomClass() -> InputClass { random.element(of: InputClass.allCases) }

    /// One input of `inputClass`.
    mutating func input(_ inputClass: InputClass) -> String {
        inputCount += 1
        let text = rawInput(inputClass)
        return defuseKnownAborts ? KnownIssue.defused(text) : text
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
        let strings = (0..<7).map { kind in
            let text = hugeString(kind: kind)
            return defuseKnownAborts ? KnownIssue.defused(text) : text
        }
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

// MARK: - The nastiest inputs, rendered (in a child)

@MainActor
enum NastyInputs {
    /// Lays out and renders each alert; inputs that hit a known issue still present are left
    /// out (their own tests cover them).
    static func renderAll() async throws {
        let parent = await AlertTestWindow(width: 560, height: 460)
        for (name, alert) in alerts() {
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
            ChildProcess.report(
                "RENDERED",
                "\(name): card \(card.allocatedWidth)×\(card.allocatedHeight), \(log.errors.count) content errors")
            handle.dismiss()
            await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
        }
        await parent.close()
    }

    static func alerts() -> [(String, Alert)] {
        let defuse = FuzzEnvironment.defuse
        func nasty(_ text: String) -> String { defuse ? KnownIssue.defused(text) : text }
        let marks = String(
            String.UnicodeScalarView(["Z"] + (0..<50).map { Unicode.Scalar(0x0300 + UInt32($0 % 0x70))! }))
        let bidi = "\u{202E}שלום \u{2067}مرحبا\u{202D} file.txt \u{2069}123\u{202B}"
        let family = nasty("👨‍👩‍👧‍👦🏳️‍🌈🧑🏿‍🤝‍🧑🏻🏴󠁧󠁢󠁳󠁣󠁴󠁿👨\u{200D}\u{200D}👩\u{FE0F}1️⃣🏻")
        let hebrewMarks = nasty(" \u{05D0}\u{0591}\u{05B0}" + String(repeating: " \u{0591}\u{05B0}\u{0656}", count: 3))
        let controls = "\0a\u{1}\u{1B}\u{7F}\u{85}\u{FFFE}\u{FFFF}\u{0301}\u{2028}\u{2029}\r\n\u{0B}\u{0C}\u{FEFF}"
        let oneLine = controls.unicodeScalars.filter { !$0.properties.isWhitespace || $0 == " " }
        return [
            (
                "combining-bidi",
                Alert(
                    title: AlertText(marks + bidi),
                    message: AlertText(String(repeating: marks, count: 20) + hebrewMarks)
                ) {
                    AlertButton(bidi, id: "bidi", role: .cancel)
                    AlertButton(marks, id: "marks", role: .suggested)
                }.presentation(.inWindow)
            ),
            (
                "emoji-zwj",
                Alert(title: .markup("<b>\(family)</b>"), message: AlertText(String(repeating: family, count: 30)))
                    .presentation(.inWindow)
            ),
            (
                "100kB-unbreakable-in-entry",
                Alert(title: "Unbreakable") {
                    AlertContent.text(AlertText(String(repeating: "x", count: 1_500)))
                    AlertContent.textField(
                        AlertTextField(placeholder: "p", initialText: String(repeating: "x", count: 100_000)))
                }.presentation(.inWindow)
            ),
            (
                "huge-attributes",
                Alert(
                    title: .unvalidatedMarkup(
                        "<span size=\"xx-large\" letter_spacing=\"-99999\" rise=\"99999\">rise</span><span font_desc=\"Sans 500\">big</span>"
                    ),
                    message: .unvalidatedMarkup("<span line_height=\"40\">tall</span>")
                ).presentation(.inWindow)
            ),
            (
                "controls",
                Alert(title: AlertText(controls)) {
                    AlertContent.text(.unvalidatedMarkup(controls))
                    AlertContent.textField(AlertTextField(placeholder: controls, initialText: controls + bidi + family))
                } buttons: {
                    AlertButton(controls, id: controls, role: .suggested)
                }.presentation(.inWindow)
            ),
            (
                "fifty-buttons-in-parent",
                Alert(title: AlertText(family), message: AlertText(hebrewMarks)) {
                    for number in 0..<50 { AlertButton([bidi, marks, String(oneLine)][number % 3], id: "b\(number)") }
                }.presentation(.inWindow)
            ),
            (
                "fifty-buttons-window",
                Alert(title: AlertText(bidi)) {
                    AlertContent.textField(AlertTextField(initialText: marks + family, isSecure: true))
                } buttons: {
                    for number in 0..<50 {
                        AlertButton([marks, bidi, family, String(oneLine), "OK"][number % 5], id: "b\(number)")
                    }
                }.presentation(.window)
            ),
        ]
    }
}
