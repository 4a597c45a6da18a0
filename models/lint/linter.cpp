#include "linter.h"

#include "charscan.h"
#include "lexicon.h"
#include "linedirectives.h"
#include "lintrules.h"
#include "linttext.h"
#include "sectioncatalogue.h"
#include "sectionlint.h"

#include <QMutex>
#include <QRegularExpression>

#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>

namespace pm {
namespace {

using lint::lt; // literals are marked with QT_TRANSLATE_NOOP at each call

// Collects the rule ids of every "<!-- pm-lint: disable=a,b -->" in text.
void collectDirectives(QStringView text, QSet<QString> *out)
{
    qsizetype from = 0;
    while (true) {
        const qsizetype at = text.indexOf(u"pm-lint:", from);
        if (at < 0)
            return;
        from = at + 8;
        const qsizetype close = text.indexOf(u"-->", from);
        const qsizetype lineEnd = text.indexOf(u'\n', from);
        qsizetype end = close < 0 ? text.size() : close;
        if (lineEnd >= 0 && lineEnd < end)
            end = lineEnd;
        QStringView body = text.mid(from, end - from).trimmed();
        if (!body.startsWith(u"disable"))
            continue;
        body = body.mid(7).trimmed();
        if (body.isEmpty() || (body.front() != u'=' && body.front() != u':'))
            continue;
        lint::collectRuleIds(body.mid(1), out);
    }
}

RuleSet enabledRules(const QSet<QString> &off)
{
    RuleSet rules;
    rules.set();
    for (const QString &id : off) {
        Rule r;
        if (LintRules::fromId(id, &r))
            rules.reset(std::size_t(r));
    }
    return rules;
}

RuleSet forSection(const RuleSet &enabled, const QString &sectionId)
{
    RuleSet rules = enabled;
    for (int i = 0; i < RuleCount; ++i) {
        if (rules.test(std::size_t(i)) && !LintRules::appliesTo(Rule(i), sectionId))
            rules.reset(std::size_t(i));
    }
    return rules;
}

// Puts out[from..] in the order of their keyOf(), keeping equal findings in their order (what
// std::stable_sort does), moving each finding once. Rules report in text order, but one
// rule after another, so a section's findings are rarely in order; sorting the findings
// themselves moved each of them about log2(n) times, four strings and an optional each.
// Here their keys are sorted, and then the findings are relocated into that order: a
// Diagnostic is Q_RELOCATABLE_TYPE (diagnostic.h), so its bytes may move as they are,
// as QList itself moves them, without a constructor or destructor running.
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
template<typename Key, typename KeyOf>
void sortStable(QList<Diagnostic> &out, qsizetype from, KeyOf keyOf)
{
    const qsizetype n = out.size() - from;
    Diagnostic *const first = out.data() + from;
    std::vector<std::pair<Key, qsizetype>> keys; // the index breaks ties: stable
    keys.reserve(std::size_t(n));
    for (qsizetype i = 0; i < n; ++i)
        keys.emplace_back(keyOf(first[i]), i);
    // Mostly sorted already (a whole draft's findings are, but for the few about the whole
    // document at the end): only the unsorted tail is sorted, then merged.
    const auto tail = std::is_sorted_until(keys.begin(), keys.end());
    if (tail == keys.end())
        return;
    std::sort(tail, keys.end());
    std::inplace_merge(keys.begin(), tail, keys.end());
    // Each finding goes to its place along the cycles of the permutation, one finding's
    // bytes held aside per cycle: no copy of the list (a fresh buffer of megabytes costs
    // more in page faults than the moves themselves).
    alignas(Diagnostic) unsigned char held[sizeof(Diagnostic)];
    const auto bytesOf = [first](qsizetype i) { return static_cast<void *>(first + i); };
    for (qsizetype start = 0; start < n; ++start) {
        if (keys[std::size_t(start)].second == start || keys[std::size_t(start)].second < 0)
            continue; // in place, or placed by an earlier cycle
        std::memcpy(held, bytesOf(start), sizeof(Diagnostic));
        qsizetype to = start;
        while (true) {
            const qsizetype source = keys[std::size_t(to)].second;
            keys[std::size_t(to)].second = -1;
            if (source == start) {
                std::memcpy(bytesOf(to), held, sizeof(Diagnostic));
                break;
            }
            std::memcpy(bytesOf(to), bytesOf(source), sizeof(Diagnostic));
            to = source;
        }
    }
}
#else
// Qt 5's QList holds each finding in its own allocation and moves pointers to them: the
// findings are sorted as they are there.
template<typename Key, typename KeyOf>
void sortStable(QList<Diagnostic> &out, qsizetype from, KeyOf keyOf)
{
    const auto less = [&keyOf](const Diagnostic &a, const Diagnostic &b) { return keyOf(a) < keyOf(b); };
    const auto first = out.begin() + from;
    const auto tail = std::is_sorted_until(first, out.end(), less);
    if (tail == out.end())
        return;
    std::stable_sort(tail, out.end(), less);
    std::inplace_merge(first, tail, out.end(), less);
}
#endif

// Fills line and column of out[from..] (all in `section`) with one walk over the text.
void locate(const Section &section, QList<Diagnostic> &out, qsizetype from)
{
    sortStable<int>(out, from, [](const Diagnostic &d) { return d.offset; });
    const QStringView view(section.text);
    const char16_t *const text = view.utf16();
    const int size = int(view.size());
    int line = 0;
    int column = 0;
    int pos = 0;
    // The next '\n' at or after pos (size for none): the lines between findings are
    // passed by nextLineBreak(), many characters at a time; only the stretch of a
    // finding's own line before it is counted character by character.
    const auto nextBreak = [text, size](int at) { return text::nextLineBreak(text, at, size); };
    int lineBreak = from < out.size() ? nextBreak(0) : size;
    for (auto it = out.begin() + from; it != out.end(); ++it) {
        const int target = std::min(it->offset, size);
        while (lineBreak < target) {
            ++line;
            column = 0;
            pos = lineBreak + 1;
            lineBreak = nextBreak(pos);
        }
        for (; pos < target; ++pos)
            column += (text[pos] & 0xFC00) != 0xDC00; // a surrogate pair is one code point
        it->line = section.bodyLine > 0 ? section.bodyLine + line : 0;
        it->column = column + 1;
    }
}

bool fromFile(const PostMortem &pm)
{
    if (pm.preambleLine > 0)
        return true;
    return std::any_of(pm.sections.cbegin(), pm.sections.cend(),
                       [](const Section &s) { return s.bodyLine > 0; });
}

// The line where a missing section belongs: the heading of the first present section
// that comes after it in the seed's order, or the line after the last section.
int insertionLine(const PostMortem &pm, const QString &id)
{
    const int want = SectionCatalogue::indexOf(id);
    int lastLine = 0;
    for (const Section &s : pm.sections) {
        if (!s.isExtra() && SectionCatalogue::indexOf(s.id) > want && s.headingLine > 0)
            return s.headingLine;
        if (s.bodyLine > 0)
            lastLine = s.bodyLine + int(s.text.count(QLatin1Char('\n'))) + 1;
        else if (s.headingLine > 0)
            lastLine = s.headingLine + 1;
    }
    if (lastLine > 0)
        return lastLine;
    return pm.preambleLine > 0 ? pm.preambleLine + int(pm.preamble.count(QLatin1Char('\n'))) : 1;
}

Diagnostic documentDiagnostic(Rule rule, const QString &sectionId, int line)
{
    Diagnostic d;
    d.rule = LintRules::id(rule);
    d.severity = LintRules::severity(rule);
    d.sectionId = sectionId;
    d.documentLevel = true;
    d.line = line;
    d.column = line > 0 ? 1 : 0;
    return d;
}

void requiredSections(const PostMortem &pm, bool located, QList<Diagnostic> &out)
{
    for (const SectionInfo &info : SectionCatalogue::all()) {
        if (!info.required)
            continue;
        const auto it = std::find_if(pm.sections.cbegin(), pm.sections.cend(),
                                     [&info](const Section &s) { return s.id == info.id; });
        const bool present = it != pm.sections.cend();
        if (present && PostMortem::hasContent(it->text))
            continue;
        const QString name = present && !it->heading.trimmed().isEmpty()
                                 ? it->heading.trimmed()
                                 : info.heading(pm.meta.language);
        const int line = !located ? 0 : present ? it->headingLine
                                                : insertionLine(pm, info.id);
        Diagnostic d = documentDiagnostic(Rule::RequiredSectionEmpty, info.id, line);
        d.message = present
                        ? lt(QT_TRANSLATE_NOOP("pm::Lint", "Required section “%1” is empty.")).arg(name)
                        : lt(QT_TRANSLATE_NOOP("pm::Lint", "Required section “%1” is missing.")).arg(name);
        d.suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Summary, Root cause, Fix and Verification "
                                                        "are required: write it from the facts, or "
                                                        "ask for the ones you lack."));
        out.append(std::move(d));
    }
}

