#include "importer.h"

#include "frontmatter.h"
#include "gatestatus.h"
#include "importtext.h"
#include "sectioncatalogue.h"

#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace pm {

QString ImportResult::report(bool forWindow) const
{
    QString out;
    const auto list = [&out](const QStringList &lines, const QStringList &why) {
        for (int i = 0; i < lines.size(); ++i) {
            out += QStringLiteral("  ") + lines.at(i) + QLatin1Char('\n');
            if (!why.value(i).isEmpty())
                out += QStringLiteral("      ") + importText(QT_TRANSLATE_NOOP("pm::Import", "why: %1")).arg(why.at(i)) + QLatin1Char('\n');
        }
    };
    out += importText(QT_TRANSLATE_NOOP("pm::Import", "Mapped to the nine sections (%1):")).arg(mapped.size());
    out += QLatin1Char('\n');
    list(mapped, mappedWhy);
    out += importText(QT_TRANSLATE_NOOP("pm::Import", "Kept as extra sections (%1):")).arg(extra.size());
    out += QLatin1Char('\n');
    list(extra, extraWhy);
    if (!inside.isEmpty()) {
        out += importText(QT_TRANSLATE_NOOP("pm::Import", "Other headings, kept where they are (%1):")).arg(inside.size());
        out += QLatin1Char('\n');
        list(inside, insideWhy);
    }
    if (!forWindow) {
        out += importText(QT_TRANSLATE_NOOP("pm::Import", "Change a choice with --map LINE=SECTION (a section id such as root-cause, or extra)."));
        out += QLatin1Char('\n');
    }
    out += factsStillEmpty(forWindow);
    out += QLatin1Char('\n');
    return out;
}

QString ImportResult::factsStillEmpty(bool forWindow)
{
    // The facts by the names the Problems panel gives them, not their front-matter keys.
    const QString facts = importText(QT_TRANSLATE_NOOP("pm::Import", "%1, %2, %3 and %4"))
                              .arg(gateInputTitle(GateInput::Repro), gateInputTitle(GateInput::RootCause),
                                   gateInputTitle(GateInput::Fix), gateInputTitle(GateInput::Verified));
    return (forWindow ? importText(QT_TRANSLATE_NOOP("pm::Import", "The four facts are still empty: %1. State them under \u201cThe four facts\u201d in the Problems panel."))
                      : importText(QT_TRANSLATE_NOOP("pm::Import", "The four facts are still empty: %1. State them in the draft's front matter.")))
        .arg(facts);
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
    PostMortem pm;
    pm.meta.title = title;
    pm.meta.language = language;
    QByteArray yaml = "---\n";
    for (const char *key : {"title", "ticket", "owner", "refs", "language", "destination", "gate"})
        yaml += FrontMatter::emitKey(pm, QString::fromLatin1(key));
    yaml += "---\n\n";
    return QString::fromUtf8(yaml).replace(QLatin1Char('\n'), nl);
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
            h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "a name the draft format knows for this section"));
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
    const InputError unreadable{fileName, 0, importText(QT_TRANSLATE_NOOP("pm::Import", "the imported draft does not read back; nothing written"))};
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
            result.mapped << importText(QT_TRANSLATE_NOOP("pm::Import", "\"%1\" (line %2) -> %3"))
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
            result.extra << importText(QT_TRANSLATE_NOOP("pm::Import", "\"%1\" (line %2): not one of the nine")).arg(h.text).arg(h.line);
            result.extraWhy << h.reason;
        } else {
            h.role = (firstSection == 0 || h.line < firstSection) ? HeadingChoice::Title : HeadingChoice::Inside;
            result.inside << (h.role == HeadingChoice::Title
                                  ? importText(QT_TRANSLATE_NOOP("pm::Import", "\"%1\" (line %2): before the sections (title or introduction)"))
                                  : importText(QT_TRANSLATE_NOOP("pm::Import", "\"%1\" (line %2): inside the section above it")))
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
        return InputError{fileName, 1, importText(QT_TRANSLATE_NOOP("pm::Import", "already a draft (it has front matter); use fmt to rewrite it"))};

    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(QChar(0xFEFF)))
        text.remove(0, 1);
    const QStringList lines = text.split(QLatin1Char('\n'));
    ImportPlan plan = planImport(text, overrides);
    Expected<ImportResult> result = draftOf(pm, lines, plan, fileName);
    // A plan the draft format cannot read back (a heading it reads as a section the plan
    // keeps inside): the format's own reading, unless the author asked for this one.
    if (!result && overrides.isEmpty())
        result = draftOf(pm, lines, parserPlan(pm, plan), fileName);
    return result;
}

} // namespace pm
