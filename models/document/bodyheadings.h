#pragma once

// Internal to DraftFormat: where the headings of a draft's body are, as the Markdown
// scanner (pm_markdown, md4c) finds them. Not a public header.

#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace pm::markdown {
struct ScannedLines;
}

namespace pm::detail {

struct BodyHeading
{
    int line = 0;  // index into the lines passed in: the heading's first line
    int span = 1;  // lines it covers: 1 for ATX, text lines + underline for setext
    int level = 0; // 1-6
};

// Top-level headings only (not inside a list item or a block quote), in order, of the
// `count` body lines that `lineAt(i)` gives without their line endings.
QList<BodyHeading> findBodyHeadings(int count, const std::function<QString(int)> &lineAt);

// The same for a body as a file has it, in UTF-8: lines end at "\n", "\r\n" or a lone
// "\r" (DraftFormat's lines, and CommonMark's), and `line` counts them. The bytes are
// scanned where they are: no text is built line by line.
QList<BodyHeading> findBodyHeadingsUtf8(const QByteArray &body);
// The same, and each body line's role for the lint mask (markdown::lineRoles) in *roles.
QList<BodyHeading> findBodyHeadingsUtf8(const QByteArray &body, std::vector<std::uint8_t> *roles);

// The roles of a section's text of `lineCount` lines (one more than its '\n's), whose
// first line is line `first` of the body that `roles` describes; null when they cannot stand for a scan of the text alone (a lone
// '\r' in raw, the section's bytes, which md4c may read otherwise; an empty text).
std::shared_ptr<const markdown::ScannedLines>
scannedLines(const QString &text, int lineCount, const std::vector<std::uint8_t> &roles, int first,
             const QByteArray &raw);

// The same for a '\n'-separated text (TextLines' lines).
QList<BodyHeading> findTextHeadings(const QString &text);

} // namespace pm::detail
