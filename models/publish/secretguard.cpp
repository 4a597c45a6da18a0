#include "secretguard.h"

#include <algorithm>
#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#include <sys/resource.h>
#endif

namespace pm {

namespace {

int g_guards = 0;
#ifdef Q_OS_LINUX
int g_dumpable = 1;
struct rlimit g_core = {0, 0};
#endif

} // namespace

SecretGuard::SecretGuard()
{
    if (g_guards++ > 0)
        return;
#ifdef Q_OS_LINUX
    g_dumpable = prctl(PR_GET_DUMPABLE, 0, 0, 0, 0);
    getrlimit(RLIMIT_CORE, &g_core);
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    // Only the soft limit: lowering the hard one could never be undone without privileges.
    struct rlimit none = {0, g_core.rlim_max};
    setrlimit(RLIMIT_CORE, &none);
#endif
}

SecretGuard::~SecretGuard()
{
    if (--g_guards > 0)
        return;
#ifdef Q_OS_LINUX
    setrlimit(RLIMIT_CORE, &g_core);
    prctl(PR_SET_DUMPABLE, g_dumpable > 0 ? 1 : 0, 0, 0, 0);
#endif
}

bool SecretGuard::active()
{
    return g_guards > 0;
}

void wipeSecret(QString &secret)
{
    // begin() detaches a shared string first: then only this copy is wiped.
    std::fill(secret.begin(), secret.end(), QChar(0));
    secret.clear();
}

void wipeSecret(QByteArray &secret)
{
    std::fill(secret.begin(), secret.end(), '\0');
    secret.clear();
}

} // namespace pm
