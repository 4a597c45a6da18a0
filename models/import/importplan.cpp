#include "importplan.h"

#include "importtext.h"

#include "headinglines.h"
#include "identifiers.h"
#include "references.h"
#include "sectioncatalogue.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace pm {
namespace {

constexpr auto Flags =
    QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

const QString ExtraId = QStringLiteral("extra");
const QString InsideId = QStringLiteral("inside");

// What the words of a heading say: a section (or "extra") and how strongly, 1 to 3.
struct Cue
{
    const char *section;
    int weight;
    const char *pattern;
};

// Section names as people write them, by meaning: a noun phrase that names the part of
// the story ("Causes", "Details of fix", "排查"), in English and Chinese.
// clang-format off
const Cue headingCues[] = {
    {"summary", 3, R"(\b(?:summary|overview|tl;?dr|synopsis|abstract)\b|摘要|概述|概要|总结|结论|简介)"},
    {"summary", 2, R"(\b(?:conclusions?|key\s+takeaways|in\s+short)\b)"},
    {"symptoms", 3, R"(\b(?:symptoms?|observ(?:ed|ations?)|what\s+(?:users|customers|we)\s+saw)\b|现象|表象|症状|问题描述|问题详述|故障描述|问题表现|问题背景)"},
    {"symptoms", 2, R"(\b(?:impact(?:ed)?|exploit(?:ation)?|what\s+happened|user[-\s]facing|errors?\s+seen)\b|影响|问题起源)"},
    {"root-cause", 3, R"(\b(?:root[-\s]?causes?|causes?|rca|vulnerability|mechanism|the\s+bug)\b|根因|根本原因|原因|定位|源码分析|问题分析|原理|机制)"},
    {"root-cause", 2, R"(\b(?:technical\s+(?:details|problem|analysis|background)|what\s+went\s+wrong|why\s+(?:it|this)\s+happened|analysis)\b|分析)"},
    {"why-symptom", 3, R"(\bwhy\s+the\s+symptoms?\b|\bfrom\s+(?:the\s+)?cause\s+to\s+(?:the\s+)?symptom|\bwhy\s+it\s+looked\b|症状成因|为何会出现|为什么会出现)"},
    {"why-symptom", 2, R"(\bwhy\s+(?:it|this|the\s+\w+)\s+(?:failed|broke|crashed|hung|stalled)\b)"},
    {"fix", 3, R"(\b(?:fix(?:es|ed)?|resolution|remediation|solutions?|patch(?:es)?|hotfix|immediate\s+(?:actions?|response|steps))\b|\bhow\s+(?:it\s+was|we)\s+(?:fixed|resolved|repaired)\b|修复|解决|处理方案|改动)"},
    {"fix", 2, R"(\b(?:handling|workaround|doing\s+about\s+it|changes\s+made)\b|处理)"},
    {"how-found", 3, R"(\b(?:detection|discovery|investigation|debugging|troubleshooting|diagnos(?:is|ing))\b|\bhow\s+(?:it|we|the\s+\w+)\s+(?:was\s+|were\s+)?(?:found|discovered|detected|debugged|noticed)\b|排查|探案|调试|发现过程|如何发现)"},
    {"how-found", 2, R"(\b(?:bounty|reproduc\w*|repro|bug\s+report|how\s+we\s+found)\b|复现|重现|猜想|诊断|分析)"},
    {"why-slipped", 3, R"(\bwhy\b.*\b(?:caught|escaped|slipped|missed|undetected|unnoticed|through)\b|\b(?:slip(?:ped)?\s+through|contributing\s+factors?|escape\s+analysis)\b|漏测|漏过|为何未|为什么没有)"},
    {"why-slipped", 2, R"(\b(?:what\s+went\s+wrong|insights?|went\s+poorly|code\s+reviews?|review\s+gaps?)\b)"},
    {"verification", 3, R"(\b(?:verification|validation|how\s+it\s+was\s+(?:verified|tested))\b|^(?:testing|tests?|test\s+results)$|验证|^测试$)"},
    {"action-items", 3, R"(\b(?:action\s+items?|follow[-\s]?ups?|next\s+steps|todos?|to\s+do|corrective\s+actions?|action\s+plan|preventive\s+actions?)\b|行动项|后续|待办|改进措施)"},
    {"action-items", 2, R"(\b(?:improvements?|prevention|actions)\b|改进)"},
    {"extra", 3, R"(\b(?:timeline|lead[-\s]?up|attendees|stats|statistics|links|appendix|references|glossary|acknowledge?ments?|disclosure|what\s+went\s+well|lucky|lessons?\s+(?:learned|learnt)|mitigations?|background|context|recovery|questions?)\b|时间线|参考|相关链接|相关知识|相关阅读|前言|疑问|附录|^背景$|经验教训)"},
};
// clang-format on

// A heading that names one bug of several ("Bug #1: …", "问题二：…") is the topic, not
// a part of the story.
bool namesABug(const QString &heading)
{
    static const QRegularExpression bug(QStringLiteral(
                                            R"(^(?:bug|issue|problem|incident|case|问题|故障|案例)\s*#?\s*(?:\d+|[一二三四五六七八九十]+)\s*[:：.、)）-])"),
                                        Flags);
    return bug.match(heading).hasMatch();
}

// The heading without its number ("3.", "1.1", "PART. 2", "三、") and emphasis.
QString cleanHeading(const QString &heading)
{
    QString h = heading.normalized(QString::NormalizationForm_KC).simplified();
    h.remove(QLatin1Char('*'));
    h.remove(QLatin1Char('`'));
    static const QRegularExpression number(QStringLiteral(
                                               R"(^(?:part\.?\s*\d+\s*[.:]?\s*|\d+(?:\.\d+)*[.)、:]?\s+|[一二三四五六七八九十]+[、.]\s*|第[一二三四五六七八九十\d]+[部章节]分?\s*))"),
                                           Flags);
    h.remove(number);
    static const QRegularExpression trailing(QStringLiteral(R"([\s.:;。!：]+$)"));
    h.remove(trailing);
    return h.simplified();
}

struct TextClues
{
    bool code = false;     // a code span, block or identifier
    bool causal = false;   // because, caused, 导致 …
    bool fixRef = false;   // a PR, commit or branch
    bool changed = false;  // changed, reverted, 修复 …
    bool passes = false;   // a test name that passes
    bool noImpact = false; // "no users were affected", 无影响
    bool process = false;  // tests, review, monitoring: why it got through
    bool times = false;    // a run of times or dates: a timeline
};

TextClues readText(const QString &text)
{
    TextClues c;
    c.code = text.contains(QLatin1Char('`'));
    if (!c.code) {
        for (const QString &w : text.split(QRegularExpression(QStringLiteral("[\\s\\x{2E80}-\\x{FFFF}]+")), Qt::SkipEmptyParts)) {
            if (text::looksLikeIdentifier(w)) {
                c.code = true;
                break;
            }
        }
    }
    static const QRegularExpression causal(QStringLiteral(
                                               R"(\b(?:because|caused|causes|due\s+to|led\s+to|leads\s+to|result(?:ed|s)?\s+in|triggered|so\s+that)\b|导致|因为|由于|引起|造成|根因)"),
                                           Flags);
    c.causal = causal.match(text).hasMatch();
    c.fixRef = refs::containsFixReference(text);
    static const QRegularExpression changed(QStringLiteral(
                                                R"(\b(?:fix(?:ed|es)?|chang(?:ed|es)|revert(?:ed|s)?|rolled\s+back|patch(?:ed|es)|merged|deployed|released|replac(?:ed|es)|remov(?:ed|es)|add(?:ed|s))\b|修复|修改|改为|回滚|合并|替换|移除|发布)"),
                                            Flags);
    c.changed = changed.match(text).hasMatch();
    static const QRegularExpression passes(QStringLiteral(
                                               R"(\b(?:pass(?:es|ed)?|green|succeed(?:s|ed)?)\b|通过)"),
                                           Flags);
    c.passes = c.code && passes.match(text).hasMatch();
    static const QRegularExpression noImpact(QStringLiteral(
                                                 R"(\b(?:no|none\s+of\s+the|zero)\s+(?:\w+\s+){0,3}(?:users?|customers?|funds?|data)\s+(?:\w+\s+){0,2}(?:were|was)\s+(?:affected|impacted|lost|exploited)|\bno\s+(?:user[-\s])?impact\b|\bnot\s+(?:exploited|affected)\b|无影响|没有影响|未造成)"),
                                             Flags);
    c.noImpact = noImpact.match(text).hasMatch();
    static const QRegularExpression process(QStringLiteral(
                                                R"(\b(?:tests?|testing|coverage|review(?:ed|s|ers?)?|monitoring|alert(?:s|ing)?|caught|noticed|ci)\b|测试|评审|审查|监控|告警)"),
                                            Flags);
    c.process = process.match(text).hasMatch();
    static const QRegularExpression time(QStringLiteral(R"((?:^|\n)\s*(?:[-*]\s+)?(?:\*\*)?(?:\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}))"));
    c.times = int(text.count(time)) >= 3;
    return c;
}

struct Scores
{
    int weight[10] = {}; // by section index (0..8), 9: extra
    QString words[10];   // the words that gave it
};

int indexOfId(const QString &id)
{
    return id == ExtraId ? 9 : SectionCatalogue::indexOf(id);
}

QString idOfIndex(int i)
{
    return i == 9 ? ExtraId : SectionCatalogue::all().at(i).id;
}

// How strongly each section is named by the heading's words.
Scores scoreHeading(const QString &heading)
{
    Scores s;
    if (namesABug(heading))
        return s;
    const QString h = cleanHeading(heading);
    static std::vector<QRegularExpression> compiled = [] {
        std::vector<QRegularExpression> out;
        for (const Cue &c : headingCues)
            out.emplace_back(QString::fromUtf8(c.pattern), Flags);
        return out;
    }();
    for (std::size_t k = 0; k < std::size(headingCues); ++k) {
        const int i = indexOfId(QString::fromLatin1(headingCues[k].section));
        const QRegularExpressionMatch m = compiled[k].match(h);
        if (m.hasMatch() && headingCues[k].weight > s.weight[i]) {
            s.weight[i] = headingCues[k].weight;
            s.words[i] = m.captured(0);
        }
    }
    // "Immediate actions" are what was done, not follow-ups.
    static const QRegularExpression immediate(QStringLiteral(R"(\bimmediate\b)"), Flags);
    if (immediate.match(h).hasMatch())
        s.weight[8] = 0;
    // The draft format's own names and aliases are certain.
    const QString alias = SectionCatalogue::idForHeading(heading);
    if (!alias.isEmpty()) {
        const int i = indexOfId(alias);
        s.weight[i] = 4;
        s.words[i] = h;
    }
    return s;
}

struct Found
{
    int line = 0; // 0-based
    int span = 1;
    int level = 0;
    bool setext = false;
    QString text;
};

QList<Found> findHeadings(const QString &text, const QStringList &lines)
{
    QList<Found> out;
    static const QRegularExpression atx(QStringLiteral(R"(^\s{0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$)"));
    // The same top-level headings the draft format reads, by the same lines.
    for (const markdown::LineHeading &h : markdown::topLevelHeadings(text)) {
        if (h.line >= lines.size())
            continue;
        Found f;
        f.line = h.line;
        f.span = h.span;
        f.level = h.level;
        QString first = lines.at(f.line);
        if (first.endsWith(QLatin1Char('\r')))
            first.chop(1);
        const QRegularExpressionMatch m = atx.match(first);
        if (f.span == 1 && m.hasMatch()) {
            f.text = m.captured(1).trimmed();
        } else {
            f.setext = true;
            QStringList parts;
            for (int k = f.line; k < f.line + f.span - 1 && k < lines.size(); ++k)
                parts << lines.at(k).trimmed();
            f.text = parts.join(QLatin1Char(' '));
        }
        out.append(f);
    }
    return out;
}

QString sectionName(const QString &id)
{
    const SectionInfo *info = SectionCatalogue::find(id);
    return info ? info->headingEn : id;
}

} // namespace

