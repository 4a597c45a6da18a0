#include "cli.h"

#include "draftformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

namespace pm::cli {

int cmdNew(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("en or zh"),
                                  QStringLiteral("lang"), QStringLiteral("en"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("file to create"), QStringLiteral("file"));
    parser.addOption(lang);
    parser.addOption(output);
    if (!parseArguments(parser, QStringLiteral("new"), args, io))
        return UsageError;
    if (parser.positionalArguments().size() > 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "new: unexpected argument '%1'")
                       .arg(parser.positionalArguments().at(1)));
        return UsageError;
    }
    const QString language = parser.value(lang);
    if (language != QLatin1String("en") && language != QLatin1String("zh")) {
        io.errLine(QCoreApplication::translate("pm::cli", "new: --lang must be en or zh, not '%1'")
                       .arg(language));
        return UsageError;
    }
    const QByteArray bytes = DraftFormat::write(DraftFormat::newDraft(language));
    const QString out = parser.value(output);
    if (!out.isEmpty() && out != QLatin1String("-") && QFileInfo::exists(out)) {
        io.errLine(QCoreApplication::translate("pm::cli", "%1: already exists; not overwriting it")
                       .arg(out));
        return UsageError;
    }
    return writeOutputFile(out, bytes, io) ? Ok : UsageError;
}

} // namespace pm::cli
