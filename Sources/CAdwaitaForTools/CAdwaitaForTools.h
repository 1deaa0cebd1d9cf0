// libadwaita, for test tools only: the library itself finds libadwaita at run time.
#include <adwaita.h>
