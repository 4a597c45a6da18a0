#include "cli.h"

#include "gatestatus.h"
#include "importer.h"
#include "sectioncatalogue.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>

namespace pm::cli {
namespace {

// A YAML scalar that always reads back as the same string: JSON's double-quoted form
// is valid YAML.
QString yamlString(const QString &s)
{
    const QByteArray a = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(a.mid(1, a.size() - 2));
}

} // namespace

QString ImportResult::report(bool forWindow) const
{
    QString out;
    const auto list = [&out](const QStringList &lines, const QStringList &why) {
        for (int i = 0; i < lines.size(); ++i) {
            out += QStringLiteral("  ") + lines.at(i) + QLatin1Char('\n');
            if (!why.value(i).isEmpty())
                out += QStringLiteral("      ") + ct(QT_TRANSLATE_NOOP("pm::cli", "why: %1")).arg(why.at(i)) + QLatin1Char('\n');
        }
    };
    out += ct(QT_TRANSLATE_NOOP("pm::cli", "Mapped to the nine sections (%1):")).arg(mapped.size());
    out += QLatin1Char('\n');
    list(mapped, mappedWhy);
    out += ct(QT_TRANSLATE_NOOP("pm::cli", "Kept as extra sections (%1):")).arg(extra.size());
    out += QLatin1Char('\n');
    list(extra, extraWhy);
    if (!inside.isEmpty()) {
        out += ct(QT_TRANSLATE_NOOP("pm::cli", "Other headings, kept where they are (%1):")).arg(inside.size());
        out += QLatin1Char('\n');
        list(inside, insideWhy);
    }
    if (!forWindow) {
        out += ct(QT_TRANSLATE_NOOP("pm::cli", "Change a choice with --map LINE=SECTION (a section id such as root-cause, or extra)."));
        out += QLatin1Char('\n');
    }
    // The facts by the names the Problems panel gives them, not their front-matter keys.
    const QString facts = ct(QT_TRANSLATE_NOOP("pm::cli", "%1, %2, %3 and %4"))
                              .arg(gateInputTitle(GateInput::Repro), gateInputTitle(GateInput::RootCause),
                                   gateInputTitle(GateInput::Fix), gateInputTitle(GateInput::Verified));
    out += (forWindow ? ct(QT_TRANSLATE_NOOP("pm::cli", "The four facts are still empty: %1. State them under \u201cThe four facts\u201d in the Problems panel."))
                      : ct(QT_TRANSLATE_NOOP("pm::cli", "The four facts are still empty: %1. State them in the draft's front matter.")))
               .arg(facts);
    out += QLatin1Char('\n');
    return out;
}

namespace {

QString languageOf(const ImportPlan &plan, const PostMortem &pm)
{
    int zh = 0;
    int other = 0;
    for (const HeadingChoice &h : plan.headings) {
        if (h.role != HeadingChoice::Section)
            continue;
        bool cjk = false;
        for (const QChar c : h.text)
            cjk = cjk || (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF);
        (cjk ? zh : other) += 1;
    }
    if (zh + other == 0)
        return pm.meta.language == QLatin1String("zh") ? QStringLiteral("zh") : QStringLiteral("en");
    return zh > other ? QStringLiteral("zh") : QStringLiteral("en");
}

// The front matter of an imported draft: the gate inputs empty, for the author to fill in.
QString frontMatter(const QString &title, const QString &language, const QString &nl)
{
    const QStringList front{
        QStringLiteral("---"),
        QStringLiteral("title: ") + yamlString(title),
        QStringLiteral("ticket: \"\""),
        QStringLiteral("owner: \"\""),
        QStringLiteral("refs: []"),
        QStringLiteral("language: ") + language,
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
    return front.join(nl);
}

} // namespace

namespace {

// The plan the draft format itself gives: the headings it reads as sections, at their
// levels, renamed only. Used when a plan does not read back.
ImportPlan parserPlan(const PostMortem &pm, ImportPlan plan)
{
    plan.sectionLevel = 0;
    for (HeadingChoice &h : plan.headings) {
        const auto it = std::find_if(pm.sections.cbegin(), pm.sections.cend(),
                                     [&h](const Section &s) { return s.headingLine == h.line; });
        if (it != pm.sections.cend() && !it->isExtra()) {
            h.role = HeadingChoice::Section;
            h.sectionId = it->id;
            h.reason = ct(QT_TRANSLATE_NOOP("pm::cli", "a name the draft format knows for this section"));
        } else {
            h.role = it != pm.sections.cend() ? HeadingChoice::Extra : HeadingChoice::Inside;
            h.sectionId.clear();
        }
    }
    return plan;
}

// The draft of plan: its headings rewritten, the front matter on top, read back against
// the plan (every heading starts the section the plan gives it, or nothing is written).
Expected<ImportResult> draftOf(const PostMortem &pm, const QStringList &original, ImportPlan plan,
                               const QString &fileName)
{
    QStringList lines = original;
    ImportResult result;
    result.plan = std::move(plan);
    result.language = languageOf(result.plan, pm);
    static const QRegularExpression atx(QStringLiteral(R"(^(\s{0,3}#{1,6}[ \t]+)(.*?)([ \t]+#+[ \t]*)?(\r?)$)"));
    for (const HeadingChoice &h : std::as_const(result.plan.headings)) {
        if (h.role != HeadingChoice::Section)
            continue;
        const QString name = SectionCatalogue::find(h.sectionId)->heading(result.language);
        const QString &line = lines.at(h.line - 1);
        const QString cr = line.endsWith(QLatin1Char('\r')) ? QStringLiteral("\r") : QString();
        const QRegularExpressionMatch m = atx.match(line);
        if (h.setext || !m.hasMatch())
            lines[h.line - 1] = name + cr;
        else if (result.plan.sectionLevel == 0 || h.level == result.plan.sectionLevel)
            lines[h.line - 1] = m.captured(1) + name + m.captured(3) + m.captured(4);
        else
            lines[h.line - 1] = QString(result.plan.sectionLevel, QLatin1Char('#')) + QLatin1Char(' ') + name + cr;
    }
    const QString nl = pm.source.crlf ? QStringLiteral("\r\n") : QStringLiteral("\n");
    QString title = pm.meta.title.trimmed();
    if (title.isEmpty())
        title = QFileInfo(fileName).completeBaseName();
    const QString front = frontMatter(title, result.language, nl);
    result.draft = (front + lines.join(QLatin1Char('\n'))).toUtf8();
    const InputError unreadable{fileName, 0, ct(QT_TRANSLATE_NOOP("pm::cli", "the imported draft does not read back; nothing written"))};
    const Expected<PostMortem> back = DraftFormat::parse(result.draft, fileName);
    if (!back)
        return unreadable;
    const int offset = int(front.count(QLatin1Char('\n')));
    int firstSection = 0;
    if (!back->sections.isEmpty())
        firstSection = back->sections.first().headingLine - offset;
    for (HeadingChoice &h : result.plan.headings) {
        const auto it = std::find_if(back->sections.cbegin(), back->sections.cend(),
                                     [&](const Section &s) { return s.headingLine - offset == h.line; });
        if (h.role == HeadingChoice::Section) {
            if (it == back->sections.cend() || it->id != h.sectionId)
                return unreadable;
            result.mapped << ct(QT_TRANSLATE_NOOP("pm::cli", "\"%1\" (line %2) -> %3"))
                                 .arg(h.text)
                                 .arg(h.line)
                                 .arg(SectionCatalogue::find(h.sectionId)->heading(result.language));
            result.mappedWhy << h.reason;
            continue;
        }
        if (it != back->sections.cend() && !it->id.isEmpty())
            return unreadable;
        if (it != back->sections.cend()) {
            h.role = HeadingChoice::Extra;
            result.extra << ct(QT_TRANSLATE_NOOP("pm::cli", "\"%1\" (line %2): not one of the nine")).arg(h.text).arg(h.line);
            result.extraWhy << h.reason;
        } else {
            h.role = (firstSection == 0 || h.line < firstSection) ? HeadingChoice::Title : HeadingChoice::Inside;
            result.inside << (h.role == HeadingChoice::Title
                                  ? ct(QT_TRANSLATE_NOOP("pm::cli", "\"%1\" (line %2): before the sections (title or introduction)"))
                                  : ct(QT_TRANSLATE_NOOP("pm::cli", "\"%1\" (line %2): inside the section above it")))
                                 .arg(h.text)
                                 .arg(h.line);
            result.insideWhy << h.reason;
        }
    }
    return result;
}

} // namespace

Expected<ImportResult> importForeign(const QByteArray &bytes, const QString &fileName,
                                     const QHash<int, QString> &overrides)
{
    Expected<PostMortem> parsed = DraftFormat::parse(bytes, fileName);
    if (!parsed)
        return parsed.error();
    const PostMortem &pm = parsed.value();
    if (pm.source.hasFrontMatter)
        return InputError{fileName, 1, ct(QT_TRANSLATE_NOOP("pm::cli", "already a draft (it has front matter); use fmt to rewrite it"))};

    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = text.split(QLatin1Char('\n'));
    ImportPlan plan = planImport(text, overrides);
    for (auto it = overrides.cbegin(); it != overrides.cend(); ++it) {
        const bool heading = std::any_of(plan.headings.cbegin(), plan.headings.cend(),
                                         [&it](const HeadingChoice &h) { return h.line == it.key(); });
        if (!heading)
            return InputError{fileName, it.key(), ct(QT_TRANSLATE_NOOP("pm::cli", "--map names line %1, which holds no heading")).arg(it.key())};
    }
    Expected<ImportResult> result = draftOf(pm, lines, plan, fileName);
    // A plan the draft format cannot read back (a heading it reads as a section the plan
    // keeps inside): the format's own reading, unless the author asked for this one.
    if (!result && overrides.isEmpty())
        result = draftOf(pm, lines, parserPlan(pm, plan), fileName);
    return result;
}

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
