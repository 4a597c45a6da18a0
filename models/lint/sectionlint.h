#pragma once

#include "diagnostic.h"
#include "lexicon.h"

#include "postmortem.h"

#include <QList>

namespace pm::lint {

// Lints one known section's text with the rules in `rules` (already narrowed to the ones
// that apply to the section) and appends diagnostics with offsets; line and column are
// filled in by the caller.
void lintSectionText(const PostMortem &pm, const Section &section, const RuleSet &rules,
                     QList<Diagnostic> &out);

// Average English words per paragraph above which long-paragraph fires; CJK text counts
// two ideographs as one word.
constexpr int LongParagraphWords = 150;

} // namespace pm::lint
