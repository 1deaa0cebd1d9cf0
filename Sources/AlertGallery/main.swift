// alert-gallery: the GtkAlerts demo. Synchronous on purpose: GTK's main loop owns the main
// thread (inside `Application.run()`), and Swift's main actor runs inside it.
internal import Foundation
internal import GalleryPages
internal import GalleryStore
internal import GtkAlerts
internal import GtkAlertsToolkit

/// Exit status for arguments the program cannot use.
let usageExitStatus: Int32 = 2

func printToStandardError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

// First of all: GTK reads the program name (the desktop file's name, which ties windows to the
// launcher) when it starts, and gallery text is translated from the first page built.
let installation = GalleryInstallation.current
ApplicationIdentity.setProgramName(GalleryInstallation.applicationID)
installation.bindTranslations()

let commandLine: GalleryCommandLine
do {
    commandLine = try GalleryCommandLine(
        arguments: Array(CommandLine.arguments.dropFirst()), pageNames: GalleryPages.names)
} catch {
    printToStandardError("alert-gallery: \(error)")
    if error.showsUsage { printToStandardError("\n" + GalleryCommandLine.usage) }
    exit(usageExitStatus)
}

switch commandLine.mode {
case .help:
    print(GalleryCommandLine.usage)
    exit(0)
case .list:
    for name in GalleryPages.names { print(name) }
    exit(0)
case .interactive, .screenshots:
    break
}

do {
    try Toolkit.initialize()
} catch {
    printToStandardError("alert-gallery: \(error)")
    exit(1)
}

// The bundle with the gallery's icon; absent when running from the build folder, which is fine.
if let display = Display.default {
    do {
        _ = try installation.registerResources(on: display)
    } catch {
        printToStandardError("alert-gallery: \(error); running without it")
    }
}
Window.defaultIconName = GalleryInstallation.applicationID

// Before the first widget: widgets take the default direction when they are made, and the
// header's toggles show the state they find.
if commandLine.startsRightToLeft { TextDirection.default = .rightToLeft }
if commandLine.startsDark { Display.default?.settings.prefersDarkTheme = true }

let context = GalleryContext(dataDirectory: commandLine.dataDirectory ?? ItemStore.defaultDirectory())

switch commandLine.mode {
case .screenshots(let directory):
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
        printToStandardError("alert-gallery: cannot create \(directory): \(error.localizedDescription)")
        exit(1)
    }
    // A batch job, not an application: its own loop, so that it never registers on the session
    // bus nor hands its work to a gallery already running.
    let loop = MainLoop()
    var status: Int32 = 1
    Task { @MainActor in
        let runner = ScreenshotRunner(directory: directory, pages: GalleryPages.all, context: context)
        let failures = await runner.run()
        for failure in failures { printToStandardError("alert-gallery: \(failure)") }
        status = failures.isEmpty ? 0 : 1
        loop.quit()
    }
    loop.run()
    exit(status)
case .interactive(let page):
    // A GNOME application: one instance per session (a second launch raises this window), the
    // window tracked by the application, and Ctrl+Q bound to app.quit. Its own arguments are
    // parsed above, so GApplication gets only the program name.
    let application = Application(id: GalleryInstallation.applicationID)
    var gallery: GalleryWindow?
    var report: DriverReport?
    application.addAction(name: "quit", accelerators: ["<Control>q"]) { application.quit() }
    application.onStartup { Alert.loadStylesheet() }
    application.onActivate {
        let window =
            gallery
            ?? GalleryWindow(
                application: application, pages: GalleryPages.all, initialPage: page, context: context,
                width: commandLine.windowWidth ?? GalleryWindow.defaultWidth)
        gallery = window
        window.present()
        if commandLine.reportsForDriver, report == nil { report = DriverReport(window: window.window) }
    }
    exit(application.run(arguments: [CommandLine.arguments[0]]))
case .help, .list:
    break
}
