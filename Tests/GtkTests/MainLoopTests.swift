import Dispatch
import GtkAlertsTestSupport
import GtkAlertsToolkit
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

    /// `run()` from inside a task that GLib's loop is running would hang every other task:
    /// the loop tells, and `run()` stops with a message there instead.
    func testALoopRunFromInsideATaskIsDetected() {
        MainActor.assumeIsolated {
            TestDisplay.start()
            XCTAssertTrue(MainLoop.canRunNestedLoop, "top-level code may run the loop")
            let loop = MainLoop()
            var insideTask: Bool?
            Task { @MainActor in
                insideTask = MainLoop.canRunNestedLoop
                loop.quit()
            }
            let watchdog = MainLoop.schedule(afterMilliseconds: 5000) { loop.quit() }
            loop.run()
            watchdog.cancel()
            XCTAssertEqual(insideTask, false, "a task inside the loop was not told apart")
            XCTAssertTrue(MainLoop.canRunNestedLoop)
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

#if canImport(Glibc)
    import Glibc
#endif

final class MainLoopIdleTests: XCTestCase {
    /// After Swift work has run inside GLib's loop, the loop must go back to sleeping: a
    /// bridge that left Dispatch's wake-up descriptor readable would spin a core and starve
    /// GTK's layout and painting.
    func testTheLoopSleepsAfterMainQueueWork() {
        MainActor.assumeIsolated {
            TestDisplay.start()
            let loop = MainLoop()
            var cpuMilliseconds = 0.0
            Task { @MainActor in
                try await Task.sleep(for: .milliseconds(5))  // Main-queue work inside the loop.
                let start = Self.processCPUMilliseconds()
                MainLoop.schedule(afterMilliseconds: 300) {
                    cpuMilliseconds = Self.processCPUMilliseconds() - start
                    loop.quit()
                }
            }
            let watchdog = MainLoop.schedule(afterMilliseconds: 5000) { loop.quit() }
            loop.run()
            watchdog.cancel()
            XCTAssertLessThan(cpuMilliseconds, 30, "the loop used \(cpuMilliseconds) ms of CPU in 300 ms idle")
        }
    }

    private static func processCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }
}
