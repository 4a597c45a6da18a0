#include "linter.h"

#include "lexicon.h"
#include "lintrules.h"
#include "sectioncatalogue.h"
#include "sectionrules.h"

#include <QCoreApplication>

#include <algorithm>

namespace pm {
namespace {

using lint::RuleSet;

QString lt(const char *text) // literals are marked with QT_TRANSLATE_NOOP at each call
{
    return QCoreApplication::translate("pm::Lint", text);
}

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
        body = body.mid(1);
        qsizetype i = 0;
        while (i < body.size()) {
            while (i < body.size() && (body[i] == u',' || body[i].isSpace()))
                ++i;
            qsizetype j = i;
            while (j < body.size() && body[j] != u',' && !body[j].isSpace())
                ++j;
            if (j > i)
                out->insert(body.mid(i, j - i).toString());
            i = j;
        }
    }
}

RuleSet enabledRules(const PostMortem &pm, const LintOptions &options)
{
    RuleSet rules;
    rules.set();
    QSet<QString> off = options.disabledRules;
    off.unite(Linter::documentDisabledRules(pm));
    for (const QString &id : std::as_const(off)) {
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

// Fills line and column of out[from..] (all in `section`) with one walk over the text.
void locate(const Section &section, QList<Diagnostic> &out, qsizetype from)
{
    std::stable_sort(out.begin() + from, out.end(),
                     [](const Diagnostic &a, const Diagnostic &b) { return a.offset < b.offset; });
    const QString &text = section.text;
    int line = 0;
    int column = 0;
    int pos = 0;
    for (auto it = out.begin() + from; it != out.end(); ++it) {
        const int target = std::min(it->offset, int(text.size()));
        for (; pos < target; ++pos) {
            const QChar c = text[pos];
            if (c == u'\n') {
                ++line;
                column = 0;
            } else if (!c.isLowSurrogate()) {
                ++column;   // a surrogate pair is one code point
            }
        }
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

void documentLevel(const PostMortem &pm, const RuleSet &enabled, QList<Diagnostic> &out)
{
    if (!enabled.test(std::size_t(Rule::RequiredSectionEmpty)))
        return;
    const bool located = fromFile(pm);
    for (const SectionInfo &info : SectionCatalogue::all()) {
        if (!info.required)
            continue;
        const auto it = std::find_if(pm.sections.cbegin(), pm.sections.cend(),
                                     [&info](const Section &s) { return s.id == info.id; });
        const bool present = it != pm.sections.cend();
        if (present && PostMortem::hasContent(it->text))
            continue;
        Diagnostic d;
        d.rule = LintRules::id(Rule::RequiredSectionEmpty);
        d.severity = LintRules::severity(Rule::RequiredSectionEmpty);
        d.sectionId = info.id;
        d.documentLevel = true;
        const QString name = present && !it->heading.trimmed().isEmpty()
                                 ? it->heading.trimmed()
                                 : info.heading(pm.meta.language);
        if (present) {
            d.message = lt(QT_TRANSLATE_NOOP("pm::Lint", "Required section “%1” is empty.")).arg(name);
            d.line = it->headingLine > 0 ? it->headingLine : 0;
            d.column = d.line > 0 ? 1 : 0;
        } else {
            d.message = lt(QT_TRANSLATE_NOOP("pm::Lint", "Required section “%1” is missing.")).arg(name);
            d.line = located ? 1 : 0;
            d.column = located ? 1 : 0;
        }
        d.suggestion = lt(QT_TRANSLATE_NOOP("pm::Lint", "Summary, Root cause, Fix and Verification "
                                                        "are required: write it from the facts, or "
                                                        "ask for the ones you lack."));
        out.append(std::move(d));
    }
}

void lintOne(const PostMortem &pm, const Section &section, const RuleSet &enabled,
             QList<Diagnostic> &out)
{
    if (section.isExtra())
        return;
    const qsizetype from = out.size();
    lint::lintSectionText(pm, section, forSection(enabled, section.id), out);
    locate(section, out, from);
}

} // namespace

QSet<QString> Linter::documentDisabledRules(const PostMortem &pm)
{
    QSet<QString> off(pm.lintDisabled.cbegin(), pm.lintDisabled.cend());
    collectDirectives(pm.preamble, &off);
    for (const Section &s : pm.sections)
        collectDirectives(s.text, &off);
    return off;
}

QList<Diagnostic> Linter::lint(const PostMortem &pm, const LintOptions &options) const
{
    const RuleSet enabled = enabledRules(pm, options);
    QList<Diagnostic> out;
    for (const Section &s : pm.sections)
        lintOne(pm, s, enabled, out);
    documentLevel(pm, enabled, out);
    // File order; missing sections (line 1) lead, as compilers report file-level problems.
    std::stable_sort(out.begin(), out.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    });
    return out;
}

QList<Diagnostic> Linter::lintSection(const PostMortem &pm, const QString &sectionId,
                                      const LintOptions &options) const
{
    const RuleSet enabled = enabledRules(pm, options);
    QList<Diagnostic> out;
    for (const Section &s : pm.sections) {
        if (s.id == sectionId)
            lintOne(pm, s, enabled, out);
    }
    documentLevel(pm, enabled, out);
    return out;
}

} // namespace pm
