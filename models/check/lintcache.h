#pragma once

#include "diagnostic.h"
#include "linter.h"
#include "lintoptions.h"

#include "postmortem.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace pm {

// The linter's findings of each section as the live checks last computed them (in
// linted-text positions and file lines), kept while the section's text is the same
// string, and the document-level findings of the last run: what the publish verdict
// reads instead of linting the draft again. A value (its members are shared on copy),
// so a worker can take one.
class LintCache
{
public:
    // A run's findings: Linter::lintSection() of `key`, or Linter::lint() of the whole draft.
    void storeSection(const PostMortem &pm, const QString &key, const QList<Diagnostic> &found);
    void storeAll(const PostMortem &pm, const QList<Diagnostic> &all);
    // An edit may have switched rules on or off with `<!-- pm-lint: ... -->`: the findings
    // kept so far were linted with other rules and are not used again.
    void forgetRules() { ++m_generation; }
    // True when the text of a section, before or after an edit, may hold such a switch.
    static bool mayHoldDirectives(const QString &text);

    // The findings Linter::lint(pm, options) gives, in its order: each section's from
    // here while its text and rules are those they were linted with, else linted
    // now (counted in *sectionLints); the document-level ones from here when
    // `documentLevelCurrent` (the last run was of this very text), else computed now.
    QList<Diagnostic> findings(const PostMortem &pm, const Linter &linter, const LintOptions &options,
                               bool documentLevelCurrent, int *sectionLints) const;

private:
    struct Entry
    {
        QString text; // what was linted
        int bodyLine = 0;
        quint64 generation = 0;
        QStringList lintDisabled; // the front matter's switches when it was linted
        QList<Diagnostic> found;  // the section's own findings, in the linter's order
    };
    QHash<QString, Entry> m_sections;
    QList<Diagnostic> m_documentLevel;
    quint64 m_generation = 0;
};

} // namespace pm
