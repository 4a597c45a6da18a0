#include "cli.h"

#include <QCoreApplication>

namespace pm::cli {

int cmdPublish(const QStringList &, Io &io)
{
    io.errLine(QCoreApplication::translate("pm::cli", "publish: not available in this build yet"));
    return UsageError;
}

} // namespace pm::cli