// The first known section that stands before one that comes earlier in the seed.
void sectionOrder(const PostMortem &pm, QList<Diagnostic> &out)
{
    int highest = -1;
    QString highestHeading;
    for (const Section &s : pm.sections) {
        if (s.isExtra())
            continue;
        const int at = SectionCatalogue::indexOf(s.id);
        if (at < highest) {
            Diagnostic d = documentDiagnostic(Rule::SectionOrder, s.id, s.headingLine);
            d.message = lt(QT_TRANSLATE_NOOP("pm::Lint", "“%1” comes after “%2”; the discipline puts it before."))
                            .arg(s.heading.trimmed(), highestHeading);
            d.suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Run `postmortem-editor fmt --write` to put the "
                                                            "sections in the discipline's order (extra sections "
                                                            "stay after the section they followed)."));
            out.append(std::move(d));
            return;
        }
        highest = at;
        highestHeading = s.heading.trimmed();
    }
}

// The line of the title in the file: the "# Title" line of the preamble, else line 1.
int titleLineOf(const PostMortem &pm)
{
    if (pm.preambleLine <= 0)
        return fromFile(pm) ? 1 : 0;
    const QStringList lines = pm.preamble.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        if (!pm.meta.title.isEmpty() && lines.at(i).contains(pm.meta.title))
            return pm.preambleLine + i;
    }
    return 1;
}

