#pragma once

// Where the top-level headings of a text are, as lines of that text, as the scanner
// (markdownscan.h) finds them: the draft format's sections and title.

#include <QList>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace pm::markdown {

struct ScannedLines;

struct LineHeading
{
    int line = 0;  // index into the lines passed in: the heading's first line
    int span = 1;  // lines it covers: 1 for ATX, text lines + underline for setext
    int level = 0; // 1-6
};

// The top-level headings (not inside a list item or a block quote), in order, of a body
// as a file has it, in UTF-8: lines end at "\n", "\r\n" or a lone "\r" (DraftFormat's
// lines, and CommonMark's), and `line` counts them. The bytes are scanned where they are:
// no text is built line by line. Each line's role for the lint mask (lineRoles) goes to
// *roles.
QList<LineHeading> topLevelHeadingsUtf8(const QByteArray &body, std::vector<std::uint8_t> *roles);

// The same for a '\n'-separated text (a lone '\r' in it is a line break to the scanner,
// not to these lines).
QList<LineHeading> topLevelHeadings(const QString &text);

// The roles of a section's text of `lineCount` lines (one more than its '\n's), whose
// first line is line `first` of the body that `roles` describes; null when they cannot
// stand for a scan of the text alone (a lone '\r' in raw, the section's bytes, which md4c
// may read otherwise; an empty text).
std::shared_ptr<const ScannedLines> scannedLines(const QString &text, int lineCount,
                                                 const std::vector<std::uint8_t> &roles, int first,
                                                 const QByteArray &raw);

} // namespace pm::markdown
