internal import GtkAlerts
internal import ProbeCommandLine

/// What `alert-end-to-end-probe` was asked to do, parsed from its arguments without touching GTK.
struct ProbeOptions: Equatable, ProbeOptionSet {
    /// What the end-to-end script is going to do to the alert.
    ///
    /// Only `entry` (a text field), `fields` (two), `mnemonic`, `actionList` and `parentClick`
    /// (stay up after the response until the parent button is clicked) change the probe; the
    /// others name the run in its output.
    enum Scenario: String, CaseIterable {
        case buttons, escape, enter, tab, entry
        /// A user name and a password field; OK waits for both.
        case fields
        case dimClick = "dim-click"
        case parentClick = "parent-click"
        /// The parent has mnemonics of its own, one with the alert's letter (a toolbar
        /// "_Delete" asking "Delete?" with [_Cancel, _Delete]); the alert has "Don't ask
        /// _again".
        case mnemonic
        /// The alert is an action list with its title hidden: Other, OK, then Cancel, as rows.
        case actionList = "action-list"
    }

    var scenario: Scenario = .buttons
    var presentation: AlertPresentation = .window
    var timeoutSeconds = 20
    var alertDelayMilliseconds = 0
    /// Whether to print where the pointer is over the probe's windows (for Wayland, where no
    /// client learns where its windows are on screen).
    var reportsPointer = false
    var showsHelp = false

    static let usage = """
        Usage: alert-end-to-end-probe [--scenario NAME] [--presentation window|in-window] [--timeout SECONDS] [--alert-delay MILLISECONDS] [--report-pointer]

        A parent window ("Probe parent", 600×400, a "Parent" button) with one alert ("Probe alert":
        Cancel, Other, OK) presented over it, for meson-helpers/end-to-end to drive with real input.

          --scenario NAME      \(Scenario.allCases.map(\.rawValue).joined(separator: "|")) (default buttons);
                               entry adds a text field (empty text is refused, Other is disabled while it is empty),
                               fields adds "user" and "password" (OK is disabled until both have text), parent-click keeps running after the
                               response until the parent button is clicked, action-list makes the alert an action list with its title hidden
                               (Other, OK, Cancel)
          --presentation P     window (default) or in-window
          --timeout SECONDS    print `timeout` and exit 3 after this long (default 20)
          --alert-delay MS     wait this long after the parent is on screen before presenting
                               (default 0), so an accessibility client can see the parent first
          --report-pointer     print `pointer WINDOW X Y` whenever the pointer moves over a window of the
                               probe (`pointer none` once it is over neither): on Wayland, what maps screen
                               points to window points

        Output, one line each, flushed at once (window-relative pixels; WINDOW is parent or alert):
          window parent|alert TITLE          the X windows to find by name
          target NAME WINDOW X Y WIDTH HEIGHT
                                             (NAME window:parent, window:alert: the windows themselves)
          active parent|alert true|false     the window's keyboard focus
          ready                              laid out, faded in, taking input
          focus NAME                         the focused widget of the alert's window: entry (the
                                             first field), entry:password, button:ID, …
          response ID|dismissed role=ROLE [text=TEXT | fields=ID=TEXT;ID=TEXT]
          parent-ready, parent-clicked, unblocked, timeout
          pointer parent|alert X Y, pointer none   with --report-pointer
        """

    init(arguments: [String]) throws(UsageError) {
        var reader = ArgumentReader(arguments)
        while let argument = reader.next() {
            switch argument {
            case "-h", "--help":
                showsHelp = true
            case "--scenario":
                let name = try reader.value(for: argument)
                guard let scenario = Scenario(rawValue: name) else {
                    throw UsageError(description: "unknown scenario \(name.debugDescription)")
                }
                self.scenario = scenario
            case "--presentation":
                presentation = try reader.choice(for: argument, from: ["window": .window, "in-window": .inWindow])
            case "--timeout":
                timeoutSeconds = try reader.integer(for: argument, atLeast: 1)
            case "--alert-delay":
                alertDelayMilliseconds = try reader.integer(for: argument, atLeast: 0)
            case "--report-pointer":
                reportsPointer = true
            default:
                throw UsageError(description: "unknown option \(argument.debugDescription)")
            }
        }
    }
}
