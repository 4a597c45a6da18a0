#include "cli.h"

#include <QCoreApplication>

namespace pm::cli {

int cmdLint(const QStringList &, Io &io)
{
    io.errLine(QCoreApplication::translate("pm::cli", "lint: not available in this build yet"));
    return UsageError;
}

} // namespace pm::cli