void metadata(const PostMortem &pm, const RuleSet &enabled, QList<Diagnostic> &out)
{
    static const QRegularExpression placeholderTitle(
        QStringLiteral(R"(^\s*(?:[\(\[<（【]\s*(?:title|标题|题目)\s*[\)\]>）】]|title|untitled|tbd|todo|xxx|placeholder|your\s+title(?:\s+here)?|post-?mortem\s+title|标题|无标题|待定)\s*$)"),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    if (enabled.test(std::size_t(Rule::TitlePlaceholder)) && placeholderTitle.match(pm.meta.title).hasMatch()) {
        Diagnostic d = documentDiagnostic(Rule::TitlePlaceholder, QString(), titleLineOf(pm));
        d.message = lt(QT_TRANSLATE_NOOP("pm::Lint", "The title is a placeholder: “%1”.")).arg(pm.meta.title);
        d.suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Name the bug as an engineer would search for it, "
                                                        "e.g. “Tada hang in dumbModel eval step”."));
        out.append(std::move(d));
    }
    if (enabled.test(std::size_t(Rule::TicketMissing)) && pm.meta.destination == QLatin1String("jira")
        && pm.meta.ticket.trimmed().isEmpty()) {
        Diagnostic d = documentDiagnostic(Rule::TicketMissing, QString(), fromFile(pm) ? 1 : 0);
        d.message = lt(QT_TRANSLATE_NOOP("pm::Lint", "The destination is JIRA but the front matter names no ticket."));
        d.suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Add `ticket: KEY-123`: the comment is posted on that ticket."));
        out.append(std::move(d));
    }
}

void documentLevel(const PostMortem &pm, const RuleSet &enabled, QList<Diagnostic> &out)
{
    const bool located = fromFile(pm);
    if (enabled.test(std::size_t(Rule::RequiredSectionEmpty)))
        requiredSections(pm, located, out);
    if (enabled.test(std::size_t(Rule::SectionOrder)))
        sectionOrder(pm, out);
    metadata(pm, enabled, out);
}

void lintOne(const PostMortem &pm, const Section &section, const RuleSet &enabled,
             QList<Diagnostic> &out)
{
    if (section.isExtra())
        return;
    const qsizetype from = out.size();
    lint::lintSectionText(pm, section, forSection(enabled, section.id), out);
    locate(section, out, from);
    lint::dropLineDisabled(section.text, out, from);
}

} // namespace

