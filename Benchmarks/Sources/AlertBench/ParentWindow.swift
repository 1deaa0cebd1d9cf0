import BenchShim
import CAdwaita
import GtkAlertsToolkit

/// The window alerts are presented over: light (a few nested boxes) or heavy (the same plus
/// 1000 labels and buttons).
///
/// Both open at the same size, so only the widget count differs.
///
/// It is a GtkWindow made by the toolkit (content inside its layers overlay), or, for
/// AdwAlertDialog, a libadwaita window (AdwWindow) with the same content: libadwaita shows its
/// dialogs inside only its own windows.
@MainActor
final class ParentWindow {
    static let name = "alert-bench-parent"
    static let width = 1200
    static let height = 800
    /// Rows × columns of the heavy parent's extra widgets: 1000 in all.
    static let heavyRows = 25
    static let heavyColumns = 40

    let window: Window
    /// A button deep inside the content: what the alerts are presented over.
    let anchor: Button
    /// Widgets in the content (boxes, labels, buttons).
    let widgetCount: Int

    init(_ kind: ParentKind, adwaita: Bool = false) {
        Self.loadStylesheet()
        if adwaita {
            _ = bench_adw_window_new(Self.name)
            // The toolkit wraps windows made elsewhere when it lists them.
            guard let made = Window.all.first(where: { $0.name == Self.name }) else {
                fatalError("alert-bench: the libadwaita window is not among GTK's toplevels")
            }
            window = made
        } else {
            window = Window()
        }
        window.name = Self.name
        window.title = "alert-bench parent (\(kind.rawValue))"
        let content = Box(.vertical, spacing: 6)
        var count = 1
        var container = content
        for depth in 0..<4 {
            let inner = Box(depth.isMultiple(of: 2) ? .horizontal : .vertical, spacing: 4)
            container.append(Label("Level \(depth)"))
            container.append(inner)
            container = inner
            count += 2
        }
        anchor = Button(label: "Nested")
        container.append(anchor)
        count += 1
        if kind == .heavy {
            let grid = Box(.vertical, spacing: 2)
            count += 1
            for row in 0..<Self.heavyRows {
                let line = Box(.horizontal, spacing: 3)
                count += 1
                for column in 0..<Self.heavyColumns {
                    let number = row * Self.heavyColumns + column
                    if column % 4 == 3 {
                        let button = Button(label: String(number))
                        button.addCSSClass("bench-compact")
                        line.append(button)
                    } else {
                        line.append(Label(String(number)))
                    }
                    count += 1
                }
                grid.append(line)
            }
            content.append(grid)
        }
        widgetCount = count
        // In a libadwaita window this sets its content, not GTK's child (the toolkit's rootChild).
        window.child = content
        window.setDefaultSize(width: Self.width, height: Self.height)
    }

    /// Shows the window and waits until it is mapped, laid out and painted.
    func show(timeoutMilliseconds: Int) -> Bool {
        window.present()
        guard
            Pump.run(
                until: { self.window.isMapped && self.window.allocatedWidth > 1 },
                timeoutMilliseconds: timeoutMilliseconds),
            let paint = PaintWatch(window)
        else { return false }
        window.queueDraw()
        return paint.wait(timeoutMilliseconds: timeoutMilliseconds) != nil
    }

    /// The parent's `GtkWindow *`, for GTK's and libadwaita's dialogs (found in GTK's list of
    /// toplevels by the widget name set above: the wrappers keep their pointers to themselves).
    var gtkWindow: UnsafeMutablePointer<GtkWindow> {
        let list = gtk_window_list_toplevels()
        defer { g_list_free(list) }
        var node = list
        while let current = node {
            if let data = current.pointee.data,
                String(cString: gtk_widget_get_name(data.assumingMemoryBound(to: GtkWidget.self))) == Self.name
            {
                return data.assumingMemoryBound(to: GtkWindow.self)
            }
            node = current.pointee.next
        }
        fatalError("alert-bench: the parent window is not among GTK's toplevels")
    }

    /// The type name of the GSK renderer the window draws with, such as `GskNglRenderer`.
    var rendererName: String {
        guard let renderer = gtk_native_get_renderer(OpaquePointer(gtkWindow)) else { return "none" }
        let instance = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)
        return String(cString: g_type_name(instance.pointee.g_class.pointee.g_type))
    }

    private static var stylesheetLoaded = false

    /// Compact buttons, so 1000 widgets fit the window at its default size; and the floor's
    /// layer, as dark as our default dim on a light theme.
    private static func loadStylesheet() {
        guard !stylesheetLoaded, let display = Display.default else { return }
        stylesheetLoaded = true
        let provider = CSSProvider()
        provider.load(
            "button.bench-compact { min-height: 0; min-width: 0; padding: 0 3px; } "
                + "box.\(FloorRepaint.styleClass) { background-color: rgba(0, 0, 0, 0.32); }")
        provider.apply(to: display, priority: CSSProvider.applicationPriority)
    }
}
