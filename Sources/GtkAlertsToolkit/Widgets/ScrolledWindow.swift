internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// A viewport that scrolls its child when it is larger than the space given.
@MainActor
public final class ScrolledWindow: Widget {
    /// Creates a scrolled window that scrolls vertically only and grows with its content up to
    /// `maximumHeight` pixels (see `setFixedContentHeight(_:)` for wrapping text).
    ///
    /// Its accessible role is `group`, so that a label can name it when it is a Tab stop: GTK 4.24
    /// gives scrolled windows the generic role, whose name ARIA prohibits (a labelled-by relation
    /// then names nothing). Assistive technologies still see a scroll pane, as GTK reports every
    /// scrolled window.
    public init(maximumHeight: Int) {
        let raw = gtkshim_widget_new_with_role(gtk_scrolled_window_get_type(), GTK_ACCESSIBLE_ROLE_GROUP)!
        super.init(takingNew: OpaquePointer(raw))
        gtk_scrolled_window_set_policy(pointer, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(pointer, 1)
        gtk_scrolled_window_set_propagate_natural_width(pointer, 1)
        gtk_scrolled_window_set_max_content_height(pointer, Int32(clamping: max(-1, maximumHeight)))
        disconnectSettingsHandlerOnUnrealize()
    }

    /// Creates a scrolled window that takes whatever space it is given and scrolls its child
    /// both ways when the child needs more, so the child's size never forces its window's.
    package init() {
        super.init(takingNew: OpaquePointer(gtk_scrolled_window_new()!))
        gtk_scrolled_window_set_policy(pointer, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
        disconnectSettingsHandlerOnUnrealize()
    }

    /// A scrolled window around `child`, as tall as the child and as wide as the room it is
    /// given, that scrolls the child sideways when it is wider: the child's width never forces
    /// its container's.
    package convenience init(scrollingSideways child: Widget) {
        self.init()
        gtk_scrolled_window_set_policy(pointer, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(pointer, 1)
        gtk_scrolled_window_set_propagate_natural_height(pointer, 1)
        self.child = child
    }

    /// Works around GTK 4.8.3, whose scrolled windows leave a settings handler behind.
    ///
    /// A realized scrolled window connects to the display settings'
    /// `notify::gtk-overlay-scrolling`, and its unrealize disconnects a different function, so
    /// the handler outlives the widget and runs on freed memory when the setting changes
    /// (found by the benchmark under memcheck). Drop every settings handler whose data is this
    /// scrolled window once it unrealizes.
    private func disconnectSettingsHandlerOnUnrealize() {
        let raw = pointer  // Not `self`: the handler lives on the widget and must not own it.
        connect("unrealize") {
            guard let settings = gtk_widget_get_settings(UnsafeMutablePointer(raw)) else { return }
            g_signal_handlers_disconnect_matched(
                gpointer(settings), GSignalMatchType(rawValue: GTKSHIM_SIGNAL_MATCH_DATA), 0, 0, nil, nil, gpointer(raw)
            )
        }
    }

    /// The scrolled content.
    public var child: Widget? {
        get { Widget.wrap(gtk_scrolled_window_get_child(pointer)) }
        set { gtk_scrolled_window_set_child(pointer, newValue?.widgetPointer) }
    }

    /// The tallest the scrolled window grows before scrolling, in pixels (-1: no limit).
    public var maximumHeight: Int {
        get { Int(gtk_scrolled_window_get_max_content_height(pointer)) }
        set {
            // GTK refuses a maximum below the minimum: lower the minimum first.
            let maximum = Int32(clamping: max(-1, newValue))
            if maximum >= 0, gtk_scrolled_window_get_min_content_height(pointer) > maximum {
                gtk_scrolled_window_set_min_content_height(pointer, maximum)
            }
            gtk_scrolled_window_set_max_content_height(pointer, maximum)
        }
    }

    /// The widest the scrolled window grows before scrolling, in pixels (-1: no limit).
    package var maximumWidth: Int {
        get { Int(gtk_scrolled_window_get_max_content_width(pointer)) }
        set {
            // GTK refuses a maximum below the minimum: lower the minimum first.
            let maximum = Int32(clamping: max(-1, newValue))
            if maximum >= 0, gtk_scrolled_window_get_min_content_width(pointer) > maximum {
                gtk_scrolled_window_set_min_content_width(pointer, maximum)
            }
            gtk_scrolled_window_set_max_content_width(pointer, maximum)
        }
    }

    /// Fixes the viewport's height, in pixels, instead of following the content's.
    ///
    /// GTK measures a scrolled window's content without the width it will get, so a wrapping
    /// label reports the height of a narrow column; callers that know the width measure the
    /// content for it and set the height here.
    public func setFixedContentHeight(_ height: Int) {
        gtk_scrolled_window_set_propagate_natural_height(pointer, 0)
        gtk_scrolled_window_set_min_content_height(
            pointer, Int32(clamping: min(max(0, height), maximumHeight < 0 ? Int.max : maximumHeight)))
    }

    /// Whether the content is taller than the viewport (so the user can scroll).
    public var canScrollVertically: Bool {
        let adjustment = gtk_scrolled_window_get_vadjustment(pointer)
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) > 0.5
    }
}
