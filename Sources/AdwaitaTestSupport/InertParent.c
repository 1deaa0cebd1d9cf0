#include "InertParent.h"

#include <adwaita.h>
#include <stdio.h>

// One parent and one other window a process: the suite starts a probe for each run.
enum { TARGET_CAPACITY = 16 };
static struct {
  const char *name;
  const char *window;
  GtkWidget *widget;
} targets[TARGET_CAPACITY];
static int target_count;

static void add_target(const char *name, const char *window, GtkWidget *widget) {
  g_return_if_fail(target_count < TARGET_CAPACITY);
  targets[target_count].name = name;
  targets[target_count].window = window;
  targets[target_count].widget = widget;
  target_count++;
}

static void acted(const char *name) {
  printf("parent-acted %s\n", name);
  fflush(stdout);
}

static void on_toggled(GtkCheckButton *button, gpointer data) { acted("check"); }
static void on_expanded(GObject *expander, GParamSpec *pspec, gpointer data) { acted("expander"); }
static void on_entry_changed(GtkEditable *editable, gpointer data) { acted("entry"); }
static void on_scrolled(GtkAdjustment *adjustment, gpointer data) { acted("scroll"); }
static void on_undo(GtkButton *button, gpointer data) { acted("undo"); }

static void on_pressed(GtkGestureClick *gesture, int presses, double x, double y, gpointer data) {
  if (presses == 2) acted("double-click");
}

static gboolean on_drop(GtkDropTarget *target, const GValue *value, double x, double y,
                        gpointer data) {
  acted("drop");
  return TRUE;
}

static gboolean on_find(GtkWidget *widget, GVariant *arguments, gpointer data) {
  acted("find");
  return TRUE;
}

// The entry holds the focus when the alert comes, as a form's field does.
static void focus_when_mapped(GtkWidget *entry, gpointer data) { gtk_widget_grab_focus(entry); }

// A vertical box with the 12 px margins both windows' content has.
static GtkWidget *padded_column(int spacing) {
  GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing);
  gtk_widget_set_margin_top(column, 12);
  gtk_widget_set_margin_bottom(column, 12);
  gtk_widget_set_margin_start(column, 12);
  gtk_widget_set_margin_end(column, 12);
  return column;
}

