internal import GtkAlerts
internal import ProbeCommandLine

/// What `inert-parent-probe` was asked to do, parsed from its arguments without touching GTK.
struct InertParentOptions: Equatable, ProbeOptionSet {
    var presentation: AlertPresentation = .inWindow
    /// An `AdwApplicationWindow` made in C, rather than a `Window(application:)`.
    var isAdwaitaWindow = false
    var animationsEnabled = true
    var timeoutSeconds = 40
    var showsHelp = false

    static let usage = """
        Usage: inert-parent-probe [--presentation window|in-window] [--parent window|adwaita] [--animations on|off] [--timeout SECONDS]

        An application with a parent window ("Inert parent": a check button, an expander, an
        entry holding the focus, a scrolled list, a double-click label, a drop target, Ctrl+F,
        an Undo button over the content, the application's Ctrl+Q), another window ("Other
        window": text to drag, an entry whose selected text is the primary selection), and one
        alert ("Inert alert": Cancel, OK) over the parent, for meson-helpers/end-to-end.

          --presentation P   in-window (default) or window
          --parent KIND      window (default: `Window(application:)`) or adwaita (an
                             AdwApplicationWindow made in C, its content set with set_content)
          --animations A     on (default, GTK's default) or off
          --timeout SECONDS  print `timeout` and exit 3 after this long (default 40)

        Output, one line each (window-relative pixels; WINDOW is parent, other or alert):
          window parent|other|alert TITLE    the X windows to find by name
          target NAME WINDOW X Y WIDTH HEIGHT
          active parent|alert true|false     the window's keyboard focus
          ready                              the alert is laid out, faded in, taking input
          parent-acted NAME                  a parent widget acted (none may while the alert is up)
          other-acted entry                  the other window's entry changed
          response ID|dismissed, unblocked   the alert answered; the parent is free again
        Ctrl+Q (the application's accelerator) prints `parent-acted quit` and quits: status 0.
        """

    init(arguments: [String]) throws(UsageError) {
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case "-h", "--help":
                showsHelp = true
            case "--presentation":
                presentation = try reader.choice(for: argument, from: ["window": .window, "in-window": .inWindow])
            case "--parent":
                isAdwaitaWindow = try reader.choice(for: argument, from: ["window": false, "adwaita": true])
            case "--animations":
                animationsEnabled = try reader.choice(for: argument, from: ["on": true, "off": false])
            case "--timeout":
                timeoutSeconds = try reader.integer(for: argument, atLeast: 1)
            default:
                throw UsageError(description: "unknown option \(argument.debugDescription)")
            }
        }
    }
}
