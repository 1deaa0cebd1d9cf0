internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// The frame of a window made by `Window()`: a column inside the layers holding the title bar
/// above the content.
///
/// GTK draws a window's title bar outside its child, where no layer of the child can cover it:
/// an alert's dim would leave it bright. libadwaita's windows keep their header bar inside
/// their content instead, and so does `Window()`. GTK's own title bar slot holds a hidden
/// widget, which keeps GTK from drawing a title bar of its own and keeps the window
/// client-side decorated, as a header bar set as title bar would.
extension Window {
    /// The style class of the column holding a window's title bar and content.
    static let frameStyleClass = "window-frame"
    /// The style class of the frame's title bar, the standard header bar or the app's own.
    static let frameTitlebarStyleClass = "window-titlebar"

    /// Gives a new window its layers, the frame inside them, and (when `decorated`) the
    /// standard header bar.
    func installFrame(decorated: Bool) {
        let frame = Box(.vertical, role: .other)
        frame.addCSSClass(Window.frameStyleClass)
        let overlay = Overlay()
        overlay.addCSSClass(Window.layersStyleClass)
        overlay.child = frame
        gtk_window_set_child(windowPointer, overlay.widgetPointer)
        isDecorated = decorated
    }

    /// The frame inside the layers, for windows made by `Window()`.
    var frame: Box? {
        guard let root = layers?.child, root.hasCSSClass(Window.frameStyleClass) else { return nil }
        return Box(owning: root.pointer)
    }

    func frameTitlebar(in frame: Widget) -> Widget? {
        frame.children.first { $0.hasCSSClass(Window.frameTitlebarStyleClass) }
    }

    func frameContent(in frame: Widget) -> Widget? {
        frame.children.first { !$0.hasCSSClass(Window.frameTitlebarStyleClass) }
    }

    func setFrameContent(_ content: Widget?, in frame: Box) {
        if let old = frameContent(in: frame) { frame.remove(old) }
        guard let content else { return }
        // The content fills the window below the title bar, as a window's only child does.
        content.expandsVertically = true
        frame.append(content)
    }

    func setFrameTitlebar(_ titlebar: Widget?, in frame: Box) {
        if let old = frameTitlebar(in: frame) {
            old.removeCSSClass(Window.frameTitlebarStyleClass)
            frame.remove(old)
        }
        let new = titlebar ?? Window.makeStandardHeaderBar()
        new.addCSSClass(Window.frameTitlebarStyleClass)
        new.isVisible = isDecorated
        frame.prepend(new)
    }

    /// Shows or hides the frame's title bar (making the standard header bar when there is none
    /// yet), and with it the hidden widget in GTK's own title bar slot: an undecorated window
    /// (an alert's own window, say) has neither, so GTK leaves it without client-side
    /// decorations and their shadow.
    func showFrameTitlebar(_ shown: Bool) {
        if shown {
            if gtk_window_get_titlebar(windowPointer) == nil {
                let placeholder = gtkshim_widget_new_with_role(gtk_box_get_type(), GTK_ACCESSIBLE_ROLE_PRESENTATION)!
                gtk_widget_set_visible(placeholder, 0)
                gtk_window_set_titlebar(windowPointer, placeholder)
            }
        } else if gtk_window_get_titlebar(windowPointer) != nil {
            gtk_window_set_titlebar(windowPointer, nil)
        }
        guard let frame else { return }
        if let titlebar = frameTitlebar(in: frame) {
            titlebar.isVisible = shown
        } else if shown {
            setFrameTitlebar(nil, in: frame)
        }
    }

    /// GTK's header bar: the window's title and its window buttons, as GTK's own title bar has.
    private static func makeStandardHeaderBar() -> Widget {
        let headerBar = Widget(takingNew: OpaquePointer(gtk_header_bar_new()!))
        headerBar.addCSSClass(frameTitlebarStyleClass)
        return headerBar
    }
}
