import GtkAlertsTestSupport
import XCTest

@testable import GtkAlerts
@testable import GtkAlertsToolkit

/// What the scenario suites (`AlertCombinationTests`, `AlertPlaceReviewTests`) check after
/// every step, as an app would see it: each caller's answers, the objects the alerts made, and
/// that nothing is left up, queued or blocked.
enum AlertScenario {
    /// A count a button's action or a completion bumps.
    @MainActor final class Counter {
        var value = 0
    }

    /// Every answer each caller got, in order.
    @MainActor final class Answers {
        private(set) var byCaller: [String: [AlertResponse]] = [:]

        func record(_ caller: String, _ response: AlertResponse) {
            byCaller[caller, default: []].append(response)
        }

        func callback(_ caller: String) -> @MainActor (AlertResponse) -> Void {
            { response in self.record(caller, response) }
        }

        /// The answers of `caller`, readable: `button:Move`, `remembered:Move`, `dismissed`.
        func log(_ caller: String) -> [String] {
            (byCaller[caller] ?? []).map(Self.describe)
        }

        static func describe(_ response: AlertResponse) -> String {
            switch response {
            case .button(let id, _, _): "button:\(id)"
            case .remembered(let id, _): "remembered:\(id)"
            case .dismissed: "dismissed"
            }
        }
    }

    /// Weak references to every object the alerts of a scenario created.
    @MainActor final class Objects {
        var references: [WeakObjectReference] = []
        func track(_ handle: AlertHandle?) {
            references += handle?.createdObjects ?? []
        }
    }

    /// The titles of the alerts up or queued over `window`, the one seen first first.
    @MainActor static func titles(over window: Window) -> [String] {
        Alert.presented(over: window).map { $0.presenter.alert.title?.plainText ?? "(no title)" }
    }

    /// Waits until `handle`'s card is up and done fading in.
    @MainActor static func waitShown(_ handle: AlertHandle?) async {
        await TestDisplay.run(until: { (handle?.isOnScreen ?? false) && !(handle?.isFading ?? true) })
    }

    /// Nothing up or queued over `window` (unless it is gone), `probe` takes the pointer again,
    /// every tracked object finalized.
    @MainActor static func assertSettled(
        _ window: Window, probe: Widget, _ objects: Objects, _ variant: String,
        file: StaticString = #filePath, line: UInt = #line
    ) async {
        if !window.isDestroyed {
            await TestDisplay.run(until: { Alert.presented(over: window).isEmpty && probe.canReceivePointer })
            XCTAssertEqual(titles(over: window), [], "\(variant): alerts still up or queued", file: file, line: line)
            XCTAssertTrue(probe.canReceivePointer, "\(variant): the parent stayed blocked", file: file, line: line)
        }
        let references = objects.references
        let released = await TestDisplay.run(until: { references.allSatisfy { !$0.isAlive } })
        XCTAssertTrue(
            released, "\(variant): \(references.filter(\.isAlive).count) of \(references.count) objects still alive",
            file: file, line: line)
    }

    /// Closes `parent` unless a scenario closed it already, and lets go of what it held.
    @MainActor static func closeIfOpen(_ parent: AlertTestWindow) async {
        if !parent.window.isDestroyed { await parent.close() } else { await TestDisplay.drainReleases() }
    }
}
