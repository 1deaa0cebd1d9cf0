// alert-end-to-end-probe: a parent window with one alert over it, which meson-helpers/end-to-end
// drives with real input (xdotool under Xvfb). It reports, on standard output, where to click
// and what happened; see `ProbeOptions.usage`. Synchronous on purpose: GTK's main loop owns the
// main thread.
internal import Glibc
internal import GtkAlertsToolkit
internal import ProbeCommandLine

/// The status `main` exits with once the loop stops: 0 after a response, 1 on a probe error,
/// 2 for bad arguments, 3 on timeout (exits at once), 4 when the parent was closed.
var exitStatus: Int32 = 0

let options = ProbeOptions.fromCommandLine(program: "alert-end-to-end-probe")

do {
    try Toolkit.initialize()
} catch {
    report("alert-end-to-end-probe: \(error)", to: 2)
    exit(1)
}

let loop = MainLoop()
let probe = Probe(options: options, loop: loop)
probe.start()
loop.run()
exit(exitStatus)
