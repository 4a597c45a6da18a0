#pragma once

#include "diagnostic.h"

#include "postmortem.h"

#include <QList>
#include <QSet>
#include <QString>

namespace pm {

// The one lint verdict: the findings of a draft after every way of switching
// a rule off is applied the same way: the rules disabled in Preferences
// (`preferencesDisabled`, Settings::disabledRules()), the front matter's
// `lint: {disable: [...]}`, and inline `<!-- pm-lint: disable=RULE -->`. `lint`,
// `export`, `publish`, the checks panel and the export dialog all ask this function
// (the live verdict takes the checks' findings, which equal it), so they cannot disagree. In file order; unknown rule ids are ignored.
QList<Diagnostic> effectiveFindings(const PostMortem &pm, const QSet<QString> &preferencesDisabled);

// The errors among them: what blocks exporting and publishing.
QList<Diagnostic> blockingFindings(const QList<Diagnostic> &findings);

} // namespace pm
