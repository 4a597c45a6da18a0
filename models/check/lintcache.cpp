#include "lintcache.h"

#include <algorithm>
#include <utility>

namespace pm {

namespace {

// The one section with this id, or null (none, or several: those are linted afresh).
const Section *onlySection(const PostMortem &pm, const QString &id)
{
    const Section *found = nullptr;
    for (const Section &s : pm.sections) {
        if (s.id != id)
            continue;
        if (found)
            return nullptr;
        found = &s;
    }
    return found;
}

QList<Diagnostic> documentLevelOf(const QList<Diagnostic> &found)
{
    QList<Diagnostic> out;
    for (const Diagnostic &d : found) {
        if (d.documentLevel)
            out.append(d);
    }
    return out;
}

} // namespace

bool LintCache::mayHoldDirectives(const QString &text)
{
    return text.contains(QLatin1String("pm-lint:"));
}

void LintCache::storeSection(const PostMortem &pm, const QString &key, const QList<Diagnostic> &found)
{
    m_documentLevel = documentLevelOf(found);
    const Section *section = onlySection(pm, key);
    // A switch written or deleted here changes what the other sections were linted with.
    const auto before = m_sections.constFind(key);
    if (before == m_sections.cend() || mayHoldDirectives(before->text) || (section && mayHoldDirectives(section->text)))
        forgetRules();
    if (!section || section->isExtra()) {
        m_sections.remove(key);
        return;
    }
    Entry e;
    e.text = section->text;
    e.bodyLine = section->bodyLine;
    e.generation = m_generation;
    e.lintDisabled = pm.lintDisabled;
    for (const Diagnostic &d : found) {
        if (!d.documentLevel)
            e.found.append(d);
    }
    m_sections.insert(key, std::move(e));
}

void LintCache::storeAll(const PostMortem &pm, const QList<Diagnostic> &all)
{
    m_sections.clear();
    m_documentLevel = documentLevelOf(all);
    QHash<QString, QList<Diagnostic>> bySection;
    for (const Diagnostic &d : all) {
        if (!d.documentLevel)
            bySection[d.sectionId].append(d);
    }
    for (const Section &s : pm.sections) {
        if (s.isExtra() || onlySection(pm, s.id) != &s)
            continue;
        Entry e;
        e.text = s.text;
        e.bodyLine = s.bodyLine;
        e.generation = m_generation;
        e.lintDisabled = pm.lintDisabled;
        e.found = bySection.value(s.id);
        m_sections.insert(s.id, std::move(e));
    }
}

QList<Diagnostic> LintCache::findings(const PostMortem &pm, const Linter &linter, const LintOptions &options,
                                      bool documentLevelCurrent, int *sectionLints) const
{
    QList<Diagnostic> out;
    QList<QString> linted; // ids linted here (a repeated id is linted once, all its sections)
    for (const Section &s : pm.sections) {
        if (s.isExtra())
            continue;
        const auto it = m_sections.constFind(s.id);
        const bool kept = it != m_sections.cend() && onlySection(pm, s.id) == &s
                          && it->text == s.text
                          && it->generation == m_generation && it->lintDisabled == pm.lintDisabled
                          && (it->bodyLine > 0) == (s.bodyLine > 0);
        if (kept) {
            const int shift = s.bodyLine - it->bodyLine;
            for (Diagnostic d : it->found) {
                if (d.line > 0)
                    d.line += shift;
                out.append(std::move(d));
            }
            continue;
        }
        if (linted.contains(s.id))
            continue;
        linted.append(s.id);
        ++*sectionLints;
        for (Diagnostic &d : linter.lintSection(pm, s.id, options)) {
            if (!d.documentLevel)
                out.append(std::move(d));
        }
    }
    // The empty id names no section that is linted (extra sections are not): the
    // document-level findings alone.
    out.append(documentLevelCurrent ? m_documentLevel : linter.lintSection(pm, QString(), options));
    // Linter::lint's order: by line and column, the sections' order kept among equals.
    std::stable_sort(out.begin(), out.end(), [](const Diagnostic &a, const Diagnostic &b) {
        return std::make_pair(a.line, a.column) < std::make_pair(b.line, b.column);
    });
    return out;
}

} // namespace pm
