internal import CGtkAlertsGtk
internal import CGtkAlertsShim

/// Stops pointer presses, touches and scrolling aimed at some widgets, and everything in them,
/// until released.
///
/// Turning off `can-target` is not enough on its own: GTK sends a press to the widget the
/// pointer was last found over, and looks again only when the pointer moves, crosses or is
/// released. So the second click of a double click, with the pointer still, reaches the
/// button whose first click has just blocked it (and presented the same alert once more). A
/// capture-phase controller on each root sees such a press before anything under it.
@MainActor
package final class PressBlock {
    private var attached: [(widget: UnsafeMutablePointer<GtkWidget>, controller: OpaquePointer)]

    /// Stops presses aimed at `roots` or anything in them, now and until `release()`.
    package init(blocking roots: [Widget]) {
        attached = roots.map { root in
            let controller = gtkshim_press_stopper_new()!
            // The widget takes one reference (transfer full); this object keeps its own, and
            // one on the widget, so that release finds both alive.
            g_object_ref(gpointer(controller))
            g_object_ref(gpointer(root.widgetPointer))
            gtk_widget_add_controller(root.widgetPointer, controller)
            return (root.widgetPointer, controller)
        }
    }

    isolated deinit {
        release()
    }

    /// Lets presses through again; safe to call more than once.
    package func release() {
        for (widget, controller) in attached {
            // A disposed widget has already dropped its controllers.
            if gtk_event_controller_get_widget(controller) == widget {
                gtk_widget_remove_controller(widget, controller)
            }
            g_object_unref(gpointer(controller))
            g_object_unref(gpointer(widget))
        }
        attached = []
    }
}
