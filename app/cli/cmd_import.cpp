#include "cli.h"

#include "importer.h"
#include "sectioncatalogue.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace pm::cli {
namespace {

// Every literal passed here is marked with QT_TRANSLATE_NOOP("pm::cli", …) for lupdate.
QString ct(const char *text)
{
    return QCoreApplication::translate("pm::cli", text);
}

// A YAML scalar that always reads back as the same string: JSON's double-quoted form
// is valid YAML.
QString yamlString(const QString &s)
{
    const QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2));
}

// The heading text of line, replaced by name; the ATX markers (or the setext text
// line) stay as written.
QString renamed(const QString &line, const QString &name)
{
    static const QRegularExpression atx(QStringLiteral(R"(^(\s{0,3}#{1,6}[ \t]+)(.*?)([ \t]+#+[ \t]*)?(\r?)$)"));
    const QRegularExpressionMatch m = atx.match(line);
    if (m.hasMatch())
        return m.captured(1) + name + m.captured(3) + m.captured(4);
    const bool cr = line.endsWith(QLatin1Char('\r'));
    return name + (cr ? QStringLiteral("\r") : QString());
}

} // namespace

QString ImportResult::report() const
{
    QString out;
    out += ct(QT_TRANSLATE_NOOP("pm::cli", "Mapped to the nine sections (%1):")).arg(mapped.size());
    out += QLatin1Char('\n');
    for (const QString &m : mapped)
        out += QStringLiteral("  ") + m + QLatin1Char('\n');
    out += ct(QT_TRANSLATE_NOOP("pm::cli", "Kept as extra sections (%1):")).arg(extra.size());
    out += QLatin1Char('\n');
    for (const QString &e : extra)
        out += QStringLiteral("  ") + e + QLatin1Char('\n');
    out += ct(QT_TRANSLATE_NOOP("pm::cli", "The gate inputs in the front matter are empty: fill in repro, root_cause, fix and verified."));
    out += QLatin1Char('\n');
    return out;
}

Expected<ImportResult> importForeign(const QByteArray &bytes, const QString &fileName)
{
    Expected<PostMortem> parsed = DraftFormat::parse(bytes, fileName);
    if (!parsed)
        return parsed.error();
    const PostMortem &pm = parsed.value();
    if (pm.source.hasFrontMatter)
        return InputError{fileName, 1, ct(QT_TRANSLATE_NOOP("pm::cli", "already a draft (it has front matter); use fmt to rewrite it"))};

    ImportResult result;
    result.language = pm.meta.language == QLatin1String("zh") ? QStringLiteral("zh") : QStringLiteral("en");
    QString text = QString::fromUtf8(bytes);
    const bool bom = text.startsWith(QChar(0xFEFF));
    if (bom)
        text.remove(0, 1);
    QStringList lines = text.split(QLatin1Char('\n'));
    for (const Section &s : pm.sections) {
        const int at = s.headingLine - 1;
        if (at < 0 || at >= lines.size())
            continue;
        const QString heading = s.heading.trimmed();
        if (s.isExtra()) {
            result.extra << (SectionCatalogue::isKnownExtra(heading)
                                 ? ct(QT_TRANSLATE_NOOP("pm::cli", "\"%1\" (line %2): not one of the nine (incident or retrospective material)"))
                                 : ct(QT_TRANSLATE_NOOP("pm::cli", "\"%1\" (line %2): not one of the nine")))
                                .arg(heading)
                                .arg(s.headingLine);
            continue;
        }
        const SectionInfo *info = SectionCatalogue::find(s.id);
        const QString name = info->heading(result.language);
        if (heading != name)
            lines[at] = renamed(lines.at(at), name);
        result.mapped << ct(QT_TRANSLATE_NOOP("pm::cli", "\"%1\" (line %2) -> %3")).arg(heading).arg(s.headingLine).arg(name);
    }
    const QString nl = pm.source.crlf ? QStringLiteral("\r\n") : QStringLiteral("\n");
    QString title = pm.meta.title.trimmed();
    if (title.isEmpty())
        title = QFileInfo(fileName).completeBaseName();
    const QStringList front{
        QStringLiteral("---"),
        QStringLiteral("title: ") + yamlString(title),
        QStringLiteral("ticket: \"\""),
        QStringLiteral("owner: \"\""),
        QStringLiteral("refs: []"),
        QStringLiteral("language: ") + result.language,
        QStringLiteral("destination: jira"),
        QStringLiteral("gate:"),
        QStringLiteral("  repro: \"\""),
        QStringLiteral("  root_cause: unknown"),
        QStringLiteral("  fix: \"\""),
        QStringLiteral("  verified: \"\""),
        QStringLiteral("---"),
        QString(),
        QString(),
    };
    result.draft = (front.join(nl) + lines.join(QLatin1Char('\n'))).toUtf8();
    // Read it back: the draft must parse to the same sections, or nothing is written.
    const Expected<PostMortem> back = DraftFormat::parse(result.draft, fileName);
    if (!back || back->sections.size() != pm.sections.size())
        return InputError{fileName, 0, ct(QT_TRANSLATE_NOOP("pm::cli", "the imported draft does not read back; nothing written"))};
    for (int i = 0; i < pm.sections.size(); ++i) {
        if (back->sections.at(i).id != pm.sections.at(i).id
            || back->sections.at(i).text != pm.sections.at(i).text)
            return InputError{fileName, pm.sections.at(i).headingLine,
                              ct(QT_TRANSLATE_NOOP("pm::cli", "the imported draft does not read back; nothing written"))};
    }
    return result;
}

int cmdImport(const QStringList &args, Io &io)
{
    QCommandLineParser parser;
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("draft to create (default: stdout)"), QStringLiteral("file"));
    parser.addOption(output);
    if (!parseArguments(parser, QStringLiteral("import"), args, io))
        return UsageError;
    const QStringList files = parser.positionalArguments().mid(1);
    if (files.size() != 1) {
        io.errLine(ct(QT_TRANSLATE_NOOP("pm::cli", "import: expected one FILE (import FILE [-o OUT])")));
        return UsageError;
    }
    QByteArray bytes;
    if (!readInputFile(files.first(), &bytes, io))
        return UsageError;
    const QString shown = files.first() == QLatin1String("-") ? QStringLiteral("<stdin>") : files.first();
    const Expected<ImportResult> imported = importForeign(bytes, shown);
    if (!imported) {
        io.errLine(imported.error().toString());
        return UsageError;
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
