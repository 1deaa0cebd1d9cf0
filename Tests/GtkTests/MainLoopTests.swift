import Dispatch
import Gtk
import GtkTestSupport
import XCTest

final class MainLoopTests: XCTestCase {
    /// Synchronous on purpose: XCTest calls it straight from the main thread, outside any
    /// main-queue job, which is where an application's `main()` runs the loop too.
    func testAwaitResumesWhileTheGLibLoopRuns() {
        MainActor.assumeIsolated {
            TestDisplay.start()
            let loop = MainLoop()
            let button = Button(label: "Go")
            var steps: [String] = []

            Task { @MainActor in
                try await Task.sleep(for: .milliseconds(20))
                steps.append("slept")
                let answer = await withCheckedContinuation { continuation in
                    button.onClick { continuation.resume(returning: 42) }
                    MainLoop.schedule(afterMilliseconds: 5) { button.click() }
                }
                steps.append("signal \(answer)")
                let fromQueue = await withCheckedContinuation { continuation in
                    DispatchQueue.main.async { continuation.resume(returning: "queue") }
                }
                steps.append(fromQueue)
                loop.quit()
            }
            let watchdog = MainLoop.schedule(afterMilliseconds: 5000) { loop.quit() }
            loop.run()
            watchdog.cancel()

            XCTAssertEqual(steps, ["slept", "signal 42", "queue"])
        }
    }

    @MainActor func testScheduledActionRunsOnceAndCanBeCancelled() async {
        TestDisplay.start()
        var runs = 0
        MainLoop.schedule(afterMilliseconds: 1) { runs += 1 }
        let cancelled = MainLoop.schedule(afterMilliseconds: 1) { runs += 100 }
        cancelled.cancel()
        await TestDisplay.settle(milliseconds: 30)
        XCTAssertEqual(runs, 1)
    }
}
