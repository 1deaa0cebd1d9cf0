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

/// An upload's progress, then its end: two alerts with different ids.
private enum UploadAlert: AlertState {
    case uploading, complete

    var alert: Alert {
        switch self {
        case .uploading: Alert(title: "Uploading…") { AlertButton("Cancel", role: .cancel) }.id("uploading")
        case .complete: Alert(title: "Upload complete").id("complete")
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

    @MainActor func testAStateChangeTakesTheShownAlertsPlaceAheadOfTheQueue() async throws {
        let parent = await AlertTestWindow()
        let host = AlertStateHost<UploadAlert>(over: parent.nestedButton)
        host.state = .uploading
        await TestDisplay.run(until: { host.currentHandle?.isOnScreen ?? false })
        var errorResponses: [AlertResponse] = []
        let error = Alert(title: "Disk almost full").present(over: parent.nestedButton) { errorResponses.append($0) }
        XCTAssertFalse(error.isOnScreen, "the error waits behind the upload")
        host.state = .complete
        await TestDisplay.settle()
        XCTAssertEqual(
            Alert.presented(over: parent.window).first?.titleLabel?.text, "Upload complete",
            "the state's new alert went behind the waiting error")
        XCTAssertFalse(error.isOnScreen)
        XCTAssertEqual(Alert.presented(over: parent.window).count, 2, "the error was lost")
        host.currentHandle?.confirm()
        await TestDisplay.run(until: { error.isOnScreen })
        XCTAssertNil(host.state)
        XCTAssertTrue(error.isOnScreen, "the error shows once the state's alert is answered")
        error.dismiss()
        XCTAssertEqual(errorResponses, [.dismissed])
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
