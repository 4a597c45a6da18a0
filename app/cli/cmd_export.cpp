#include "cli.h"

#include <QCoreApplication>

namespace pm::cli {

int cmdExport(const QStringList &, Io &io)
{
    io.errLine(QCoreApplication::translate("pm::cli", "export: not available in this build yet"));
    return UsageError;
}

} // namespace pm::cli
