internal import CGtkAlertsGtk

extension ScrolledWindow {
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
}
