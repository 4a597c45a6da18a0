#include "cli.h"

#include "destinations.h"
#include "draftformat.h"
#include "publishplan.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace pm::cli {

int cmdExport(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption to(QStringLiteral("to"), QStringLiteral("jira, markdown, pr or wiki"),
                                QStringLiteral("destination"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("file to write (default: stdout)"), QStringLiteral("file"));
    parser.addOption(to);
    parser.addOption(output);
    if (!parseArguments(parser, QStringLiteral("export"), args, io))
        return UsageError;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(QCoreApplication::translate("pm::cli", "export: expected one FILE (export FILE --to jira|markdown|pr|wiki)"));
        return UsageError;
    }
    Destination destination = Destination::Jira;
    if (!parser.isSet(to) || !parseDestination(parser.value(to), &destination)) {
        io.errLine(QCoreApplication::translate("pm::cli", "export: --to must be jira, markdown, pr or wiki"));
        return UsageError;
    }
    PostMortem pm;
    if (!readDraft(files.first(), &pm, io))
        return UsageError;
    // The gate (and lint errors) decide whether a draft may leave the editor: a check
    // that failed, so exit 1, and nothing is written.
    const Expected<QByteArray> out = exportDraft(pm, destination, files.first());
    if (!out) {
        io.errLine(out.error().toString());
        return CheckFailed;
    }
    return writeOutputFile(parser.value(output), out.value(), io) ? Ok : UsageError;
}

} // namespace pm::cli
