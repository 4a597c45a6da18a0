#pragma once

#include "markdownmask.h"
#include "ruleid.h"

#include <QString>

#include <vector>

namespace pm::text {

// A lexicon match in a section body, before it becomes a Diagnostic.
struct Hit
{
    Rule rule = Rule::Hedging;
    int start = 0;
    int length = 0;
    int fixStart = -1; // quick fix range, -1 when none
    int fixLength = 0;
    QString replacement;
};

struct BlockStats
{
    int words = 0; // Latin-script words
    int cjk = 0;   // CJK ideographs
};

// Scans the prose of one block against the bilingual lexicons: English words matched
// on word boundaries, ignoring case; Chinese terms matched as substrings with their known
// false friends excluded ("不可能", "可能性" ...). The tables are built once on first use;
// scanning allocates only for hits. Only rules set in `rules` are reported.
BlockStats scanLexicon(const MarkdownMask &mask, const Block &block, const RuleSet &rules,
                       std::vector<Hit> &hits);

} // namespace pm::text
