// application-probe: the smallest `Application`, for the single-instance test, which launches it
// several times on one D-Bus session bus. Each handler of the primary instance prints a line;
// an instance that hands its launch over prints nothing and exits 0.
//
//   application-probe APPLICATION-ID [FILE...]
//
// The primary instance opens a window on its first activation, and quits when it is asked to
// open files (or after 20 s, so a failed test never leaves it running).
internal import Glibc
internal import GtkAlertsToolkit
internal import ProbeCommandLine

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    report("usage: application-probe APPLICATION-ID [FILE...]", to: 2)
    exit(2)
}

/// The longest the primary instance stays up, in milliseconds.
let lifetimeMilliseconds = 20_000  // ms

MainActor.assumeIsolated {
    let application = Application(id: arguments[1])
    var activations = 0
    application.onStartup {
        report("startup")
        MainLoop.schedule(afterMilliseconds: lifetimeMilliseconds) { application.quit() }
    }
    application.onActivate {
        activations += 1
        report("activate \(activations)")
        if application.windows.isEmpty {
            let window = Window(application: application)
            window.title = "application-probe"
            window.present()
        }
    }
    application.onOpen { files, _ in
        for file in files { report("open \(file.uri)") }
        application.quit()
    }
    // The application id is ours to read; GApplication sees the rest (files).
    let status = application.run(arguments: [arguments[0]] + arguments.dropFirst(2))
    report("exit \(status)")
    exit(status)
}
