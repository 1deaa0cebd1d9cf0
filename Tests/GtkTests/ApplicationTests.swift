import GtkAlertsToolkit
import XCTest

/// `Application` in this process.
///
/// Each test runs `run()` from a synchronous test method, as an app's `main` does: XCTest calls
/// it on the main thread outside any main-queue job, so the Dispatch bridge inside GLib's loop
/// can run Swift tasks.
final class ApplicationTests: XCTestCase {
    /// A distinct id per application, so that no test meets another's instance on a session bus.
    @MainActor private static var serial = 0
    @MainActor private static func makeID() -> String {
        serial += 1
        return "io.github.gtkalerts.Tests.Application\(serial)"
    }

    /// The longest any `run()` here may take, in milliseconds: a watchdog quits after it.
    private static let watchdogMilliseconds = 5000  // ms

    /// Runs `application` with a watchdog, then lets the idles that release closures run.
    @MainActor private static func run(_ application: Application, arguments: [String] = ["application-tests"])
        -> (status: Int32, timedOut: Bool)
    {
        var timedOut = false
        let watchdog = MainLoop.schedule(afterMilliseconds: watchdogMilliseconds) {
            timedOut = true
            application.quit()
        }
        let status = application.run(arguments: arguments)
        watchdog.cancel()
        drainIdles()
        return (status, timedOut)
    }

    @MainActor private static func drainIdles() {
        for _ in 0..<20 { while MainLoop.iterate(mayBlock: false) {} }
    }

    override func setUpWithError() throws {
        try MainActor.assumeIsolated { try Toolkit.initialize() }
    }

    func testKeepsItsID() {
        MainActor.assumeIsolated {
            let application = Application(id: "io.github.gtkalerts.Tests.Identity")
            XCTAssertEqual(application.id, "io.github.gtkalerts.Tests.Identity")
        }
    }

    func testStartupComesBeforeActivateAndQuitEndsRunWithStatusZero() {
        MainActor.assumeIsolated {
            let application = Application(id: Self.makeID())
            var steps: [String] = []
            application.onStartup { steps.append("startup") }
            application.onActivate {
                steps.append("activate")
                let window = Window(application: application)
                window.present()
                // Swift's main actor runs inside g_application_run: a task sleeps, then quits.
                Task { @MainActor in
                    try await Task.sleep(for: .milliseconds(20))
                    steps.append("task")
                    application.quit()
                }
            }
            application.onShutdown { steps.append("shutdown") }
            let (status, timedOut) = Self.run(application)
            XCTAssertFalse(timedOut, "quit() did not end run()")
            XCTAssertEqual(status, 0)
            XCTAssertEqual(steps, ["startup", "activate", "task", "shutdown"])
            XCTAssertTrue(application.windows.isEmpty, "run() destroys the windows left open")
        }
    }

    func testActionIsBoundToItsAcceleratorAndActivates() {
        MainActor.assumeIsolated {
            let application = Application(id: Self.makeID())
            var quits = 0
            application.addAction(name: "quit", accelerators: ["<Control>q"]) {
                quits += 1
                application.quit()
            }
            XCTAssertTrue(application.hasAction(name: "quit"))
            XCTAssertFalse(application.hasAction(name: "missing"))
            XCTAssertEqual(application.accelerators(forAction: "app.quit"), ["<Control>q"])
            XCTAssertEqual(application.actions(forAccelerator: "<Control>q"), ["app.quit"])
            XCTAssertEqual(application.actions(forAccelerator: "<Control>w"), [])
            XCTAssertEqual(application.actions(forAccelerator: "not an accelerator"), [])
            var acceleratorsWhileRunning: [String] = []
            application.onActivate {
                Window(application: application).present()
                acceleratorsWhileRunning = application.actions(forAccelerator: "<Control>q")
                // What Ctrl+Q does: activate app.quit through the application's action group.
                MainLoop.schedule(afterMilliseconds: 10) { application.activateAction(name: "quit") }
            }
            let (status, timedOut) = Self.run(application)
            XCTAssertFalse(timedOut, "app.quit did not end run()")
            XCTAssertEqual(status, 0)
            XCTAssertEqual(quits, 1)
            XCTAssertEqual(acceleratorsWhileRunning, ["app.quit"])
        }
    }

