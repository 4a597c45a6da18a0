#pragma once

// Internal to DraftFormat: where the headings of a draft's body are, as the Markdown
// scanner (pm_markdown, md4c) finds them. Not a public header.

#include <QList>
#include <QString>

#include <functional>

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

// The same for a '\n'-separated text (TextLines' lines).
QList<BodyHeading> findTextHeadings(const QString &text);

} // namespace pm::detail
