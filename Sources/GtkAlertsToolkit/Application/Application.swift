internal import CGtkAlertsGtk
internal import CGtkAlertsShim
internal import Glibc

/// A GNOME application: one running instance per application id, its windows, its actions and
/// their keyboard shortcuts (`GtkApplication`).
///
/// The first launch becomes the primary instance and gets `onStartup`, then `onActivate` (or
/// `onOpen` with files). A later launch of the same id, on the same D-Bus session, hands its
/// activation (or files) to the primary instance and exits with status 0. `run()` returns once
/// the last window is closed or `quit()` is called.
///
/// ```swift
/// let app = Application(id: "io.github.me.Hello")
/// app.addAction(name: "quit", accelerators: ["<Control>q"]) { app.quit() }
/// app.onActivate {
///     let window = app.windows.first ?? Window(application: app)
///     window.present()
/// }
/// exit(app.run())
/// ```
///
/// The handlers given here may capture the application and its windows: they are all dropped
/// when `run()` returns, which also destroys the windows still open.
@MainActor
public final class Application: Object {
    /// A file (or any URI) the application was asked to open.
    public struct OpenedFile: Equatable, Sendable {
        /// The file's URI, such as `file:///home/me/notes.txt`.
        public var uri: String
        /// The local path, when the URI has one.
        public var path: String?

        /// Creates a file description.
        public init(uri: String, path: String?) {
            self.uri = uri
            self.path = path
        }
    }

    /// The application's Swift handlers, kept with the GObject so that every wrapper of the
    /// application (such as one from `Window.application`) sees the same ones.
    @MainActor
    fileprivate final class Handlers {
        var startup: [@MainActor () -> Void] = []
        var activate: [@MainActor () -> Void] = []
        var open: [@MainActor ([OpenedFile], String) -> Void] = []
        var shutdown: [@MainActor () -> Void] = []
        var actions: [String: @MainActor () -> Void] = [:]
        var signalIDs: [SignalHandlerID] = []
        var openSignalID: UInt = 0
    }

    private static let handlersKey = "gtk-alerts-application-handlers"

    var applicationPointer: UnsafeMutablePointer<GtkApplication> { .init(pointer) }
    private var gApplication: UnsafeMutablePointer<GApplication> { .init(pointer) }

    /// Creates an application.
    ///
    /// - Parameter id: the application id, a reverse domain name such as
    ///   `io.github.me.Hello`: the name of the app's desktop file (without `.desktop`) and of
    ///   its D-Bus name. Stops with a message naming it when it is not a valid id.
    public init(id: String) {
        precondition(
            !id.utf8.contains(0) && g_application_id_is_valid(id) != 0,
            "invalid application id \(id.debugDescription): use a reverse domain name such as io.github.me.App")
        let raw = gtk_application_new(id, GApplicationFlags(rawValue: GTKSHIM_APPLICATION_DEFAULT_FLAGS))!
        super.init(adoptingReference: OpaquePointer(raw))
    }

    override init(owning pointer: OpaquePointer) {
        super.init(owning: pointer)
    }

    // MARK: Identity

    /// The application id given at creation.
    public var id: String {
        g_application_get_application_id(gApplication).map { String(cString: $0) } ?? ""
    }

    // MARK: Lifecycle

    /// Runs `handler` once in the primary instance, before the first activation: the place to
    /// set up what every window shares (stylesheets, accelerators).
    public func onStartup(_ handler: @escaping @MainActor () -> Void) {
        connectHandlersOnce()
        handlers.startup.append(handler)
    }

