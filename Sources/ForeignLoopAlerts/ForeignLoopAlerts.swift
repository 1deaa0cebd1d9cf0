internal import CGtkAlertsGtk
internal import GtkAlerts
internal import GtkAlertsTestSupport
internal import GtkAlertsToolkit

/// The Swift half of `foreign-loop-probe`.
///
/// What an app's own Swift module does when a C (or another binding's) loop runs the program.
/// It touches only `ForeignWidget` and `await`; the test-support calls below only answer the
/// alerts and check what they leave behind.
///
/// Prints one line per alert, `<presentation> <button id or dismissed> <released|leaked>`
/// (`callback` for the one a binding's callback presents), then `done`, and quits the
/// application.
@_cdecl("foreign_loop_alerts_start")
public func foreignLoopAlertsStart(_ button: UnsafeMutableRawPointer, _ application: UnsafeMutableRawPointer) {
    // Called from C's activate handler: main thread, no main-actor context.
    let parent = ForeignWidget(button)
    let applicationAddress = Int(bitPattern: application)
    Task { @MainActor in
        for presentation in [AlertPresentation.inWindow, .window] {
            let alert = Alert(title: "Save Changes?", message: "The document has unsaved changes.") {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Save", id: "save", role: .suggested)
            }.presentation(presentation)
            let answerer = Task { @MainActor in await answerWhenShown(over: parent) }
            let response = await alert.present(over: parent)
            let released = await answerer.value
            print("\(presentation) \(response.buttonID ?? "dismissed") \(released ? "released" : "leaked")")
        }
        let answerer = Task { @MainActor in await answerWhenShown(over: parent) }
        let answer = await withCheckedContinuation { continuation in
            presentFromABindingsCallback { continuation.resume(returning: $0) }
        }
        print("callback \(answer) \(await answerer.value ? "released" : "leaked")")
        print("done")
        g_application_quit(UnsafeMutablePointer<GApplication>(bitPattern: applicationAddress))
    }
}

/// What a binding's button callback does: it runs on the main thread without being main-actor
/// isolated, keeps no widget (it asks for the active window), and its completion writes the
/// binding's own state, which is not `Sendable`.
private func presentFromABindingsCallback(then report: @escaping (String) -> Void) {
    guard let window = ForeignWidget.activeWindow else { return report("no-active-window") }
    let state = BindingState()
    Alert(title: "Discard Changes?") {
        AlertButton("Cancel", role: .cancel)
        AlertButton("Save", id: "save", role: .suggested)
    }.present(over: window) { response in
        state.answer = response.buttonID ?? "dismissed"
        report(state.answer)
    }
}

/// A binding's view state: a plain class, neither `Sendable` nor isolated.
private final class BindingState {
    var answer = ""
}

/// Presses the alert's default button (Enter) once it is on screen, then waits until every
/// object it made is finalized; returns whether they were.
@MainActor
private func answerWhenShown(over parent: ForeignWidget) async -> Bool {
    var handle: AlertHandle?
    for _ in 0..<500 {
        if let shown = Alert.presented(over: parent).first, shown.isOnScreen {
            handle = shown
            break
        }
        try? await Task.sleep(for: .milliseconds(10))
    }
    guard let handle else { return false }
    let objects = handle.createdObjects
    handle.confirm()
    for _ in 0..<500 {
        if objects.allSatisfy({ !$0.isAlive }) { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return false
}
