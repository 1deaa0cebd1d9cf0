import GtkAlerts
import GtkAlertsTestSupport
import GtkAlertsToolkit
import XCTest

/// The README's example, and the Composing Alerts article's, kept compiling and true.
final class ReadmeExampleTests: XCTestCase {
    @MainActor private final class Store {
        var names = ["Groceries"]
        func delete(_ name: String) { names.removeAll { $0 == name } }
    }

    @MainActor func testTheReadmeExampleDeletesOnConfirmation() async throws {
        let parent = await AlertTestWindow()
        let store = Store()
        let item = (name: "Groceries", id: 1)
        let anyWidgetInTheWindow = parent.nestedButton

        let alert = Alert(title: "Delete “\(item.name)”?", message: "This cannot be undone.") {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Delete", role: .destructive) { store.delete(item.name) }
        }
        var response: AlertResponse?
        Task { @MainActor in response = await alert.present(over: anyWidgetInTheWindow) }
        await TestDisplay.run(until: { Alert.presented(over: parent.window).first?.isOnScreen ?? false })
        try XCTUnwrap(Alert.presented(over: parent.window).first?.button(id: "Delete")).click()
        await TestDisplay.run(until: { response != nil })

        XCTAssertEqual(response?.role, .destructive)
        XCTAssertEqual(store.names, [])
        await parent.close()
    }

    /// The Composing Alerts article's text-entry example: Done disabled while the field is empty, blank text refused.
    @MainActor func testTheReadmeTextEntryExampleWaitsForText() async throws {
        let parent = await AlertTestWindow()
        let alert = Alert(title: "Insert item name") {
            AlertContent.textField(
                AlertTextField(placeholder: "item name") { text in
                    text.allSatisfy(\.isWhitespace) ? "Insert text" : nil
                })
        } buttons: {
            AlertButton("Cancel", role: .cancel)
            AlertButton("Done", role: .suggested).enabled { !$0.isEmpty }
        }
        var response: AlertResponse?
        let handle = await parent.present(alert) { response = $0 }
        XCTAssertEqual(handle.isEnabled(button: "Done"), false)
        handle.confirm()
        await TestDisplay.settle()
        XCTAssertNil(response)
        handle.entry?.text = "  "
        handle.confirm()
        XCTAssertEqual(handle.entryError, "Insert text")
        handle.entry?.text = "Milk"
        handle.confirm()
        await TestDisplay.run(until: { response != nil })
        XCTAssertEqual(response?.text, "Milk")
        await parent.close()
    }

    /// Fails the first time; its one recovery option makes the next call succeed.
    private struct SyncError: RecoverableError {
        var recoveryOptions: [String] { ["_Sign In"] }
        func attemptRecovery(optionIndex: Int) -> Bool { true }
    }

    @MainActor func testTheReadmeErrorExampleSyncsAgainAfterRecovery() async throws {
        let parent = await AlertTestWindow()
        let window = parent.window
        var calls = 0
        func sync() async throws {
            calls += 1
            if calls == 1 { throw SyncError() }
        }
        let finished = Task { @MainActor in
            do { try await sync() } catch {
                if await Alert.presentError(error, over: window, buttons: { AlertButton("_Cancel", role: .cancel) }) {
                    try await sync()  // the user picked an option and it worked
                }
            }
        }
        await TestDisplay.run(until: { Alert.presented(over: window).first?.isOnScreen ?? false })
        let handle = try XCTUnwrap(Alert.presented(over: window).first)
        XCTAssertEqual(handle.buttons.map { $0.child.flatMap(Label.wrapping)?.text }, ["Sign In", "Cancel"])
        try XCTUnwrap(handle.button(id: "recovery-0")).click()
        try await finished.value
        XCTAssertEqual(calls, 2, "the recovered sync did not run again")
        await parent.close()
    }
}

/// The README's app around an alert, kept compiling.
///
/// Compiled, not called: it runs an application's loop for the rest of the process (the
/// application suites run such apps in processes of their own).
@MainActor private func readmeApplicationSnippet(makeMainWindow: @escaping @MainActor (Application) -> Window) -> Int32
{
    let application = Application(id: "io.github.me.Lists")  // your desktop file's name
    application.onActivate {
        let window = application.windows.first ?? makeMainWindow(application)
        window.present()
    }
    return application.run()
}