    /// Runs `handler` when the application is launched without files, or launched again: show
    /// (or create and show) the main window here.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connectHandlersOnce()
        handlers.activate.append(handler)
    }

    /// Runs `handler` with the files (or URIs) given on the command line, in place of
    /// `onActivate`; the second argument is the launcher's hint (usually empty).
    ///
    /// Without this handler, `run()` refuses files on the command line with a message and
    /// status 1. Set it before `run()`.
    public func onOpen(_ handler: @escaping @MainActor ([OpenedFile], String) -> Void) {
        connectHandlersOnce()
        let flags = g_application_get_flags(gApplication)
        g_application_set_flags(
            gApplication, GApplicationFlags(rawValue: flags.rawValue | GTKSHIM_APPLICATION_HANDLES_OPEN))
        handlers.open.append(handler)
    }

    /// Runs `handler` once in the primary instance as `run()` ends, windows still open.
    public func onShutdown(_ handler: @escaping @MainActor () -> Void) {
        connectHandlersOnce()
        handlers.shutdown.append(handler)
    }

    /// Registers the application, hands the launch to the primary instance or becomes it, and
    /// runs GTK's main loop until the application ends.
    ///
    /// Swift's main actor keeps running inside (as in `MainLoop.run()`). When it returns,
    /// every handler given to this application has been dropped and its windows destroyed.
    ///
    /// - Parameter arguments: the command line, program name first; GApplication handles its
    ///   own options, and the rest are files to open (see `onOpen`).
    /// - Returns: the exit status: 0 after `quit()` or the last window closing, 1 when GTK
    ///   cannot open a display, files are given without `onOpen`, or GApplication refuses
    ///   the arguments.
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        // The Dispatch main-queue bridge first: startup and activate may start Swift tasks.
        Toolkit.attachMainQueueBridge()
        // GTK's own start-up exits the process without a display; say why and return instead.
        guard gtk_init_check() != 0 else {
            let message = "\(id): \(Toolkit.StartError.noDisplay)\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            return 1
        }
        // GLib would log a critical for files nobody handles; refuse them with a message.
        let handlesOpen = g_application_get_flags(gApplication).rawValue & GTKSHIM_APPLICATION_HANDLES_OPEN != 0
        if !handlesOpen, let file = arguments.dropFirst().first(where: { !$0.hasPrefix("-") }) {
            let message = "\(id): cannot open \(file.debugDescription): this application opens no files\n"
            _ = message.withCString { write(2, $0, strlen($0)) }
            end()
            return 1
        }
        // Windows are matched to their launcher by this name on X11 (the app id on Wayland).
        if g_get_prgname() == nil { g_set_prgname(id) }
        let cArguments = arguments.map { strdup($0) }
        defer { for argument in cArguments { free(argument) } }
        var argv: [UnsafeMutablePointer<CChar>?] = cArguments + [nil]
        let status = argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gApplication, Int32(cArguments.count), buffer.baseAddress)
        }
        end()
        return status
    }

    /// Ends `run()`, with status 0, once the current handler returns.
    public func quit() { g_application_quit(gApplication) }

    // MARK: Actions

    /// Adds the application action `name` (activated as `app.name`), bound to `accelerators`.
    ///
    /// - Parameters:
    ///   - name: the action's name without the `app.` prefix, e.g. `quit`.
    ///   - accelerators: GTK accelerator strings, e.g. `["<Control>q"]`.
    ///   - handler: what the action does.
    public func addAction(
        name: String, accelerators: [String] = [], handler: @escaping @MainActor () -> Void
    ) {
        precondition(g_action_name_is_valid(name) != 0, "invalid action name \(name.debugDescription)")
        connectHandlersOnce()
        if g_action_map_lookup_action(pointer, name) != nil { removeAction(name: name) }
        handlers.actions[name] = handler
        let action = Object(adoptingReference: g_simple_action_new(name, nil)!)
        // The closure holds the handlers weakly: the action lives as long as the application.
        _ = action.connectWithPointer("activate") { [weak handlers] _ in handlers?.actions[name]?() }
        g_action_map_add_action(pointer, action.pointer)
        setAccelerators(accelerators, forAction: "app." + name)
    }

    /// Removes the application action `name` and its accelerators.
    public func removeAction(name: String) {
        handlers.actions[name] = nil
        setAccelerators([], forAction: "app." + name)
        g_action_map_remove_action(pointer, name)
    }

    /// Whether the application has the action `name` (without `app.`).
    public func hasAction(name: String) -> Bool {
        g_action_map_lookup_action(pointer, name) != nil
    }

    /// Activates the application action `name` (without `app.`), as its shortcut would; does
    /// nothing when there is no such action.
    public func activateAction(name: String) {
        guard let action = g_action_map_lookup_action(pointer, name) else { return }
        if g_application_get_is_registered(gApplication) != 0 {
            // Through the application's action group, the path shortcuts and remote launches take.
            g_action_group_activate_action(pointer, name, nil)
        } else {
            // GApplication's action group answers only once registered.
            g_action_activate(action, nil)
        }
    }

    /// Binds `accelerators` to a detailed action such as `app.quit` or `win.close`, replacing
    /// its previous ones; an empty list unbinds it.
    ///
    /// Stops, naming it, on an accelerator GTK cannot parse.
    public func setAccelerators(_ accelerators: [String], forAction detailedName: String) {
        for accelerator in accelerators {
            var key: guint = 0
            var modifiers = GdkModifierType(rawValue: 0)
            precondition(
                gtk_accelerator_parse(accelerator, &key, &modifiers) != 0,
                "invalid accelerator \(accelerator.debugDescription) for \(detailedName)")
        }
        let cStrings = accelerators.map { strdup($0) }
        defer { for string in cStrings { free(string) } }
        var list: [UnsafePointer<CChar>?] = cStrings.map { UnsafePointer($0) } + [nil]
        list.withUnsafeMutableBufferPointer { buffer in
            gtk_application_set_accels_for_action(applicationPointer, detailedName, buffer.baseAddress)
        }
    }

    /// The accelerators bound to a detailed action such as `app.quit`.
    public func accelerators(forAction detailedName: String) -> [String] {
        guard let accelerators = gtk_application_get_accels_for_action(applicationPointer, detailedName) else {
            return []
        }
        defer { g_strfreev(accelerators) }
        return Self.strings(accelerators)
    }

    /// The detailed actions (for example `app.quit`) an accelerator such as `<Control>q` triggers.
    public func actions(forAccelerator accelerator: String) -> [String] {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0,
            let actions = gtk_application_get_actions_for_accel(applicationPointer, accelerator)
        else { return [] }
        defer { g_strfreev(actions) }
        return Self.strings(actions)
    }

    // MARK: Windows

    /// The application's windows, most recently focused first.
    public var windows: [Window] {
        var result: [Window] = []
        var node = gtk_application_get_windows(applicationPointer)
        while let current = node {
            if let data = current.pointee.data { result.append(Window(owning: OpaquePointer(data))) }
            node = current.pointee.next
        }
        return result
    }

    /// Adds a window made elsewhere: the application keeps running while it is open.
    ///
    /// Call it from `onStartup` or later (GTK refuses windows before).
    public func addWindow(_ window: Window) {
        precondition(isRegistered, Self.earlyWindowMessage)
        gtk_application_add_window(applicationPointer, window.windowPointer)
    }

    // MARK: Private

    /// Whether `run()` has registered the application (startup has run, or another instance
    /// took the launch): GTK accepts windows from then on.
    var isRegistered: Bool { g_application_get_is_registered(gApplication) != 0 }

    static let earlyWindowMessage =
        "an application window was made before the application started: make windows in onStartup or onActivate"

    private var handlers: Handlers {
        if let existing = attachedValue(forKey: Self.handlersKey) as? Handlers { return existing }
        let created = Handlers()
        setAttachedValue(created, forKey: Self.handlersKey)
        return created
    }

    /// Connects the GApplication signals once per application; each closure holds the
    /// handlers weakly, so the connections themselves keep nothing alive.
    private func connectHandlersOnce() {
        let handlers = self.handlers
        guard handlers.signalIDs.isEmpty else { return }
        handlers.signalIDs = [
            connect("startup") { [weak handlers] in for handler in handlers?.startup ?? [] { handler() } },
            connect("activate") { [weak handlers] in for handler in handlers?.activate ?? [] { handler() } },
            connect("shutdown") { [weak handlers] in for handler in handlers?.shutdown ?? [] { handler() } },
        ]
        let box = Unmanaged.passRetained(WeakHandlersBox(handlers)).toOpaque()
        handlers.openSignalID = UInt(gtkshim_connect_open(gpointer(pointer), openTrampoline, box, releaseLater))
    }

    /// Drops every Swift handler (breaking any cycle through a closure that captured the
    /// application or a window) and destroys the windows left.
    private func end() {
        let handlers = self.handlers
        for id in handlers.signalIDs { disconnect(id) }
        if handlers.openSignalID != 0 { g_signal_handler_disconnect(gpointer(pointer), gulong(handlers.openSignalID)) }
        for name in handlers.actions.keys { removeAction(name: name) }
        handlers.signalIDs = []
        handlers.openSignalID = 0
        handlers.startup = []
        handlers.activate = []
        handlers.open = []
        handlers.shutdown = []
        handlers.actions = [:]
        for window in windows { window.destroy() }
    }

    fileprivate static func openedFiles(_ files: UnsafeMutablePointer<OpaquePointer?>?, count: Int32) -> [OpenedFile] {
        guard let files else { return [] }
        return (0..<Int(max(0, count))).compactMap { index in
            guard let file = files[index] else { return nil }
            let uri =
                g_file_get_uri(file).map { pointer in
                    defer { g_free(pointer) }
                    return String(cString: pointer)
                } ?? ""
            let path = g_file_get_path(file).map { pointer in
                defer { g_free(pointer) }
                return String(cString: pointer)
            }
            return OpenedFile(uri: uri, path: path)
        }
    }

    private static func strings(_ list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> [String] {
        var result: [String] = []
        var index = 0
        while let string = list[index] {
            result.append(String(cString: string))
            index += 1
        }
        return result
    }

    @MainActor
    fileprivate final class WeakHandlersBox {
        weak var handlers: Handlers?
        init(_ handlers: Handlers) { self.handlers = handlers }

        func open(_ files: [OpenedFile], hint: String) {
            for handler in handlers?.open ?? [] { handler(files, hint) }
        }
    }
}

// GApplication's `open` (application, GFile **files, gint n_files, const gchar *hint); GLib
// calls it on the main thread only, which makes `assumeIsolated` sound.
private let openTrampoline: GtkShimOpenHandler = { _, files, count, hint, data in
    nonisolated(unsafe) let files = files
    nonisolated(unsafe) let hint = hint
    let box = Unmanaged<Application.WeakHandlersBox>.fromOpaque(data!).takeUnretainedValue()
    MainActor.assumeIsolated {
        box.open(Application.openedFiles(files, count: count), hint: hint.map { String(cString: $0) } ?? "")
    }
}
