#include "cli.h"

#include <QCoreApplication>

namespace pm::cli {

int cmdGate(const QStringList &, Io &io)
{
    io.errLine(QCoreApplication::translate("pm::cli", "gate: not available in this build yet"));
    return UsageError;
}

} // namespace pm::cli
