// GTK 4 as an app written in Swift on GTK's C API imports it: a module map of its own, beside
// the library's (which the app never sees), over the same header.
#include <gtk/gtk.h>
