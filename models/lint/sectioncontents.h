#pragma once

#include "diagnostic.h"
#include "lexicon.h"
#include "markdownmask.h"
#include "prefilter.h"

#include "postmortem.h"

#include <QList>
#include <QRegularExpression>
#include <QString>

// The rules on what a section says: the summary's shape, the Fix section's reference
// and earlier attempts, the prompts of How it was found, narrative in Root cause, and
// action items written as tables. Called by the section linter (sectionlint.cpp) with
// what it already built for the section.
namespace pm::lint {

// The shared text analysis (models/text) the section rules read.
using text::Block;
using text::MarkdownMask;
namespace prefilter = text::prefilter;

// The options of the rules' patterns, which read English and Chinese.
constexpr auto Flags =
    QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption;

// A diagnostic of rule in the section sectionId at [start, start + length), without a fix.
Diagnostic diagnosticAt(Rule rule, const QString &sectionId, int start, int length,
                        const QString &message, const QString &suggestion);
// The end of the line that holds pos in text: its '\n', or the end of the text.
int lineEndFrom(const QString &text, int pos);
// The first line of the first block with prose or code; false when there is none.
bool firstLine(const MarkdownMask &mask, const QString &text, int *start, int *length);

struct SectionContext
{
    const PostMortem &pm;
    const Section &section;
    const RuleSet &rules;
    const MarkdownMask &mask;
    const QString &plain; // the section text with HTML comments blanked
    QList<Diagnostic> &out;

    bool has(Rule r) const { return rules.test(std::size_t(r)); }
    void add(Rule rule, int start, int length, const QString &message,
             const QString &suggestion) const;
    bool firstLine(int *start, int *length) const { return lint::firstLine(mask, section.text, start, length); }
    int lineEndFrom(int pos) const { return lint::lineEndFrom(section.text, pos); }
};

void summaryShape(const SectionContext &c);
void fixSection(const SectionContext &c);
void howFound(const SectionContext &c);
void narrative(const SectionContext &c);

// A GFM table in block b: true with the header cells and the body rows (offsets into the
// section text) when the block's second line is a delimiter row.
struct TableRow
{
    int start = 0; // first character of the row's content
    int end = 0;   // end of the line
    QStringList cells;
};
bool parseTable(const MarkdownMask &mask, const Block &b, QStringList *header,
                QList<TableRow> *rows);

// Lines in Action items that are not items: link reference definitions, footnotes and
// a legend of item types ("Prevent – …", "P0 – …") when nothing tracks it.
bool isNotAnItem(const QString &text, bool tracked);

} // namespace pm::lint
