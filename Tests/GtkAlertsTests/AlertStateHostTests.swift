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
