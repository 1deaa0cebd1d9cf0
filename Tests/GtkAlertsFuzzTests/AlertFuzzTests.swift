import Foundation
import GtkAlerts
import GtkAlertsToolkit
import XCTest

@testable import GtkAlertsFuzzing

/// Deterministic fuzzing of everything an app hands an alert as text: titles, messages, markup
/// (unvalidated, validated, and escaped interpolation), button labels and ids, and the text
/// field's initial text and placeholder.
///
/// Every alert is presented for real (its widgets are built and measured, which is where bad
/// text would crash or log a GTK critical) and dismissed at once: waiting for broadway's
/// once-a-second paint per alert would take hours. One test does wait for layout and a rendered
/// frame, for a handful of the nastiest inputs.
///
/// The GTK work runs in child processes (`alert-fuzz-child`, built next to the test bundle) with
/// Swift's crash backtracer off: under the backtracer, the `SIGTRAP` that
/// `G_DEBUG=fatal-warnings` raises is handled and the process carries on, so a critical would
/// pass unnoticed. In the child, the first critical (or abort) ends it; the parent reports which
/// case did it, and runs the rest in a new child.
///
/// A crash is attributed to the last case presented before it (criticals logged later, while
/// the main loop runs, may belong to one of the few cases before).
///
/// Reproducing: the seed is printed; set `ALERT_FUZZ_SEED` to replay a run, `ALERT_FUZZ_ONLY`
/// (comma-separated case numbers) to present only those cases (all are still generated, so the
/// sequence is the same), `ALERT_FUZZ_TRACE=1` to log each case before it is presented, and
/// `ALERT_FUZZ_DUMP=<directory>` to write presented cases (and the 100 kB strings) there as
/// JSON and text. `ALERT_FUZZ_REPLAY=<case.json> alert-fuzz-child replay` presents one dumped
/// (and, say, hand-minimised) case. Issues the fuzzer found keep their minimal reproduction here
/// as a test once fixed.
final class AlertFuzzTests: XCTestCase {
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
        while true {
            let run = try XCTUnwrap(
                ChildProcess.run(.fuzz, environment: ["ALERT_FUZZ_FROM": "\(from)"]),
                "could not start the child process")
            for failure in run.protocolLines("FAIL") { XCTFail("child: \(failure)") }
            presented += run.protocolLines("CASE").count
            summary += run.protocolLines("SUMMARY")
            if run.completed { break }
            guard let crashedCase = run.protocolLines("CASE").last.flatMap({ Int($0) }) else {
                XCTFail("the child ended before its first case: \(run.crashMessage)")
                break
            }
            crashes.append(ChildCrash(caseIndex: crashedCase, message: run.crashMessage))
            guard crashes.count < Self.maximumCrashes else {
                XCTFail("giving up after \(crashes.count) crashes")
                break
            }
            from = crashedCase + 1
        }
        for line in summary { print("AlertFuzzTests: \(line)") }
        for crash in crashes {
            let reproduce = "ALERT_FUZZ_SEED=\(seed) ALERT_FUZZ_ONLY=\(crash.caseIndex)"
            XCTFail("case \(crash.caseIndex) crashed the process (\(reproduce)): \(crash.message)")
        }
        print(
            "AlertFuzzTests: \(presented) alerts presented in \(crashes.count + 1) child processes, "
                + "\(crashes.count) crashes, \(clock.now - started) in all")
    }

    /// The escaping interpolation never yields invalid markup, for values of every class (pure
    /// Pango, no display: so it runs many more values).
    @MainActor func testEscapedInterpolationIsAlwaysValidMarkup() async {
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
        print("AlertFuzzTests: \(generator.inputCount) values escaped, validated and read back")
    }

    /// A handful of the nastiest inputs, laid out and rendered for real: they must draw.
    @MainActor func testNastiestInputsLayOutAndRender() async throws {
        let run = try XCTUnwrap(ChildProcess.run(.render), "could not start the child process")
        for failure in run.protocolLines("FAIL") { XCTFail("child: \(failure)") }
        XCTAssertTrue(run.completed, "rendering the nastiest inputs crashed the process: \(run.crashMessage)")
        for line in run.protocolLines("RENDERED") { print("AlertFuzzTests: rendered \(line)") }
    }

    // MARK: Issues the fuzzer found, fixed in the library: their minimal reproductions

    /// Pango 1.50 aborted when word-and-character wrapping had to split a grapheme cluster drawn
    /// with two fonts (see `FuzzRegression.pangoWrapAbort`).
    @MainActor func testTextPangoCannotWrapDoesNotAbort() async throws {
        try assertStaysFixed(.pangoWrapAbort)
    }

    /// A multiline button beside a placeholder wider than the card logged a GtkBox sizing
    /// critical (see `FuzzRegression.buttonBoxHeightCritical`).
    @MainActor func testMultilineButtonBesideWidePlaceholderLogsNoCritical() async throws {
        try assertStaysFixed(.buttonBoxHeightCritical)
    }

    /// Presents `issue`'s reproduction in a child, which must get to its end.
    @MainActor private func assertStaysFixed(_ issue: FuzzRegression) throws {
        let run = try XCTUnwrap(ChildProcess.run(issue.mode), "could not start the child process")
        for failure in run.protocolLines("FAIL") { XCTFail("child: \(failure)") }
        XCTAssertTrue(run.completed, "\(issue) is back: \(run.crashMessage)")
    }
}
