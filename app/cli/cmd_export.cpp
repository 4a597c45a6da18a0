#include "cli.h"

#include "destinations.h"
#include "draftformat.h"
#include "publishplan.h"
#include "safewrite.h"
#include "settings.h"

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
    // An export never replaces its own draft, whatever name or link -o reaches it by.
    const QString out = parser.value(output);
    if (out != QLatin1String("-") && files.first() != QLatin1String("-") && isSameFile(out, files.first())) {
        //: %1 is the file -o names, which is the draft itself.
        io.errLine(QCoreApplication::translate("pm::cli", "%1: is the draft being exported; write the export to another file")
                       .arg(out));
        return UsageError;
    }
    PostMortem pm;
    if (!readDraft(files.first(), &pm, io))
        return UsageError;
    // The gate (and lint errors) decide whether a draft may leave the editor: a check
    // that failed, so exit 1, and nothing is written.
    const Expected<QByteArray> exported = exportDraft(pm, destination, files.first(), Settings::instance().disabledRules());
    if (!exported) {
        io.errLine(exported.error().toString());
        return CheckFailed;
    }
    return writeOutputFile(out, exported.value(), io) ? Ok : UsageError;
}

} // namespace pm::cli
