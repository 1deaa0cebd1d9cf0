// HelloAlertAdwaita: HelloAlert as a libadwaita app. Its window is an AdwApplicationWindow with a
// header bar, and it follows the desktop's dark and high-contrast styles through
// AdwStyleManager, which the alerts follow too (`StyleScheme`).
//
// libadwaita windows forbid `gtk_window_set_child`: their content is the `content` property,
// set here with `setObjectProperty`; the alerts go in through the same property.
import Foundation
import GtkAlerts
import GtkAlertsToolkit
import HelloAdwaitaWindow

/// The application id: a reverse domain name, also the desktop file's name.
let applicationID = "io.github.gtkalerts.HelloAlertAdwaita"

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

/// Builds the main window, an AdwApplicationWindow the application tracks.
@MainActor
func makeWindow(application: Application) -> Window? {
    guard hello_adwaita_add_window(), let window = application.windows.first else { return nil }
    window.title = "Hello, Alert"
    window.setDefaultSize(width: 360, height: 240)

    let button = Button(label: "Say Hello…")
    let body = Box(.vertical, spacing: 12)
    body.setMargins(top: 24, bottom: 24, start: 24, end: 24)
    body.horizontalAlignment = .center
    body.verticalAlignment = .center
    body.expandsVertically = true
    body.append(button)
    let content = Box(.vertical)
    content.append(body)
    guard window.setObjectProperty("content", to: content) else { return nil }
    _ = hello_adwaita_add_header_bar()
    // Before it shows: the alerts' layer goes around the content now, not at the first alert.
    Alert.prepare(over: content)

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
    application.onStartup {
        hello_adwaita_initialize()
        Alert.loadStylesheet()
    }
    application.onActivate {
        guard let window = application.windows.first ?? makeWindow(application: application) else {
            FileHandle.standardError.write(Data("hello-alert-adwaita: could not make the window\n".utf8))
            application.quit()
            return
        }
        window.present()
        print("scheme: \(StyleScheme.current(on: window.display))")
    }
    return application.run()
}
exit(status)
