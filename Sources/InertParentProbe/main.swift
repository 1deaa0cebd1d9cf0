// inert-parent-probe: an application whose parent window has a widget for each way input
// reaches a widget, with an alert over it, for meson-helpers/end-to-end's inert-parent checks
// (real XTest input under Xvfb). See `InertParentOptions.usage`.
internal import Glibc
internal import GtkAlertsToolkit
internal import ProbeCommandLine

let options = InertParentOptions.fromCommandLine(program: "inert-parent-probe")

MainActor.assumeIsolated {
    // Run on a private D-Bus session (the script uses dbus-run-session): one instance each.
    let application = Application(id: "io.github.gtkalerts.InertParentProbe")
    let probe = InertParentProbe(options: options, application: application)
    application.onStartup { probe.prepare() }
    application.onActivate { probe.start() }
    exit(application.run(arguments: [CommandLine.arguments[0]]))
}
