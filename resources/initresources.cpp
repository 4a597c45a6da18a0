#include "initresources.h"

#include <QtGlobal>

void pmInitResources()
{
    static bool done = false;
    if (!done) {
        Q_INIT_RESOURCE(resources);
        done = true;
    }
}
