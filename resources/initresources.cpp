#include "initresources.h"

#include <QtGlobal>

void pmInitResources()
{
    static bool done = false;
    if (!done) {
        Q_INIT_RESOURCE(resources);
        Q_INIT_RESOURCE(i18n);
        done = true;
    }
}
