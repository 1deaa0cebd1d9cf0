// libadwaita, for the tests' C helper only: the library itself never links it.
#include <adwaita.h>
