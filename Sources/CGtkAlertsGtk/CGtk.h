// The whole of GTK 4, as one header for Swift to import.
#include <gtk/gtk.h>