QString sectionIdFromUser(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("extra") || n == QLatin1String("none") || n == QLatin1String("-") || n.isEmpty())
        return ExtraId;
    for (const SectionInfo &info : SectionCatalogue::all()) {
        if (n == info.id || n == QString(info.id).replace(QLatin1Char('-'), QLatin1Char(' ')))
            return info.id;
    }
    const QString alias = SectionCatalogue::idForHeading(name);
    if (!alias.isEmpty())
        return alias;
    const Scores s = scoreHeading(name);
    const int *best = std::max_element(std::begin(s.weight), std::end(s.weight));
    return *best >= 3 ? idOfIndex(int(best - std::begin(s.weight))) : QString();
}

ImportPlan planImport(const QString &text, const QHash<int, QString> &overrides)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    const QList<Found> found = findHeadings(text, lines);
    ImportPlan plan;
    const int n = int(found.size());
    // The text under each heading: up to the next heading, or (for a heading whose own
    // text is empty) up to the next one at its level or above.
    auto textOf = [&](int k) {
        const int from = found[k].line + found[k].span;
        int to = k + 1 < n ? found[k + 1].line : int(lines.size());
        if (k + 1 < n && to == from) {
            int j = k + 1;
            while (j < n && found[j].level > found[k].level)
                ++j;
            to = j < n ? found[j].line : int(lines.size());
        }
        return lines.mid(from, to - from).join(QLatin1Char('\n'));
    };

    std::vector<Scores> scores(static_cast<std::size_t>(n));
    std::vector<QString> clues(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) {
        Scores &s = scores[std::size_t(k)];
        s = scoreHeading(found[k].text);
        const TextClues c = readText(textOf(k));
        QStringList said;
        // The text decides between the sections the words allow.
        if (s.weight[2] > 0 && c.code && c.causal) {
            ++s.weight[2];
            said << importText(QT_TRANSLATE_NOOP("pm::Import", "its text names code and a cause"));
        }
        if (s.weight[4] > 0 && c.fixRef && c.changed) {
            ++s.weight[4];
            said << importText(QT_TRANSLATE_NOOP("pm::Import", "its text links a change"));
        }
        if (s.weight[7] > 0 && c.passes) {
            ++s.weight[7];
            said << importText(QT_TRANSLATE_NOOP("pm::Import", "its text names a test that passes"));
        }
        if (s.weight[1] > 0 && s.weight[1] < 4 && c.noImpact) {
            s.weight[1] = 0;
            said << importText(QT_TRANSLATE_NOOP("pm::Import", "its text says nobody was affected"));
        }
        if (c.times && s.weight[9] > 0)
            ++s.weight[9];
        // Under a retrospective ("Lessons learned"), "what went wrong" is why it got through.
        int parent = k - 1;
        while (parent >= 0 && found[parent].level >= found[k].level)
            --parent;
        if (parent >= 0 && s.weight[6] > 0 && s.weight[6] <= s.weight[2]) {
            static const QRegularExpression retro(QStringLiteral(R"(\blessons?\b|\bretrospective\b|\binsights?\b|经验|教训|复盘)"), Flags);
            if (retro.match(found[parent].text).hasMatch() || (c.process && !c.code)) {
                s.weight[6] = s.weight[2] + 1;
                said << importText(QT_TRANSLATE_NOOP("pm::Import", "it stands under a retrospective and reviews the process"));
            }
        }
        clues[std::size_t(k)] = said.join(QLatin1String("; "));
    }

    // The title: a first level-1 heading that names no section, with more below it.
    const bool hasTitle = n > 1 && found[0].level == 1 && !overrides.contains(found[0].line + 1)
                          && *std::max_element(std::begin(scores[0].weight), std::begin(scores[0].weight) + 9) < 3;

    // Each section goes to the heading that names it most strongly (the author's word
    // first, then in document order); a heading gets at most one.
    std::vector<int> chosen(static_cast<std::size_t>(n), -1); // section index, 9 extra, -1 none
    std::vector<bool> byAuthor(static_cast<std::size_t>(n), false);
    std::vector<bool> insideByAuthor(static_cast<std::size_t>(n), false);
    bool taken[9] = {};
    for (int k = 0; k < n; ++k) {
        const auto o = overrides.constFind(found[k].line + 1);
        if (o == overrides.cend())
            continue;
        if (*o == InsideId) {
            byAuthor[std::size_t(k)] = true;
            insideByAuthor[std::size_t(k)] = true;
            continue;
        }
        const int i = indexOfId(*o == QString() ? ExtraId : *o);
        if (i < 0)
            continue;
        chosen[std::size_t(k)] = i;
        byAuthor[std::size_t(k)] = true;
        if (i < 9)
            taken[i] = true;
    }
    struct Candidate
    {
        int weight;
        int heading;
        int section;
    };
    std::vector<Candidate> candidates;
    for (int k = hasTitle ? 1 : 0; k < n; ++k) {
        if (byAuthor[std::size_t(k)])
            continue;
        const Scores &s = scores[std::size_t(k)];
        for (int i = 0; i < 9; ++i) {
            if (s.weight[i] >= 2 && s.weight[i] > s.weight[9])
                candidates.push_back({s.weight[i], k, i});
        }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.weight > b.weight; });
    for (const Candidate &c : candidates) {
        if (chosen[std::size_t(c.heading)] >= 0 || taken[c.section])
            continue;
        chosen[std::size_t(c.heading)] = c.section;
        taken[c.section] = true;
    }

    // The sections are written at the shallowest level of a mapped heading; a deeper
    // mapped heading is raised to it (a setext heading cannot be, and stays inside).
    int level = 7;
    for (int k = 0; k < n; ++k) {
        if (chosen[std::size_t(k)] >= 0 && chosen[std::size_t(k)] < 9)
            level = std::min(level, found[k].level);
    }
    for (int k = 0; k < n; ++k) {
        if (chosen[std::size_t(k)] >= 0 && chosen[std::size_t(k)] < 9 && found[k].setext && found[k].level != level)
            chosen[std::size_t(k)] = -1;
    }
    plan.sectionLevel = level == 7 ? 0 : level;

    for (int k = 0; k < n; ++k) {
        HeadingChoice h;
        h.line = found[k].line + 1;
        h.level = found[k].level;
        h.setext = found[k].setext;
        h.text = found[k].text;
        h.overridden = byAuthor[std::size_t(k)];
        const int i = chosen[std::size_t(k)];
        const Scores &s = scores[std::size_t(k)];
        const QString &clue = clues[std::size_t(k)];
        if (k == 0 && hasTitle) {
            h.role = HeadingChoice::Title;
            h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "the first level-1 heading: the title"));
        } else if (i >= 0 && i < 9) {
            h.role = HeadingChoice::Section;
            h.sectionId = idOfIndex(i);
            if (h.overridden)
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "your choice"));
            else if (s.weight[i] >= 4 && clue.isEmpty())
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "a name the draft format knows for this section"));
            else
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "the heading says “%1”")).arg(s.words[i])
                           + (clue.isEmpty() ? QString() : QStringLiteral("; ") + clue);
        } else {
            const bool sectionLevel = plan.sectionLevel == 0 || found[k].level <= plan.sectionLevel;
            h.role = sectionLevel && !insideByAuthor[std::size_t(k)] ? HeadingChoice::Extra : HeadingChoice::Inside;
            int best = 0;
            for (int j = 1; j < 9; ++j) {
                if (s.weight[j] > s.weight[best])
                    best = j;
            }
            if (h.overridden)
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "your choice"));
            else if (s.weight[best] >= 2 && s.weight[best] > s.weight[9] && taken[best])
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "it names %1, which an earlier or clearer heading has"))
                               .arg(sectionName(idOfIndex(best)));
            else if (s.weight[9] > 0)
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "the heading says “%1”: not one of the nine")).arg(s.words[9]);
            else if (namesABug(h.text))
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "it names one bug of several, not a part of the story"));
            else
                h.reason = importText(QT_TRANSLATE_NOOP("pm::Import", "its words name none of the nine"));
        }
        plan.headings.append(h);
    }
    return plan;
}

} // namespace pm
