import BenchShim
import CAdwaita
import GtkAlertsToolkit

/// The window alerts are presented over (see `ParentKind`): a few nested boxes around the
/// button alerts are presented over, then rows of labels and compact buttons (one in four)
/// up to the kind's widget count, on screen or in a scrolled window.
///
/// Every parent opens at the same size, so only the widgets differ. On screen, more than 1000
/// widgets are drawn in a tiny font, 100 to a row, so that 10,000 still fit the window.
///
/// It is a GtkWindow made by the toolkit (content inside its layers overlay), or, for
/// AdwAlertDialog, a libadwaita window (AdwWindow) with the same content: libadwaita shows its
/// dialogs inside only its own windows.
@MainActor
final class ParentWindow {
    static let name = "alert-bench-parent"
    static let width = 1200
    static let height = 800

    let window: Window
    /// A button deep inside the content: what the alerts are presented over.
    let anchor: Button
    /// Widgets in the content (boxes, labels, buttons).
    let widgetCount: Int

    /// Builds the window for `kind`, its default size `width` × `height`.
    init(_ kind: ParentKind, adwaita: Bool = false, width: Int = ParentWindow.width, height: Int = ParentWindow.height)
    {
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
        if kind.arrangement == .scrolled || count < kind.widgetCount {
            let tiny = kind.arrangement == .onScreen && kind.widgetCount > 1000
            if kind.arrangement == .scrolled {
                // A band taller than the viewport first: every counted widget lies below the
                // fold, so each count repaints the same pixels.
                let scroller = ScrolledWindow(maximumHeight: Self.height * 3 / 4)
                let inside = Box(.vertical, spacing: 0)
                let band = Box(.vertical, spacing: 0)
                band.addCSSClass("bench-fold")
                inside.append(band)
                count += 3
                inside.append(Self.rows(count: max(1, kind.widgetCount - count), tiny: tiny))
                scroller.child = inside
                content.append(scroller)
            } else {
                content.append(Self.rows(count: kind.widgetCount - count, tiny: tiny))
            }
            count = max(count, kind.widgetCount)
        }
        widgetCount = count
        // In a libadwaita window this sets its content, not GTK's child (the toolkit's rootChild).
        window.child = content
        window.setDefaultSize(width: width, height: height)
    }

    /// A column of rows holding `count` widgets in all, itself and its rows included.
    private static func rows(count: Int, tiny: Bool) -> Box {
        let column = Box(.vertical, spacing: tiny ? 0 : 2)
        let perRow = tiny ? 100 : 30
        var made = 1
        var line: Box?
        var inLine = perRow
        var number = 0
        while made < count {
            if inLine == perRow {
                let next = Box(.horizontal, spacing: tiny ? 1 : 3)
                column.append(next)
                line = next
                inLine = 0
            } else {
                let cell: Widget = number % 4 == 3 ? Button(label: String(number)) : Label(String(number))
                cell.addCSSClass(tiny ? "bench-tiny" : "bench-compact")
                line?.append(cell)
                inLine += 1
                number += 1
            }
            made += 1
        }
        return column
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

    /// Compact buttons, so 1000 widgets fit the window at its default size, tiny ones for
    /// 10,000; and the floor's layer, as dark as our default dim on a light theme.
    private static func loadStylesheet() {
        guard !stylesheetLoaded, let display = Display.default else { return }
        stylesheetLoaded = true
        let provider = CSSProvider()
        provider.load(
            "button.bench-compact { min-height: 0; min-width: 0; padding: 0 3px; } "
                + ".bench-tiny { font-size: 4px; min-height: 0; min-width: 0; padding: 0; margin: 0; } "
                + "box.bench-fold { min-height: \(height)px; background-color: #e8e8e7; } "
                + "box.\(FloorRepaint.styleClass) { background-color: rgba(0, 0, 0, 0.32); }")
        provider.apply(to: display, priority: CSSProvider.applicationPriority)
    }
}
