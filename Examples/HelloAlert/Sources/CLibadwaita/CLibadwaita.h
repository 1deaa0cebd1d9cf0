// libadwaita, linked by the libadwaita variant of the example (the alert library never links it).
#include <adwaita.h>
