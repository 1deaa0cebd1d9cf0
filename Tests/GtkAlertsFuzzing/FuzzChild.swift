import Foundation
import GtkAlertsTestSupport
import GtkAlertsToolkit

/// What `alert-fuzz-child` runs: the GTK side of the fuzz suites (`Tests/GtkAlertsFuzzTests`),
/// in a process of its own so that the first GTK critical or abort ends only it.
///
/// The first argument names the mode; the rest of the settings come from the environment the
/// suites pass on (`ALERT_FUZZ_*`, `LIFECYCLE_FUZZ_*`). Findings go to standard error as
/// protocol lines (see `ChildProcess` and `LifecycleFuzzRun`), read by the parent test.
@MainActor
public enum FuzzChild {
    /// The modes, as the first argument names them.
    enum Mode: String, CaseIterable {
        /// The text fuzzer's main run, from case `ALERT_FUZZ_FROM` on.
        case fuzz
        /// The nastiest inputs, laid out and rendered.
        case render
        /// The minimal reproduction of a Pango abort the fuzzer found (fixed).
        case regressionPango = "regression-pango"
        /// The minimal reproduction of a button box critical the fuzzer found (fixed).
        case regressionButtonBox = "regression-button-box"
        /// One case `ALERT_FUZZ_DUMP` wrote, from the file `ALERT_FUZZ_REPLAY` names.
        case replay
        /// The lifecycle fuzzer's sequences, from `LIFECYCLE_FUZZ_FROM` on.
        case lifecycle
    }

    /// Runs the mode `arguments[1]` names, on GLib's main loop.
    ///
    /// The loop runs on the main thread, where the Dispatch main queue is drained by GLib (as
    /// in the test process): with top-level `await`, `dispatchMain()` would hand the main queue
    /// to a worker thread, and GLib's drain of it from there traps in libdispatch.
    ///
    /// - Returns: the exit status: 0 once the mode ran to its end (what it found is in its
    ///   protocol lines), 2 for a missing or unknown mode.
    public static func main(arguments: [String]) -> Int32 {
        guard arguments.count == 2, let mode = Mode(rawValue: arguments[1]) else {
            let modes = Mode.allCases.map(\.rawValue).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: alert-fuzz-child \(modes)\n".utf8))
            return 2
        }
        TestDisplay.start()
        let loop = MainLoop()
        Task { @MainActor in
            await run(mode)
            loop.quit()
        }
        loop.run()
        return 0
    }

    /// Runs `mode`, then says so with its `DONE` line.
    private static func run(_ mode: Mode) async {
        switch mode {
        case .fuzz: await FuzzRun.run(from: FuzzEnvironment.from)
        case .render: await NastyInputs.renderAll()
        case .regressionPango: await FuzzRegression.pangoWrapAbort.reproduce()
        case .regressionButtonBox: await FuzzRegression.buttonBoxHeightCritical.reproduce()
        case .replay: await FuzzRun.replay()
        case .lifecycle:
            await LifecycleFuzzRun.run(from: LifecycleFuzzEnvironment.from)
            return LifecycleFuzzRun.report("DONE", "")
        }
        ChildProcess.report("DONE", "")
    }
}
