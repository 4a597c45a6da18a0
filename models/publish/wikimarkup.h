#pragma once

#include <QString>

namespace pm {

// Markdown to JIRA wiki markup, the comment format of JIRA Data Center / Server (which
// has no ADF). It reads the same parse as the ADF writer (models/adf/mdtree.h) and
// makes the same choices where wiki markup cannot follow Markdown: a heading inside a
// list or quote becomes bold text, raw HTML stays visible as a preformatted block, a
// table inside a list becomes one line per row. Text is escaped so that JIRA's renderer
// never reads it as markup: `*bold*`, `[link]`, `{macro}`, `|cell|`, dashes, emoticons
// and the line-start forms (`h1.`, `bq.`, `#`, `*`, `-`) all stay the characters written.
QString markdownToWikiMarkup(const QString &markdown);

// One piece of plain text escaped for wiki markup (as markdownToWikiMarkup escapes a
// paragraph's text); `lineStart` when it begins a line.
QString escapeWikiText(const QString &text, bool lineStart = false);

// The heading line "hN. text", the text escaped.
QString wikiHeading(int level, const QString &text);

} // namespace pm
