#include "cli.h"

#include "importer.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace pm::cli {

int cmdImport(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("draft to create (default: stdout)"), QStringLiteral("file"));
    parser.addOption(output);
    const QCommandLineOption map(QStringLiteral("map"),
                                 QStringLiteral("the section for the heading on LINE (a section id, or extra); repeatable"),
                                 QStringLiteral("LINE=SECTION"));
    parser.addOption(map);
    if (!parseArguments(parser, QStringLiteral("import"), args, io))
        return UsageError;
    QHash<int, QString> overrides;
    for (const QString &m : parser.values(map)) {
        const int eq = int(m.indexOf(QLatin1Char('=')));
        bool ok = false;
        const int line = eq > 0 ? m.left(eq).trimmed().toInt(&ok) : 0;
        const QString id = eq > 0 ? sectionIdFromUser(m.mid(eq + 1)) : QString();
        if (!ok || line <= 0 || id.isEmpty()) {
            io.errLine(ct(QT_TRANSLATE_NOOP("pm::cli", "import: --map %1: expected LINE=SECTION, e.g. --map 12=root-cause or --map 30=extra")).arg(m));
            return UsageError;
        }
        overrides.insert(line, id);
    }
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(ct(QT_TRANSLATE_NOOP("pm::cli", "import: expected one FILE (import FILE [-o OUT])")));
        return UsageError;
    }
    QByteArray bytes;
    if (!readInputFile(files.first(), &bytes, io))
        return UsageError;
    const QString shown = files.first() == QLatin1String("-") ? QStringLiteral("<stdin>") : files.first();
    const Expected<ImportResult> imported = importForeign(bytes, shown, overrides);
    if (!imported) {
        io.errLine(imported.error().toString());
        return UsageError;
    }
    // Every --map names a heading: the plan lists each heading of the input.
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
        const QList<HeadingChoice> &headings = imported->plan.headings;
        const bool heading = std::any_of(headings.cbegin(), headings.cend(),
                                         [&it](const HeadingChoice &h) { return h.line == it.key(); });
        if (!heading) {
            io.errLine(InputError{shown, it.key(), ct(QT_TRANSLATE_NOOP("pm::cli", "--map names line %1, which holds no heading")).arg(it.key())}.toString());
            return UsageError;
        }
    }
    const QString out = parser.value(output);
    if (!out.isEmpty() && out != QLatin1String("-") && QFileInfo::exists(out)) {
        io.errLine(ct(QT_TRANSLATE_NOOP("pm::cli", "%1: already exists; not overwriting it")).arg(out));
        return UsageError;
    }
    if (!writeOutputFile(out, imported->draft, io))
        return UsageError;
    io.err(imported->report().toUtf8());
    return Ok;
}

} // namespace pm::cli
