#include "cli.h"

#include "draftformat.h"
#include "postmortemjson.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace pm::cli {

int cmdShow(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("print JSON"));
    parser.addOption(json);
    if (!parseArguments(parser, QStringLiteral("show"), args, io))
        return UsageError;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "show: expected one FILE (show FILE --json)"));
        return UsageError;
    }
    if (!parser.isSet(json)) {
        io.errLine(QCoreApplication::translate("pm::cli", "show: only --json output exists; add --json"));
        return UsageError;
    }
    PostMortem pm;
    if (!readDraft(files.first(), &pm, io))
        return UsageError;
    io.out(QJsonDocument(toJson(pm)).toJson(QJsonDocument::Indented));
    return Ok;
}

} // namespace pm::cli
