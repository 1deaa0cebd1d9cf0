// An app written in Swift on GTK's C API alone, as one starts before any binding: its own module
// map over gtk/gtk.h, a GtkApplication run by g_application_run, a window built with gtk_*
// calls. It imports GtkAlerts and nothing else of the package (the known-warnings filter aside,
// which the test suite installs everywhere), hands its button to `ForeignWidget` and presents
// an in-window and a window alert with `await`, answering each through the public API as a
// user's Enter would, and prints `<presentation> <button id or dismissed>` per alert, `done`
// and `exit <status>`.
import CGtkForSwiftApp
import CKnownGTKWarnings
import GtkAlerts

/// `widget` as a pointer to the GTK struct `T` it is an instance of (C's GTK_WINDOW() casts).
func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>?, to type: T.Type) -> UnsafeMutablePointer<T>? {
    UnsafeMutableRawPointer(widget)?.assumingMemoryBound(to: type)
}

/// GTK's "activate": builds the window and starts the alerts' task.
let activate: @convention(c) (UnsafeMutablePointer<GtkApplication>?, gpointer?) -> Void = { application, _ in
    known_gtk_warnings_install()
    let window = gtk_application_window_new(application)
    gtk_window_set_default_size(cast(window, to: GtkWindow.self), 560, 420)
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    let button = gtk_button_new_with_label("Save As…")
    gtk_box_append(cast(box, to: GtkBox.self), gtk_label_new("A window made with GTK's C API, from Swift"))
    gtk_box_append(cast(box, to: GtkBox.self), button)
    gtk_window_set_child(cast(window, to: GtkWindow.self), box)
    gtk_window_present(cast(window, to: GtkWindow.self))
    showAlerts(over: ForeignWidget(OpaquePointer(button!)), quitting: Int(bitPattern: application))
}

/// Presents both alerts in turn, prints each answer, and quits the application at `address`.
func showAlerts(over parent: ForeignWidget, quitting address: Int) {
    Task { @MainActor in
        for presentation in [AlertPresentation.inWindow, .window] {
            let answerer = Task { @MainActor in await confirmWhenShown(over: parent) }
            let response = await Alert(title: "Save Changes?", message: "The document has unsaved changes.") {
                AlertButton("Cancel", role: .cancel)
                AlertButton("Save", id: "save", role: .suggested)
            }.presentation(presentation).present(over: parent)
            await answerer.value
            print("\(presentation) \(response.buttonID ?? "dismissed")")
        }
        print("done")
        g_application_quit(UnsafeMutablePointer<GApplication>(bitPattern: address))
    }
}

/// Presses the shown alert's default button, as Enter would, once it is on screen.
@MainActor func confirmWhenShown(over parent: ForeignWidget) async {
    for _ in 0..<500 {
        if let shown = Alert.presented(over: parent).first, shown.isOnScreen {
            shown.confirm()
            return
        }
        try? await Task.sleep(for: .milliseconds(10))
    }
}

// G_APPLICATION_NON_UNIQUE by value: from GLib 2.88 Swift imports GLib's flag enums as option
// sets, without their global constants.
let nonUnique = GApplicationFlags(rawValue: 1 << 5)
let application = gtk_application_new("io.github.gtkalerts.SwiftCAPIProbe", nonUnique)
_ = g_signal_connect_data(
    application, "activate", unsafeBitCast(activate, to: GCallback.self), nil, nil, GConnectFlags(rawValue: 0))
let status = g_application_run(
    UnsafeMutablePointer(OpaquePointer(application)), CommandLine.argc, CommandLine.unsafeArgv)
g_object_unref(application)
print("exit \(status)")
exit(status)
