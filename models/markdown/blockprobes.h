#pragma once

// Questions the draft format asks about a text's blocks while it writes a draft (where a
// heading still starts, whether an edit changed the blocks, what a section leaves open),
// answered by the scanner (markdownscan.h).

#include <QString>
#include <QStringView>

namespace pm::markdown {

// Whether a top-level heading starts at UTF-16 offset `at` of `text` (a line start).
bool startsTopLevelHeading(const QString &text, int at);

// Whether two texts read as the same blocks (kind, level, nesting, lines, a fence closed).
bool sameBlocks(const QString &a, const QString &b);

// The closing fence for a fence that `text` leaves open at its top level (its run of
// ` or ~), empty when none is open. The end of a quote or a list item (the next heading
// is neither) ends the fences inside it, so only a top-level fence runs on.
QString openFenceCloser(const QString &text);

// The line that ends an HTML block `line` opens, for the kinds of HTML block that run
// until a closing marker, not a blank line (CommonMark's kinds 1 to 5: "<!--" to "-->",
// "<?" to "?>", "<!DOCTYPE" to ">", "<![CDATA[" to "]]>", "<pre", "<script", "<style"
// or "<textarea" to its end tag); empty for any other line. Left open, such a block
// takes in the rest of the document, headings included.
QString htmlBlockCloser(QStringView line);

// The closing marker of an HTML block of those kinds that `text` leaves open at its top
// level (one that would take in a heading after it), empty when none is open.
QString openHtmlBlockCloser(const QString &text);

} // namespace pm::markdown
