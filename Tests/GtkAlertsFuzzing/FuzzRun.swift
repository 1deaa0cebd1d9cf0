import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// The text fuzzer's main run and replays, in the child (`alert-fuzz-child fuzz`, `replay`).
@MainActor
enum FuzzRun {
    /// Regular alerts in the main run (each carries about seven generated inputs).
    static let caseCount = 3_000
    /// Every this many cases, an alert with 50 buttons instead.
    static let manyButtonsEvery = 100
    /// The main loop runs a little every this many alerts (window teardown, idle releases).
    static let settleEvery = 8

    /// Presents every case numbered `from` or more (the 100 kB cases are -7 to -1).
    static func run(from: Int) async {
        let seed = FuzzEnvironment.seed
        let parent = await AlertTestWindow()
        // The first alert on a display installs the stylesheet for good (and its CSS providers'
        // handlers): count boxes after that.
        // Counted once the warm-up alert itself is gone: an in-window one fades out first.
        let warmUp = Alert(title: "Warm-up", message: nil).present(over: parent.nestedButton) { _ in }
        warmUp.dismiss()
        _ = await AlertTestWindow.waitUntilReleased(warmUp)
        await TestDisplay.drainReleases()
        let boxesBefore = SignalClosureBoxCounter.live
        var generator = FuzzInputGenerator(seed: seed)
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
        for index in 0..<caseCount {
            let fuzzCase =
                index > 0 && index.isMultiple(of: manyButtonsEvery)
                ? generator.manyButtonsCase(index: index)
                : generator.regularCase(index: index)
            guard FuzzEnvironment.shouldRun(index, from: from) else { continue }
            checker.run(fuzzCase, over: parent)
            if index.isMultiple(of: settleEvery) { await TestDisplay.settle(milliseconds: 1) }
        }
        let finished = clock.now

        if !Alert.presented(over: parent.window).isEmpty { ChildProcess.fail("alerts left up or queued after the run") }
        await TestDisplay.run(until: { SignalClosureBoxCounter.live == boxesBefore }, timeoutMilliseconds: 5_000)
        await TestDisplay.drainReleases()
        if SignalClosureBoxCounter.live != boxesBefore {
            ChildProcess.fail(
                "signal closure boxes leaked: \(SignalClosureBoxCounter.live), \(boxesBefore) before the run")
        }
        let alive = checker.createdObjects.filter(\.isAlive).count
        if alive != 0 {
            ChildProcess.fail(
                "\(alive) of \(checker.createdObjects.count) alert cards and windows outlived their alerts")
        }
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
        if generator.inputCount < 10_000 { ChildProcess.fail("only \(generator.inputCount) inputs generated") }
        await parent.close()
    }

    /// Presents the case in `ALERT_FUZZ_REPLAY` (a file `ALERT_FUZZ_DUMP` wrote).
    static func replay() async {
        guard let path = ProcessInfo.processInfo.environment["ALERT_FUZZ_REPLAY"],
            let fuzzCase = FuzzCase(contentsOf: path)
        else { return ChildProcess.fail("ALERT_FUZZ_REPLAY does not name a case file") }
        let parent = await AlertTestWindow()
        let checker = FuzzChecker()
        checker.run(fuzzCase, over: parent)
        await TestDisplay.settle(milliseconds: 20)
        checker.reportFailures()
        for line in checker.noteLines { print("AlertFuzzTests: \(line)") }
        await parent.close()
    }
}
