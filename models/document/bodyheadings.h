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

} // namespace pm::detail
