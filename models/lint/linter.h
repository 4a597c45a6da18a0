#pragma once

#include "diagnostic.h"
#include "lintoptions.h"

#include "postmortem.h"

#include <QList>
#include <QSet>
#include <QString>

#include <memory>

namespace pm {

// The lint engine: a pure function of a PostMortem value (no QGuiApplication needed).
// Messages and suggestions are translated in the "pm::Lint" context, so the installed
// translator decides their language.
class Linter
{
public:
    // Every diagnostic of the document, in file order.
    QList<Diagnostic> lint(const PostMortem &pm, const LintOptions &options = {}) const;

    // The diagnostics of one section plus the document-level ones (missing or empty
    // required sections): what an editor needs after a keystroke in that section.
    QList<Diagnostic> lintSection(const PostMortem &pm, const QString &sectionId,
                                  const LintOptions &options = {}) const;

    // Rules the document switches off itself: front matter `lint: {disable: [...]}`
    // (PostMortem::lintDisabled) and `<!-- pm-lint: disable=RULE[,RULE] -->` anywhere in
    // the body.
    static QSet<QString> documentDisabledRules(const PostMortem &pm);

private:
    // documentDisabledRules() with each section's directives kept while its text is the
    // same string (the editor's snapshots share an unedited section's text): a keystroke
    // rescans only the edited section, not the whole draft.
    QSet<QString> disabledByDocument(const PostMortem &pm) const;
    QSet<QString> enabledOff(const PostMortem &pm, const LintOptions &options) const;

    struct DirectiveCache;
    std::shared_ptr<DirectiveCache> m_directives; // copies of a Linter share it

public:
    Linter();
};

} // namespace pm
