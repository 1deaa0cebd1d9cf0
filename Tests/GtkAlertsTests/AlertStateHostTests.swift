import Foundation
import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

private enum LibraryAlert: AlertState {
    case networkError
    case confirmDelete(name: String)

    var alert: Alert {
        switch self {
        case .networkError:
            Alert(title: "No connection", message: "Try again later.")
        case .confirmDelete(let name):
            Alert(title: .markup("Delete <b>\(name)</b>?"), message: nil) {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Delete", role: .destructive)
            }
        }
    }
}

/// A state whose alert remembers its answer in `store`.
private struct SuppressibleAlert: AlertState {
    let store: KeyFileSuppressionStore

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.store === rhs.store }

    var alert: Alert {
        Alert(title: "Delete?", message: nil) {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Delete", role: .destructive)
        }.suppressible(key: "delete", store: store)
    }
}

/// One optional value drives the alerts.
final class AlertStateHostTests: XCTestCase {
    @MainActor func testSettingShowsReplacingSwapsNilDismisses() async throws {
        let parent = await AlertTestWindow()
        var responses: [(LibraryAlert, AlertResponse)] = []
        let host = AlertStateHost<LibraryAlert>(over: parent.nestedButton) { responses.append(($0, $1)) }

        host.state = .networkError
        await TestDisplay.run(until: { host.currentHandle?.isOnScreen ?? false })
        XCTAssertEqual(host.currentHandle?.titleLabel?.text, "No connection")

        host.state = .confirmDelete(name: "Groceries")
        await TestDisplay.run(until: { host.currentHandle?.titleLabel?.text == "Delete Groceries?" })
        XCTAssertEqual(host.currentHandle?.titleLabel?.text, "Delete Groceries?")
        XCTAssertEqual(Alert.presented(over: parent.window).count, 1, "the swapped-out alert is still up")

        host.state = nil
        await TestDisplay.run(until: { Alert.presented(over: parent.window).isEmpty })
        XCTAssertTrue(Alert.presented(over: parent.window).isEmpty)
        XCTAssertTrue(responses.isEmpty, "clearing the state is not a response")
        await parent.close()
    }

    @MainActor func testARememberedAnswerEndsTheStateAndIsReported() async throws {
        let parent = await AlertTestWindow()
        let path = NSTemporaryDirectory() + "state-host-\(UUID().uuidString)/suppressed.ini"
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let store = KeyFileSuppressionStore(path: path)
        store.remember(buttonID: "Delete", role: .destructive, forKey: "delete")
        var responses: [AlertResponse] = []
        var changes: [String] = []
        let host = AlertStateHost<SuppressibleAlert>(over: parent.nestedButton) { _, response in
            responses.append(response)
        }
        host.onStateChange = { changes.append($0 == nil ? "nil" : "delete") }
        for attempt in 1...2 {
            host.state = SuppressibleAlert(store: store)
            XCTAssertNil(host.state, "attempt \(attempt): the state stayed set")
            XCTAssertEqual(responses.count, attempt, "attempt \(attempt): onResponse was not called")
            XCTAssertEqual(responses.last, .remembered(id: "Delete", role: .destructive))
        }
        XCTAssertEqual(changes, ["delete", "nil", "delete", "nil"])
        XCTAssertTrue(Alert.presented(over: parent.window).isEmpty)
        await parent.close()
    }

    @MainActor func testAButtonPressSetsTheStateBackToNil() async throws {
        let parent = await AlertTestWindow()
        var responses: [(LibraryAlert, AlertResponse)] = []
        var changes: [LibraryAlert?] = []
        let host = AlertStateHost<LibraryAlert>(over: parent.nestedButton) { responses.append(($0, $1)) }
        host.onStateChange = { changes.append($0) }
        host.state = .confirmDelete(name: "Milk")
        await TestDisplay.run(until: { host.currentHandle?.isOnScreen ?? false })
        try XCTUnwrap(host.currentHandle?.button(id: "Delete")).click()
        await TestDisplay.run(until: { host.state == nil })
        XCTAssertNil(host.state)
        XCTAssertEqual(changes, [.confirmDelete(name: "Milk"), nil])
        XCTAssertEqual(responses.first?.0, .confirmDelete(name: "Milk"))
        XCTAssertEqual(responses.first?.1.role, .destructive)
        await parent.close()
    }
}
