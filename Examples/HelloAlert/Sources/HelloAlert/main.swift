// HelloAlert: one window, one button, and an alert that asks for a name.
//
// A GNOME application (`Application`, over GtkApplication): launching it again raises the
// window already open, and Ctrl+Q quits. Synchronous on purpose: GTK's main loop owns the main
// thread inside `run()`, and Swift's main actor runs inside it, so `await` works in
// `Task { @MainActor in … }`.
import Foundation
import GtkAlerts
import GtkAlertsToolkit

/// The application id: a reverse domain name, also the desktop file's name.
let applicationID = "io.github.gtkalerts.HelloAlert"

/// The alert: a title, a line of text, a text field that refuses blank names, two buttons.
@MainActor
func makeAskName() -> Alert {
    Alert(title: "What is your name?") {
        AlertContent.text("The window behind stays dimmed until you answer.")
        AlertContent.textField(
            AlertTextField(placeholder: "Your name") { text in
                text.trimmingCharacters(in: .whitespaces).isEmpty ? "Type a name first" : nil
            })
    } buttons: {
        AlertButton("Cancel", role: .cancel)
        AlertButton("Greet", role: .suggested)
    }
}

/// Builds the main window: the application tracks it, and ends when it closes.
@MainActor
func makeWindow(application: Application) -> Window {
    let window = Window(application: application)
    window.title = "Hello, Alert"
    window.setDefaultSize(width: 360, height: 240)

    let button = Button(label: "Say Hello…")
    let box = Box(.vertical, spacing: 12)
    box.setMargins(top: 24, bottom: 24, start: 24, end: 24)
    box.horizontalAlignment = .center
    box.verticalAlignment = .center
    box.append(button)
    window.child = box

    // Capture widgets strongly: the library drops the handler when the button leaves its
    // window. A `[weak button]` would be nil at once: `button` is this function's wrapper.
    button.onClick {
        Task { @MainActor in
            let response = await makeAskName().present(over: button)
            print("response: \(response)")
            if !response.isCancellation, let name = response.text {
                print("Hello, \(name)!")
            }
        }
    }
    return window
}

let status = MainActor.assumeIsolated {
    let application = Application(id: applicationID)
    application.addAction(name: "quit", accelerators: ["<Control>q"]) { application.quit() }
    // Before any window: the first alert then restyles none of them.
    application.onStartup { Alert.loadStylesheet() }
    application.onActivate {
        // A second launch activates this instance again: show the window it already has.
        let window = application.windows.first ?? makeWindow(application: application)
        window.present()
    }
    return application.run()
}
exit(status)
