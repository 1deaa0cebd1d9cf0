// HelloAlert: one window, one button, and an alert that asks for a name.
//
// Synchronous on purpose: GTK's main loop owns the main thread, and Swift's main actor runs
// inside it, so `await` works in `Task { @MainActor in … }` while `loop.run()` blocks.
import Foundation
import Gtk
import GtkAlerts

do {
    try Toolkit.initialize()
} catch {
    FileHandle.standardError.write(Data("hello-alert: \(error)\n".utf8))
    exit(1)
}

let loop = MainLoop()

let window = Window()
window.title = "Hello, Alert"
window.setDefaultSize(width: 360, height: 240)

let button = Button(label: "Say Hello…")
let box = Box(.vertical, spacing: 12)
box.setMargins(top: 24, bottom: 24, start: 24, end: 24)
box.horizontalAlignment = .center
box.verticalAlignment = .center
box.append(button)
window.child = box

window.onCloseRequest {
    loop.quit()
    return false  // Let GTK close the window too.
}

/// The alert: a title, a line of text, a text field that refuses blank names, two buttons.
let askName = Alert(title: "What is your name?") {
    AlertContent.text("The window behind stays dimmed until you answer.")
    AlertContent.textField(AlertTextField(placeholder: "Your name") { text in
        text.trimmingCharacters(in: .whitespaces).isEmpty ? "Type a name first" : nil
    })
} buttons: {
    AlertButton("Cancel", role: .cancel)
    AlertButton("Greet", role: .suggested)
}

button.onClick {
    Task { @MainActor in
        let response = await askName.present(over: button)
        print("response: \(response)")
        if !response.isCancellation, let name = response.text {
            print("Hello, \(name)!")
        }
    }
}

window.present()
loop.run()
