// libadwaita 1.2 and, through it, GTK 4, as one header for the benchmark's Swift code.
#include <adwaita.h>