struct Linter::DirectiveCache
{
    struct Entry
    {
        QString text; // held, so that its buffer (the key) stays this text
        QSet<QString> rules;
    };
    QMutex mutex;
    QList<Entry> entries; // the preamble, then the sections in order
};

Linter::Linter()
    : m_directives(std::make_shared<DirectiveCache>())
{
}

QSet<QString> Linter::documentDisabledRules(const PostMortem &pm)
{
    QSet<QString> off(pm.lintDisabled.cbegin(), pm.lintDisabled.cend());
    collectDirectives(pm.preamble, &off);
    for (const Section &s : pm.sections)
        collectDirectives(s.text, &off);
    return off;
}

QSet<QString> Linter::disabledByDocument(const PostMortem &pm) const
{
    QSet<QString> off(pm.lintDisabled.cbegin(), pm.lintDisabled.cend());
    const QMutexLocker lock(&m_directives->mutex);
    QList<DirectiveCache::Entry> &cache = m_directives->entries;
    const qsizetype count = pm.sections.size() + 1;
    if (cache.size() > count)
        cache.erase(cache.begin() + count, cache.end());
    for (qsizetype i = 0; i < count; ++i) {
        const QString &text = i == 0 ? pm.preamble : pm.sections.at(i - 1).text;
        if (i == cache.size())
            cache.append(DirectiveCache::Entry());
        DirectiveCache::Entry &e = cache[i];
        // The same buffer and length is the same text: a shared QString is never
        // written in place.
        if (e.text.constData() != text.constData() || e.text.size() != text.size()) {
            e.text = text;
            e.rules.clear();
            collectDirectives(text, &e.rules);
        }
        off.unite(e.rules);
    }
    return off;
}

QSet<QString> Linter::enabledOff(const PostMortem &pm, const LintOptions &options) const
{
    QSet<QString> off = options.disabledRules;
    off.unite(disabledByDocument(pm));
    return off;
}

QList<Diagnostic> Linter::lint(const PostMortem &pm, const LintOptions &options) const
{
    const lint::TranslationScope translations;
    const RuleSet enabled = enabledRules(enabledOff(pm, options));
    QList<Diagnostic> out;
    // Room for a finding every 32 characters, more than a draft breaking every rule over
    // and over has (the flawed benchmark draft: one every 45): the list does not grow by
    // copying as it fills. Pages of the room never written are never touched.
    qsizetype characters = 0;
    for (const Section &s : pm.sections)
        characters += s.text.size();
    out.reserve(16 + characters / 32);
    for (const Section &s : pm.sections)
        lintOne(pm, s, enabled, out);
    documentLevel(pm, enabled, out);
    // File order; missing sections (line 1) lead, as compilers report file-level problems.
    sortStable<std::pair<int, int>>(out, 0, [](const Diagnostic &d) { return std::make_pair(d.line, d.column); });
#if QT_VERSION >= QT_VERSION_CHECK(6, 0, 0)
    if (out.size() < out.capacity() / 4)
        out.squeeze(); // the editor keeps the list: not the room a worse draft would need
#endif
    return out;
}

RuleSet Linter::rulesInEffect(const PostMortem &pm, const LintOptions &options) const
{
    return enabledRules(enabledOff(pm, options));
}

QList<Diagnostic> Linter::lintPart(const PostMortem &pm, const Section &part, const RuleSet &rules)
{
    const lint::TranslationScope translations;
    QList<Diagnostic> out;
    lintOne(pm, part, rules, out);
    return out;
}

QList<Diagnostic> Linter::documentFindings(const PostMortem &pm, const RuleSet &rules)
{
    const lint::TranslationScope translations;
    QList<Diagnostic> out;
    documentLevel(pm, rules, out);
    return out;
}

QList<Diagnostic> Linter::lintSection(const PostMortem &pm, const QString &sectionId,
                                      const LintOptions &options) const
{
    const lint::TranslationScope translations;
    const RuleSet enabled = enabledRules(enabledOff(pm, options));
    QList<Diagnostic> out;
    for (const Section &s : pm.sections) {
        if (s.id == sectionId)
            lintOne(pm, s, enabled, out);
    }
    documentLevel(pm, enabled, out);
    return out;
}

} // namespace pm
