#pragma once

#include <QByteArray>
#include <QString>

namespace pm {

// While at least one guard lives (a token is in memory), the process writes no core
// dump on Linux: prctl(PR_SET_DUMPABLE, 0) and RLIMIT_CORE 0. The last guard restores
// what was there before. Elsewhere it does nothing.
class SecretGuard
{
public:
    SecretGuard();
    ~SecretGuard();
    SecretGuard(const SecretGuard &) = delete;
    SecretGuard &operator=(const SecretGuard &) = delete;

    // True while core dumps are off because of a guard.
    static bool active();
};

// Overwrites the characters before releasing them (best effort: copies Qt made
// elsewhere, such as a line edit's undo history, are outside its reach).
void wipeSecret(QString &secret);
void wipeSecret(QByteArray &secret);

} // namespace pm