void *inert_parent_content_new(bool with_overlay) {
  GtkWidget *column = padded_column(8);

  GtkWidget *check = gtk_check_button_new_with_mnemonic("_Remember my choice");
  g_signal_connect(check, "toggled", G_CALLBACK(on_toggled), NULL);
  gtk_box_append(GTK_BOX(column), check);
  add_target("check", "parent", check);

  GtkWidget *expander = gtk_expander_new_with_mnemonic("_Advanced");
  gtk_expander_set_child(GTK_EXPANDER(expander), gtk_label_new("More settings"));
  g_signal_connect(expander, "notify::expanded", G_CALLBACK(on_expanded), NULL);
  gtk_box_append(GTK_BOX(column), expander);
  add_target("expander", "parent", expander);

  GtkWidget *entry = gtk_entry_new();
  g_signal_connect(entry, "changed", G_CALLBACK(on_entry_changed), NULL);
  g_signal_connect(entry, "map", G_CALLBACK(focus_when_mapped), NULL);
  gtk_box_append(GTK_BOX(column), entry);
  add_target("entry", "parent", entry);

  GtkWidget *rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
  for (int row = 1; row <= 30; row++) {
    char text[32];
    snprintf(text, sizeof text, "Row %d", row);
    gtk_box_append(GTK_BOX(rows), gtk_label_new(text));
  }
  GtkWidget *list = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(list), rows);
  gtk_widget_set_size_request(list, -1, 90);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(list));
  g_signal_connect(adjustment, "value-changed", G_CALLBACK(on_scrolled), NULL);
  gtk_box_append(GTK_BOX(column), list);
  add_target("list", "parent", list);

  GtkWidget *double_click = gtk_label_new("Double-click here");
  gtk_widget_set_size_request(double_click, -1, 36);
  GtkGesture *gesture = gtk_gesture_click_new();
  g_signal_connect(gesture, "pressed", G_CALLBACK(on_pressed), NULL);
  gtk_widget_add_controller(double_click, GTK_EVENT_CONTROLLER(gesture));
  gtk_box_append(GTK_BOX(column), double_click);
  add_target("double-click", "parent", double_click);

  GtkWidget *drop = gtk_label_new("Drop text here");
  gtk_widget_set_size_request(drop, -1, 36);
  GtkDropTarget *target = gtk_drop_target_new(G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect(target, "drop", G_CALLBACK(on_drop), NULL);
  gtk_widget_add_controller(drop, GTK_EVENT_CONTROLLER(target));
  gtk_box_append(GTK_BOX(column), drop);
  add_target("drop", "parent", drop);

  // A search bar's Ctrl+F: window-wide, wherever the focus is.
  GtkEventController *shortcuts = gtk_shortcut_controller_new();
  gtk_shortcut_controller_set_scope(GTK_SHORTCUT_CONTROLLER(shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut(
      GTK_SHORTCUT_CONTROLLER(shortcuts),
      gtk_shortcut_new(gtk_keyval_trigger_new(GDK_KEY_f, GDK_CONTROL_MASK),
                       gtk_callback_action_new(on_find, NULL, NULL)));
  gtk_widget_add_controller(column, shortcuts);

  if (!with_overlay) return column;
  GtkWidget *overlay = gtk_overlay_new();
  gtk_overlay_set_child(GTK_OVERLAY(overlay), column);
  GtkWidget *undo = gtk_button_new_with_label("Undo");
  gtk_widget_set_halign(undo, GTK_ALIGN_END);
  gtk_widget_set_valign(undo, GTK_ALIGN_START);
  gtk_widget_set_margin_top(undo, 12);
  gtk_widget_set_margin_end(undo, 12);
  g_signal_connect(undo, "clicked", G_CALLBACK(on_undo), NULL);
  gtk_overlay_add_overlay(GTK_OVERLAY(overlay), undo);
  add_target("undo", "parent", undo);
  return overlay;
}

void *inert_parent_adwaita_window_new(const char *title, void *content) {
  GtkWidget *window = adw_application_window_new(GTK_APPLICATION(g_application_get_default()));
  gtk_window_set_title(GTK_WINDOW(window), title);
  gtk_window_set_default_size(GTK_WINDOW(window), 600, 520);
  gtk_window_set_resizable(GTK_WINDOW(window), FALSE);
  adw_application_window_set_content(ADW_APPLICATION_WINDOW(window), GTK_WIDGET(content));
  return window;
}

static void on_other_changed(GtkEditable *editable, gpointer data) {
  printf("other-acted entry\n");
  fflush(stdout);
}

static GdkContentProvider *on_prepare(GtkDragSource *source, double x, double y, gpointer data) {
  return gdk_content_provider_new_typed(G_TYPE_STRING, "dropped text");
}

static void select_when_mapped(GtkWidget *entry, gpointer data) {
  // Selected text in a GtkText is the primary selection: what a middle click pastes.
  gtk_widget_grab_focus(entry);
  gtk_editable_select_region(GTK_EDITABLE(entry), 0, -1);
}

void inert_parent_other_window_show(const char *title) {
  GtkWidget *window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), title);
  gtk_window_set_default_size(GTK_WINDOW(window), 300, 160);
  GtkWidget *column = padded_column(12);
  GtkWidget *source = gtk_label_new("Drag me");
  gtk_widget_set_size_request(source, -1, 48);
  GtkDragSource *drag = gtk_drag_source_new();
  gtk_drag_source_set_actions(drag, GDK_ACTION_COPY);
  g_signal_connect(drag, "prepare", G_CALLBACK(on_prepare), NULL);
  gtk_widget_add_controller(source, GTK_EVENT_CONTROLLER(drag));
  gtk_box_append(GTK_BOX(column), source);
  add_target("drag-source", "other", source);
  GtkWidget *entry = gtk_entry_new();
  gtk_editable_set_text(GTK_EDITABLE(entry), "pasted");
  g_signal_connect(entry, "changed", G_CALLBACK(on_other_changed), NULL);
  g_signal_connect(entry, "map", G_CALLBACK(select_when_mapped), NULL);
  gtk_box_append(GTK_BOX(column), entry);
  add_target("other-entry", "other", entry);
  gtk_window_set_child(GTK_WINDOW(window), column);
  gtk_window_present(GTK_WINDOW(window));
}

void inert_parent_report_targets(void) {
  for (int index = 0; index < target_count; index++) {
    GtkWidget *widget = targets[index].widget;
    graphene_rect_t bounds;
    GtkWidget *root = GTK_WIDGET(gtk_widget_get_root(widget));
    if (root == NULL || !gtk_widget_compute_bounds(widget, root, &bounds)) {
      printf("error no bounds for %s\n", targets[index].name);
      continue;
    }
    printf("target %s %s %d %d %d %d\n", targets[index].name, targets[index].window,
           (int)bounds.origin.x, (int)bounds.origin.y, (int)bounds.size.width,
           (int)bounds.size.height);
  }
  fflush(stdout);
}