    func testRemovedActionLosesItsAccelerator() {
        MainActor.assumeIsolated {
            let application = Application(id: Self.makeID())
            var runs = 0
            application.addAction(name: "refresh", accelerators: ["<Control>r", "F5"]) { runs += 1 }
            XCTAssertEqual(application.accelerators(forAction: "app.refresh"), ["<Control>r", "F5"])
            application.activateAction(name: "refresh")
            XCTAssertEqual(runs, 1)
            application.removeAction(name: "refresh")
            XCTAssertFalse(application.hasAction(name: "refresh"))
            XCTAssertEqual(application.accelerators(forAction: "app.refresh"), [])
            application.activateAction(name: "refresh")
            XCTAssertEqual(runs, 1)
        }
    }

    func testWindowsAreTrackedUntilDestroyed() {
        MainActor.assumeIsolated {
            let application = Application(id: Self.makeID())
            var counts: [Int] = []
            var trackedTheRightWindows = false
            var applicationOfWindow = false
            application.onActivate {
                let main = Window(application: application)
                let other = Window()
                application.addWindow(other)
                main.present()
                other.present()
                counts.append(application.windows.count)
                trackedTheRightWindows =
                    application.windows.contains { $0.isSameObject(as: main) }
                    && application.windows.contains { $0.isSameObject(as: other) }
                applicationOfWindow = main.application?.isSameObject(as: application) ?? false
                other.destroy()
                counts.append(application.windows.count)
                main.destroy()
                counts.append(application.windows.count)
                // No window holds the application any more: run() ends by itself.
            }
            let (status, timedOut) = Self.run(application)
            XCTAssertFalse(timedOut, "run() did not end with its last window")
            XCTAssertEqual(status, 0)
            XCTAssertEqual(counts, [2, 1, 0])
            XCTAssertTrue(trackedTheRightWindows)
            XCTAssertTrue(applicationOfWindow)
        }
    }

    func testOpenGetsTheFilesInsteadOfActivate() {
        MainActor.assumeIsolated {
            let application = Application(id: Self.makeID())
            var opened: [Application.OpenedFile] = []
            var activations = 0
            application.onActivate { activations += 1 }
            application.onOpen { files, _ in opened = files }
            let (status, _) = Self.run(application, arguments: ["application-tests", "/tmp/notes one.txt"])
            XCTAssertEqual(status, 0)
            XCTAssertEqual(activations, 0)
            XCTAssertEqual(
                opened, [Application.OpenedFile(uri: "file:///tmp/notes%20one.txt", path: "/tmp/notes one.txt")])
        }
    }

    func testFilesWithoutAnOpenHandlerAreRefusedWithoutRunning() {
        MainActor.assumeIsolated {
            let application = Application(id: Self.makeID())
            var activations = 0
            application.onActivate { activations += 1 }
            let (status, timedOut) = Self.run(application, arguments: ["application-tests", "notes.txt"])
            XCTAssertFalse(timedOut)
            XCTAssertEqual(status, 1)
            XCTAssertEqual(activations, 0)
        }
    }

    func testHandlersAreReleasedWhenRunEnds() {
        MainActor.assumeIsolated {
            final class Witness {}
            weak var weakWitness: Witness?
            weak var wrapper: Application?
            var applicationObject: WeakObjectReference?
            var windowObject: WeakObjectReference?
            do {
                let application = Application(id: Self.makeID())
                wrapper = application
                applicationObject = application.makeWeakReference()
                var window: Window?
                // Every closure captures the application, a window or a witness strongly: the
                // kind of cycle an app writes without thinking.
                let witness = Witness()
                weakWitness = witness
                application.onStartup {
                    _ = witness
                    window = Window(application: application)
                }
                application.onActivate {
                    _ = witness
                    window?.present()
                    windowObject = window?.makeWeakReference()
                    MainLoop.schedule(afterMilliseconds: 10) { application.activateAction(name: "quit") }
                }
                application.onOpen { _, _ in
                    _ = witness
                    _ = application
                }
                application.onShutdown {
                    _ = witness
                    _ = window
                    _ = application
                }
                application.addAction(name: "quit", accelerators: ["<Control>q"]) {
                    _ = witness
                    _ = window
                    application.quit()
                }
                let (status, timedOut) = Self.run(application)
                XCTAssertFalse(timedOut)
                XCTAssertEqual(status, 0)
                window = nil
            }
            Self.drainIdles()
            XCTAssertNil(weakWitness, "a handler closure outlived run()")
            XCTAssertNil(wrapper, "the Swift application outlived run()")
            XCTAssertEqual(applicationObject?.isAlive, false, "the GtkApplication outlived run()")
            XCTAssertEqual(windowObject?.isAlive, false, "the application window outlived run()")
        }
    }
}
