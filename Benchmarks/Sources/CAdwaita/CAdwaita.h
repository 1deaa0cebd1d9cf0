// libadwaita (1.2 on Debian 12, 1.7 on Debian 13) and, through it, GTK 4, as one header for
// the benchmark's Swift code.
#include <adwaita.h>
