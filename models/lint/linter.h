#pragma once

#include "diagnostic.h"
#include "lintoptions.h"
#include "lintrules.h"

#include "postmortem.h"

#include <QList>
#include <QSet>
#include <QString>

#include <bitset>
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

    // The rules in effect for pm: all but those options and the document switch off.
    std::bitset<RuleCount> rulesInEffect(const PostMortem &pm, const LintOptions &options = {}) const;
    // The findings of `part` from `rules` (narrowed to those that apply to its section
    // id), in offset order: a section of pm, or a piece of one's body that holds whole
    // paragraphs (offsets into part.text, lines from part.bodyLine).
    static QList<Diagnostic> lintPart(const PostMortem &pm, const Section &part, const std::bitset<RuleCount> &rules);
    // The document-level findings from `rules` (missing sections, order, metadata).
    static QList<Diagnostic> documentFindings(const PostMortem &pm, const std::bitset<RuleCount> &rules);

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
